/// A tab's Lottie icon: `"lottie"` (a file relative to the configuration) with the optional
/// `select`, `deselect`, `tint` and `loop`. The caller's `lottieInfo` checks the file; the
/// decoder checks the segments against its frames and markers.
extension ConfigurationDecoder {
    /// Keys that shape other icons and motions, which a Lottie item does not use.
    static let keysBesideLottie = ["frames", "selectedIcon", "rendering"]

    /// Reads the Lottie keys of the tab `reader` reads into `tab`, replacing its animation.
    /// `motionKeys` says which of the motion keys the tab wrote, since a Lottie item plays
    /// its own frames and any of them would silently do nothing.
    mutating func decodeLottie(
        _ reader: ObjectReader, into tab: inout TabItem, motionKeys: [String: Bool]
    ) throws(ConfigError) {
        let place = try pathValue(reader, "lottie")
        let select = try segmentValue(reader, "select")
        let deselect = try segmentValue(reader, "deselect")
        let tint = try reader.bool("tint")
        let loop = try reader.bool("loop")
        guard let (text, node, path) = place else {
            let stray = [
                ("select", select != nil), ("deselect", deselect != nil), ("tint", tint != nil), ("loop", loop != nil),
            ]
            if let key = stray.first(where: \.1)?.0 {
                throw misplaced(reader, key, "only an item with \"lottie\" takes \"\(key)\"")
            }
            return
        }
        let besides = motionKeys.filter(\.value).map(\.key) + Self.keysBesideLottie.filter { reader.contains($0) }
        if let key = besides.sorted().first {
            throw misplaced(reader, key, "an item with \"lottie\" plays its own frames; leave out \"\(key)\"")
        }
        let lottie = resolve(text)
        let info: LottieInfo
        do {
            info = try lottieInfo(lottie)
        } catch {
            throw ConfigError(file: file, location: node.location, keyPath: path, message: error.description)
        }
        let look = tab.appearance
        let icon = LottieIcon(
            path: lottie, info: info,
            select: try select.map { segment throws(ConfigError) in try resolve(segment, in: info, file: text) },
            deselect: try deselect.map { segment throws(ConfigError) in try resolve(segment, in: info, file: text) },
            tints: tint ?? (barSetsIconColors || look.iconColor != nil || look.selectedIconColor != nil),
            loops: loop ?? false)
        tab.lottie = icon
        tab.animation = LottieAnimation(icon: icon)
    }

    /// A segment as written: frames, or a marker's name, with where it was written.
    struct WrittenSegment {
        enum Value {
            case frames(Double, Double)
            case marker(String)
        }
        var value: Value
        var node: JSONNode
        var path: String
    }

    func segmentValue(_ reader: ObjectReader, _ key: String) throws(ConfigError) -> WrittenSegment? {
        reader.noteSchema(key, .segment)
        return try reader.optional(key) { (node, path) throws(ConfigError) -> WrittenSegment in
            switch node.value {
            case .string(let name):
                return WrittenSegment(value: .marker(name), node: node, path: path)
            case .array(let ends) where ends.count == 2:
                let from = try ObjectReader.readDouble(ends[0], path + "[0]", file, range: nil)
                let to = try ObjectReader.readDouble(ends[1], path + "[1]", file, range: nil)
                return WrittenSegment(value: .frames(from, to), node: node, path: path)
            default:
                throw ConfigError(
                    file: file, location: node.location, keyPath: path,
                    message: "expected [fromFrame, toFrame] or a marker's name, found \(Self.shape(of: node.value))")
            }
        }
    }

    /// The segment `written` names in a Lottie with `info` (the file named `name`): its
    /// frames, or the marker's; it must lie within the file's frames.
    func resolve(_ written: WrittenSegment, in info: LottieInfo, file name: String) throws(ConfigError) -> LottieSegment
    {
        let segment: LottieSegment
        switch written.value {
        case .frames(let from, let to):
            segment = LottieSegment(from: from, to: to)
        case .marker(let marker):
            guard let found = info.markers.first(where: { $0.name == marker }) else {
                let names = info.markers.map(\.name)
                let known =
                    names.isEmpty ? "it has no markers" : "its markers: " + DiagnosticText.choices(names, near: marker)
                throw ConfigError(
                    file: file, location: written.node.location, keyPath: written.path,
                    message: "no marker \(DiagnosticText.quoted(marker)) in \(DiagnosticText.quoted(name)); \(known)")
            }
            segment = found.segment
        }
        let frames = info.inPoint...info.outPoint
        guard frames.contains(segment.from), frames.contains(segment.to) else {
            throw ConfigError(
                file: file, location: written.node.location, keyPath: written.path,
                message: "frames \(Self.number(segment.from))…\(Self.number(segment.to)) are outside "
                    + "\(DiagnosticText.quoted(name))'s \(Self.number(info.inPoint))…\(Self.number(info.outPoint))")
        }
        return segment
    }

    /// Whether a `bar` object sets `iconColor` or `selectedIconColor`.
    static func setsIconColors(_ bar: JSONNode?) -> Bool {
        guard case .object(let members)? = bar?.value else { return false }
        return members.contains { ($0.key == "iconColor" || $0.key == "selectedIconColor") && $0.value.value != .null }
    }

    func misplaced(_ reader: ObjectReader, _ key: String, _ message: String) -> ConfigError {
        let member = reader.members.first { $0.key == key }
        return ConfigError(
            file: file, location: member?.keyLocation ?? reader.node.location,
            keyPath: ObjectReader.path(reader.path, key: key), message: message)
    }

    /// "an array of 3", or the type's name.
    static func shape(of value: JSONValue) -> String {
        if case .array(let elements) = value { return "an array of \(elements.count)" }
        return value.typeName
    }

    /// A frame number as written: whole numbers without ".0".
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
