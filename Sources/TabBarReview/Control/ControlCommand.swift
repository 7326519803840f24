import TabBarCore

/// One line of the `--control` channel: a JSON object with exactly one command key,
/// decoded as strictly as a configuration (unknown keys, wrong types and ranges are errors
/// whose message says why). Each stands for an API call or a key of the window.
public enum ControlCommand: Hashable, Sendable {
    /// `{"select": 2}`: `select(_:cause: .control)`.
    case select(Int)
    /// `{"badge": {"index": 1, "value": "7" | 7 | "" | null}}`.
    case badge(index: Int, value: String?)
    /// `{"hideBar": true, "animated": true}`: `setTabBarHidden(_:animated:)`.
    case hideBar(Bool, animated: Bool)
    /// `{"selectedColor": "#RRGGBB"}`: the selected icon and title colour.
    case selectedColor(Color)
    /// `{"push": {}}`, `{"pop": true}`, `{"present": {}}`, `{"dismiss": true}`.
    case push, pop, present, dismiss
    /// `{"reload": true}`: reload the configuration file, as `--watch` does on a save.
    case reload
    /// `{"screenshot": "path.png"}`: the window's next frame to a PNG, as F12 does.
    case screenshot(String)
    /// `{"pause": true}`, `{"resume": true}`: Space's pause; `{"step": 1 | -1}`: `.` and `,`.
    case pause, resume
    case step(Int)
    /// `{"slow": 10}`: slow motion by that factor (1 is normal speed).
    case slow(Double)

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
        }
    }

    static let keys = [
        "select", "badge", "hideBar", "selectedColor", "push", "pop", "present", "dismiss", "reload",
        "screenshot", "pause", "resume", "step", "slow",
    ]

    /// Decodes one line. The error's message names the line's problem in one line.
    public static func decode(_ line: String) throws -> ControlCommand {
        let reader = try ObjectReader(try JSONParser.parse(line), path: "", file: nil)
        let present = keys.filter(reader.contains)
        guard present.count == 1, let key = present.first else {
            throw ConfigError(
                message: present.isEmpty
                    ? "no command; commands: " + keys.joined(separator: ", ")
                    : "one command a line, found " + present.joined(separator: ", "))
        }
        let command = try decode(key, reader)
        try reader.finish()
        return command
    }

    static func decode(_ key: String, _ reader: ObjectReader) throws -> ControlCommand {
        switch key {
        case "select": return .select(try reader.requiredInt("select", range: 0...999))
        case "badge":
            let badge = try reader.requiredObject("badge")
            let index = try badge.requiredInt("index", range: 0...999)
            let decoder = ConfigurationDecoder(file: nil, baseDirectory: "/")
            let value = try decoder.badgeValue(badge, "value")
            try badge.finish()
            return .badge(index: index, value: value)
        case "hideBar":
            return .hideBar(try reader.requiredBool("hideBar"), animated: try reader.bool("animated") ?? true)
        case "selectedColor":
            return .selectedColor(
                try reader.required("selectedColor") { (node, path) throws(ConfigError) in
                    try ConfigurationDecoder.readColor(node, path, nil)
                })
        case "push":
            _ = try reader.requiredObject("push")
            return .push
        case "present":
            _ = try reader.requiredObject("present")
            return .present
        case "pop":
            try requireTrue(reader, key)
            return .pop
        case "dismiss":
            try requireTrue(reader, key)
            return .dismiss
        case "reload":
            try requireTrue(reader, key)
            return .reload
        case "pause":
            try requireTrue(reader, key)
            return .pause
        case "resume":
            try requireTrue(reader, key)
            return .resume
        case "screenshot":
            return .screenshot(try reader.required("screenshot") { try ObjectReader.readPath($0, $1, nil) })
        case "step":
            let frames = try reader.requiredInt("step", range: -1...1)
            guard frames != 0 else { throw ConfigError(message: "step is 1 or -1") }
            return .step(frames)
        default: return .slow(try reader.requiredDouble("slow", range: 1...100))
        }
    }

    static func requireTrue(_ reader: ObjectReader, _ key: String) throws {
        guard try reader.requiredBool(key) else { throw ConfigError(message: "\(key) takes true") }
    }
}
