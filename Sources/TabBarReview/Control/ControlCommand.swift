import TabBarCore

/// One `--control` command, decoded as strictly as a configuration (unknown keys, wrong types
/// and ranges are errors whose message says why). Each stands for an API call, a key of the
/// window, or a script step (`click`, `key`, `waitFor`, with the same shapes).
public enum ControlCommand: Hashable, Sendable {
    /// `{"select": 2}` or `{"select": {"title": "Chat"}}`: `select(_:cause: .control)`.
    case select(ScriptItem)
    /// `{"badge": {"index": 1, "value": "7" | 7 | "" | null}}` (or `"title"` for `"index"`).
    case badge(item: ScriptItem, value: String?)
    /// `{"hideBar": true, "animated": true}`: `setTabBarHidden(_:animated:)`.
    case hideBar(Bool, animated: Bool)
    /// `{"selectedColor": "#RRGGBB"}`: the selected icon and title colour.
    case selectedColor(Color)
    /// `{"push": {}}`, `{"pop": true}`, `{"present": {}}`, `{"dismiss": true}`.
    case push, pop, present, dismiss
    /// `{"reload": true}`: reload the configuration file, as `--watch` does on a save.
    case reload
    /// `{"screenshot": "path.png"}`: the window's frame to a PNG, as F12 does.
    case screenshot(String)
    /// `{"pause": true}`, `{"resume": true}`: Space's pause; `{"step": 1 | -1}`: `.` and `,`.
    case pause, resume
    /// `{"step": 1}` or `{"step": -1}`: one frame forwards or back on the paused clock.
    case step(Int)
    /// `{"slow": 10}`: slow motion by that factor (1 is normal speed).
    case slow(Double)
    /// `{"quit": true}`: close the window and exit 0.
    case quit
    /// `{"query": "state"}`: answer with the selection, pages, badges and motion.
    case queryState
    /// `{"click": …}`, `{"key": …}`, `{"waitFor": …}`: a script step (`QAScript.Action`).
    case script(QAScript.Action)

    /// The command's key, as the trace names it.
    public var name: String {
        switch self {
        case .select: "select"
        case .badge: "badge"
        case .hideBar: "hideBar"
        case .selectedColor: "selectedColor"
        case .push: "push"
        case .pop: "pop"
        case .present: "present"
        case .dismiss: "dismiss"
        case .reload: "reload"
        case .screenshot: "screenshot"
        case .pause: "pause"
        case .resume: "resume"
        case .step: "step"
        case .slow: "slow"
        case .quit: "quit"
        case .queryState: "query"
        case .script(.click): "click"
        case .script(.key): "key"
        case .script: "waitFor"
        }
    }

    /// Every command's key.
    public static let keys = [
        "select", "badge", "hideBar", "selectedColor", "push", "pop", "present", "dismiss", "reload",
        "screenshot", "pause", "resume", "step", "slow", "quit", "query", "click", "key", "waitFor",
    ]

    /// Keys a command may carry besides its own.
    static let companions = ["id", "animated", "timeout"]

    /// Decodes one line (no id; see `ControlRequest` for lines that carry one).
    public static func decode(_ line: String) throws -> ControlCommand {
        try ControlRequest.decode(line).command
    }

    /// The command named `key`, read from `reader`.
    static func decode(_ key: String, _ reader: ObjectReader) throws -> ControlCommand {
        switch key {
        case "select":
            return .select(
                try reader.required("select") { (node, path) throws(ConfigError) in
                    try ScriptItem.read(node, path, nil)
                })
        case "badge":
            let badge = try reader.requiredObject("badge")
            let item = try ScriptItem.read(index: badge)
            let decoder = ConfigurationDecoder(file: nil, baseDirectory: "/")
            let value = try decoder.badgeValue(badge, "value")
            try badge.finish()
            return .badge(item: item, value: value)
        case "hideBar":
            return .hideBar(try reader.requiredBool("hideBar"), animated: try reader.bool("animated") ?? true)
        case "selectedColor":
            return .selectedColor(
                try reader.required("selectedColor") { (node, path) throws(ConfigError) in
                    try ConfigurationDecoder.readColor(node, path, nil)
                })
        case "push", "present":
            _ = try reader.requiredObject(key)
            return key == "push" ? .push : .present
        case _ where flags[key] != nil:
            try requireTrue(reader, key)
            return flags[key] ?? .quit
        case "screenshot":
            return .screenshot(try reader.required("screenshot") { try ObjectReader.readPath($0, $1, nil) })
        case "step":
            let frames = try reader.requiredInt("step", range: -1...1)
            guard frames != 0 else { throw ConfigError(message: "step is 1 or -1") }
            return .step(frames)
        case "slow": return .slow(try reader.requiredDouble("slow", range: 1...100))
        case "query":
            _ = try reader.requiredChoice("query", from: ["state"])
            return .queryState
        default:
            // Only screenshots resolve paths against a base, and they are not script steps here.
            return .script(try QAScript.decodeAction(key, reader, base: ""))
        }
    }

    /// The commands written `{"name": true}`.
    static let flags: [String: ControlCommand] = [
        "pop": .pop, "dismiss": .dismiss, "reload": .reload, "pause": .pause, "resume": .resume, "quit": .quit,
    ]

    static func requireTrue(_ reader: ObjectReader, _ key: String) throws {
        guard try reader.requiredBool(key) else { throw ConfigError(message: "\(key) takes true") }
    }
}
