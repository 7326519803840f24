import TabBarCore

/// A QA script: timed steps that replay a review session deterministically
/// (`tabbar --script FILE`). Read from JSON:
///
///     {"steps": [{"click": {"title": "Chat"}}, {"waitFor": "idle"}, {"key": "Right"},
///                {"screenshot": "after.png"}, {"assert": {"selected": 3}}]}
public struct QAScript: Sendable {
    /// One step, with where it was written.
    public struct Step: Sendable {
        /// What the step does.
        public var action: Action
        /// Where the step was written in the script's file.
        public var location: SourceLocation

        /// A step doing `action`, written at `location`.
        public init(action: Action, location: SourceLocation) {
            self.action = action
            self.location = location
        }
    }

    /// What a step does.
    public enum Action: Hashable, Sendable {
        /// Click a bar item (its centre), an item by title, or a point of the window (logical
        /// pixels), as a press and release through the recognizers.
        case click(ScriptTarget)
        /// Press a key with modifiers held, as the window's keyboard would.
        case key(Key, KeyModifiers)
        /// Let `seconds` of the script's clock pass.
        case wait(Double)
        /// Hold the steps after it until `ScriptWait` holds, failing after `timeout` seconds.
        case waitFor(ScriptWait, timeout: Double)
        /// Write the current frame to a PNG file (resolved against the script's folder).
        case screenshot(String)
        /// Check the selected bar item.
        case assertSelected(ScriptItem)
        /// Press, move or release the primary button at a target (drags, long presses, hovers).
        case pointer(ScriptPointerPhase, ScriptTarget)
        /// One frame of a drag: the point `fraction` of the way from `from` to `to`.
        case dragMove(from: ScriptTarget, to: Point, fraction: Double)
        /// Turn the wheel by `dy` over a target.
        case wheel(ScriptTarget, dy: Double)
        /// Any other assertion (`ScriptCheck`).
        case check(ScriptCheck)
    }

    /// The steps, in the order they run.
    public var steps: [Step]
    /// The script's file name, for messages; nil for a script that is not a file.
    public var file: String?

    /// A script of `steps`, read from `file` if it came from one.
    public init(steps: [Step], file: String? = nil) {
        self.steps = steps
        self.file = file
    }

    /// The step kinds a script knows, gestures included.
    public static let stepNames = ["click", "key", "wait", "waitFor", "screenshot", "assert"] + ScriptGesture.names

    /// Parses a script; `baseDirectory` resolves screenshot paths.
    public static func decode(_ root: JSONNode, file: String?, baseDirectory: String) throws(ConfigError) -> QAScript {
        let reader = try ObjectReader(root, path: "", file: file)
        _ = try reader.optional("$schema") { try ObjectReader.readString($0, $1, file) }
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
        let kind = try stepKind(reader)
        guard ScriptGesture.names.contains(kind) else {
            let action = try decodeAction(kind, reader, base: base)
            try reader.finish()
            return [Step(action: action, location: node.location)]
        }
        let actions = try ScriptGesture.actions(kind, reader)
        try reader.finish()
        return actions.map { Step(action: $0, location: node.location) }
    }

    /// The one step kind `reader` holds; an unknown key gets "did you mean".
    static func stepKind(_ reader: ObjectReader) throws(ConfigError) -> String {
        let present = stepNames.filter(reader.contains)
        if present.count == 1, let kind = present.first { return kind }
        if present.isEmpty, let unknown = reader.members.first(where: { $0.key != "timeout" }) {
            throw ConfigError(
                file: reader.file, location: unknown.keyLocation,
                keyPath: ObjectReader.path(reader.path, key: unknown.key),
                message: DiagnosticText.unknown("step", unknown.key, among: stepNames))
        }
        throw ConfigError(
            file: reader.file, location: reader.node.location, keyPath: reader.path,
            message: "a step has exactly one of: \(stepNames.joined(separator: ", "))")
    }

    /// The action of a step of `kind` other than a gesture (the step's keys, as `reader`).
    static func decodeAction(_ kind: String, _ reader: ObjectReader, base: String) throws(ConfigError) -> Action {
        let file = reader.file
        switch kind {
        case "click":
            let click = try reader.requiredObject("click")
            let target = try ScriptTarget.read(click)
            try click.finish()
            return .click(target)
        case "key":
            return try readKey(reader)
        case "wait":
            return .wait(try reader.requiredDouble("wait", range: 0...3600))
        case "waitFor":
            let wait = try reader.required("waitFor") { (node, path) throws(ConfigError) in
                try ScriptWait.read(node, path, file)
            }
            return .waitFor(wait, timeout: try reader.double("timeout", range: 0...3600) ?? ScriptWait.defaultTimeout)
        case "screenshot":
            let target = try reader.required("screenshot") { try ObjectReader.readPath($0, $1, file) }
            return .screenshot(target.hasPrefix("/") ? target : base + "/" + target)
        default:
            let check = try reader.requiredObject("assert")
            let action = try ScriptCheck.decode(
                check, path: ObjectReader.path(reader.path, key: "assert"), file: file, base: base,
                location: reader.node.location)
            try check.finish()
            return action
        }
    }

    static func readKey(_ reader: ObjectReader) throws(ConfigError) -> Action {
        let text = try reader.requiredString("key")
        guard let (key, modifiers) = KeyName.parse(text) else {
            let value = try reader.optional("key") { node, _ in node }
            throw ConfigError(
                file: reader.file, location: value?.location ?? reader.node.location,
                keyPath: ObjectReader.path(reader.path, key: "key"),
                message: "unknown key \(DiagnosticText.quoted(text)); valid: \(KeyName.examples)")
        }
        return .key(key, modifiers)
    }
}
