import TabBarCore

/// The assertions of a QA script beyond `selected`: what the app shows, checked when the
/// step runs. `{"assert": {"depth": 2}}`, `{"assert": {"page": "Detail"}}`, …
public enum ScriptCheck: Hashable, Sendable {
    /// The current tab shows `depth` pages stacked (1 at the root), a modal included, as
    /// the trace's `navigation` depth counts them.
    case depth(Int)
    /// The page on top (the modal when one is presented) has this title.
    case page(String)
    /// The item shows badge `value` (nil: no badge).
    case badge(item: ScriptItem, value: String?)
    /// Something is (or is not) in motion.
    case animating(Bool)
    /// An item animation, transition or indicator with this name is in motion.
    case animatingNamed(String)
    /// The frame's pixel at (x, y) logical pixels is `color`, each channel within `tolerance` (0–255).
    case pixel(x: Double, y: Double, color: Color, tolerance: Int)
    /// The frame matches the PNG at `path` with at most `maxDiffPixels` pixels whose
    /// channels differ by more than `threshold` (0–1), as Playwright's `toHaveScreenshot`.
    case screenshot(path: String, maxDiffPixels: Int, threshold: Double)
    /// Named node `node` (`NodeName`) shows `property` within `tolerance` of `value`, `at`
    /// seconds after its motion began, measured from the scenes as `tabbar plot` measures them.
    case property(node: String, MotionProperty, value: Double, at: Double, tolerance: Double)

    /// The assert kinds a script knows.
    public static let names = ["selected", "depth", "page", "badge", "animating", "pixel", "screenshot", "property"]

    /// Decodes an `assert` object with exactly one kind; `selected` stays `assertSelected`.
    static func decode(
        _ reader: ObjectReader, path: String, file: String?, base: String, location: SourceLocation
    )
        throws(ConfigError) -> QAScript.Action
    {
        let present = names.filter(reader.contains)
        guard present.count == 1, let kind = present.first else {
            if present.isEmpty, let unknown = reader.members.first {
                throw ConfigError(
                    file: file, location: unknown.keyLocation, keyPath: ObjectReader.path(path, key: unknown.key),
                    message: DiagnosticText.unknown("assert", unknown.key, among: names))
            }
            throw ConfigError(
                file: file, location: location, keyPath: path,
                message: "an assert has exactly one of: \(names.joined(separator: ", "))")
        }
        let action: QAScript.Action
        switch kind {
        case "selected":
            action = .assertSelected(
                try reader.required("selected") { (node, keyPath) throws(ConfigError) in
                    try ScriptItem.read(node, keyPath, file)
                })
        case "depth": action = .check(.depth(try reader.requiredInt("depth", range: 0...999)))
        case "page": action = .check(.page(try reader.requiredString("page")))
        case "badge": action = .check(try readBadge(try reader.requiredObject("badge")))
        case "animating":
            let node = try reader.required("animating") { node, _ in node }
            if case .bool(let flag) = node.value {
                action = .check(.animating(flag))
            } else {
                action = .check(
                    .animatingNamed(try ObjectReader.readString(node, ObjectReader.path(path, key: "animating"), file)))
            }
        case "pixel": action = .check(try readPixel(try reader.requiredObject("pixel")))
        case "property":
            action = .check(try readProperty(try reader.requiredObject("property")))
        default:
            let shot = try reader.requiredObject("screenshot")
            let target = try shot.required("path") { try ObjectReader.readPath($0, $1, file) }
            action = .check(
                .screenshot(
                    path: target.hasPrefix("/") ? target : base + "/" + target,
                    maxDiffPixels: try shot.int("maxDiffPixels", range: 0...100_000_000) ?? 0,
                    threshold: try shot.double("threshold", range: 0...1) ?? 0.2))
            try shot.finish()
        }
        return action
    }

    /// `{"index": 1, "value": "3"}` (or `"title"`; a null value: no badge).
    static func readBadge(_ badge: ObjectReader) throws(ConfigError) -> ScriptCheck {
        let item = try ScriptItem.read(index: badge)
        let value =
            try badge.optional("value") { (node, keyPath) throws(ConfigError) -> String? in
                if case .null = node.value { return nil }
                return try ObjectReader.readString(node, keyPath, badge.file)
            } ?? nil
        try badge.finish()
        return .badge(item: item, value: value)
    }

    /// `{"x": 195, "y": 65, "color": "#F2F2F7", "tolerance": 2}`.
    static func readPixel(_ pixel: ObjectReader) throws(ConfigError) -> ScriptCheck {
        let color = try pixel.required("color") { (node, keyPath) throws(ConfigError) in
            try ConfigurationDecoder.readColor(node, keyPath, pixel.file)
        }
        let check = ScriptCheck.pixel(
            x: try pixel.requiredDouble("x", range: 0...1e5), y: try pixel.requiredDouble("y", range: 0...1e5),
            color: color, tolerance: try pixel.int("tolerance", range: 0...255) ?? 2)
        try pixel.finish()
        return check
    }

    /// A short name for reports: "depth 2", "page \"Detail\"", …
    public var summary: String {
        switch self {
        case .depth(let depth): return "depth \(depth)"
        case .page(let title): return "page \(DiagnosticText.quoted(title))"
        case .badge(.index(let index), let value): return "badge \(index) \(value.map(DiagnosticText.quoted) ?? "none")"
        case .badge(let item, let value): return "badge \(item.summary) \(value.map(DiagnosticText.quoted) ?? "none")"
        case .animating(let flag): return "animating \(flag)"
        case .animatingNamed(let name): return "animating \(DiagnosticText.quoted(name))"
        case .pixel(let x, let y, _, _): return "pixel \(ScriptJSON.number(x)),\(ScriptJSON.number(y))"
        case .screenshot(let path, _, _):
            return "screenshot \(path.split(separator: "/").last.map(String.init) ?? path)"
        case .property(let node, let property, let value, let at, _):
            return "\(node) \(property.rawValue) \(ScriptJSON.number(value)) at \(ScriptJSON.number(at)) s"
        }
    }
}
