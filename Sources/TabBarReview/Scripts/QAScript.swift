import TabBarCore

/// A QA script: timed steps that replay a review session deterministically
/// (`tabbar --script FILE`). Read from JSON:
///
///     {"steps": [{"click": {"item": 2}}, {"wait": 0.6}, {"key": "Right"},
///                {"screenshot": "after.png"}, {"assert": {"selected": 3}}]}
public struct QAScript: Sendable {
    /// One step, with where it was written.
    public struct Step: Sendable {
        public var action: Action
        public var location: SourceLocation
    }

    /// What a step does.
    public enum Action: Hashable, Sendable {
        /// Click the centre of a bar item, as a press and release through the recognizers.
        case clickItem(Int)
        /// Click a point of the window (logical pixels).
        case clickPoint(Point)
        case key(Key, KeyModifiers)
        /// Let `seconds` of animation time pass.
        case wait(Double)
        /// Write the current frame to a PNG file (resolved against the script's folder).
        case screenshot(String)
        /// Check the selected bar item.
        case assertSelected(Int)
        /// Press, move or release the primary button at a target (drags, long presses, hovers).
        case pointer(ScriptPointerPhase, ScriptTarget)
        /// One frame of a drag: the point `fraction` of the way from `from` to `to`.
        case dragMove(from: ScriptTarget, to: Point, fraction: Double)
        /// Turn the wheel by `dy` over a target.
        case wheel(ScriptTarget, dy: Double)
        /// Any other assertion (`ScriptCheck`).
        case check(ScriptCheck)
    }

    public var steps: [Step]
    public var file: String?

    public init(steps: [Step], file: String? = nil) {
        self.steps = steps
        self.file = file
    }

    /// Parses a script; `baseDirectory` resolves screenshot paths.
    public static func decode(_ root: JSONNode, file: String?, baseDirectory: String) throws(ConfigError) -> QAScript {
        let reader = try ObjectReader(root, path: "", file: file)
        let nodes = try reader.requiredArray("steps")
        var steps: [Step] = []
        for (index, node) in nodes.enumerated() {
            steps += try decodeSteps(
                node, path: ObjectReader.path("steps", index: index), file: file, base: baseDirectory)
        }
        try reader.finish()
        return QAScript(steps: steps, file: file)
    }

    /// A step as written; gestures expand into several.
    static func decodeSteps(_ node: JSONNode, path: String, file: String?, base: String) throws(ConfigError) -> [Step] {
        let reader = try ObjectReader(node, path: path, file: file)
        let gestures = ScriptGesture.names.filter(reader.contains)
        let others = ["click", "key", "wait", "screenshot", "assert"].filter(reader.contains)
        guard gestures.count == 1, others.isEmpty else {
            return [try decodeStep(node, path: path, file: file, base: base)]
        }
        let actions = try ScriptGesture.actions(gestures[0], reader)
        try reader.finish()
        return actions.map { Step(action: $0, location: node.location) }
    }

    static func decodeStep(_ node: JSONNode, path: String, file: String?, base: String) throws(ConfigError) -> Step {
        let reader = try ObjectReader(node, path: path, file: file)
        let known = ["click", "key", "wait", "screenshot", "assert"] + ScriptGesture.names
        let present = known.filter(reader.contains)
        guard present.count == 1, let kind = present.first else {
            throw ConfigError(
                file: file, location: node.location, keyPath: path,
                message: "a step has exactly one of: \(known.joined(separator: ", "))")
        }
        let action: Action
        switch kind {
        case "click":
            let click = try reader.requiredObject("click")
            if let item = try click.int("item", range: 0...999) {
                action = .clickItem(item)
            } else {
                action = .clickPoint(
                    Point(
                        x: try click.requiredDouble("x", range: -1e5...1e5),
                        y: try click.requiredDouble("y", range: -1e5...1e5)))
            }
            try click.finish()
        case "key":
            let text = try reader.requiredString("key")
            guard let (key, modifiers) = KeyName.parse(text) else {
                let value = try reader.optional("key") { node, _ in node }
                throw ConfigError(
                    file: file, location: value?.location ?? node.location,
                    keyPath: ObjectReader.path(path, key: "key"),
                    message: "unknown key \(DiagnosticText.quoted(text)); valid: \(KeyName.examples)")
            }
            action = .key(key, modifiers)
        case "wait":
            action = .wait(try reader.requiredDouble("wait", range: 0...3600))
        case "screenshot":
            let target = try reader.required("screenshot") { try ObjectReader.readPath($0, $1, file) }
            action = .screenshot(target.hasPrefix("/") ? target : base + "/" + target)
        default:
            let check = try reader.requiredObject("assert")
            action = try ScriptCheck.decode(
                check, path: ObjectReader.path(path, key: "assert"), file: file, base: base,
                location: node.location)
            try check.finish()
        }
        try reader.finish()
        return Step(action: action, location: node.location)
    }
}
