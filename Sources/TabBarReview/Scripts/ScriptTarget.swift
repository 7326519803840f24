import TabBarCore

/// Where a script's pointer step acts: the centre of a bar item by index or by its title
/// (resolved against the layout when the step runs, so a script survives a resize; a title
/// behind More is reached through More), or a point in logical pixels.
public enum ScriptTarget: Hashable, Sendable {
    /// Bar item `n`, counted from 0.
    case item(Int)
    /// The bar item with this title, as shown.
    case title(String)
    /// A point in the window, in logical pixels.
    case point(Point)

    /// Reads `{"item": i}`, `{"title": "Chat"}` or `{"x": …, "y": …}` from `reader`, leaving other keys alone.
    static func read(_ reader: ObjectReader) throws(ConfigError) -> ScriptTarget {
        if let title = try reader.string("title") { return .title(title) }
        if let item = try reader.int("item", range: 0...999) { return .item(item) }
        guard reader.contains("x") || reader.contains("y") else {
            // A misspelt "title" or "item" is named, with a suggestion, by the unknown key check.
            try reader.finish()
            throw ConfigError(
                file: reader.file, location: reader.node.location, keyPath: reader.path,
                message: "a target has \"item\", \"title\", or \"x\" and \"y\"")
        }
        return .point(
            Point(
                x: try reader.requiredDouble("x", range: -1e5...1e5),
                y: try reader.requiredDouble("y", range: -1e5...1e5)))
    }

    /// How a recorded script writes it back.
    var json: String {
        switch self {
        case .item(let index): return #"{"item": \#(index)}"#
        case .title(let title): return #"{"title": \#(ScriptJSON.string(title))}"#
        case .point(let point): return #"{"x": \#(ScriptJSON.number(point.x)), "y": \#(ScriptJSON.number(point.y))}"#
        }
    }
}

/// A bar item named where a script or a control command would take an index: the index
/// itself, or `{"title": "Chat"}`, matched against the titles as shown.
public enum ScriptItem: Hashable, Sendable {
    /// Bar item `n`, counted from 0.
    case index(Int)
    /// The bar item with this title, as shown.
    case title(String)

    /// Reads an index or `{"title": …}`.
    public static func read(_ node: JSONNode, _ path: String, _ file: String?) throws(ConfigError) -> ScriptItem {
        if case .object = node.value {
            let reader = try ObjectReader(node, path: path, file: file)
            let title = try reader.requiredString("title")
            try reader.finish()
            return .title(title)
        }
        return .index(try ObjectReader.readInt(node, path, file, range: 0...999))
    }

    /// Reads `index` or `title` from `reader` (a badge's object), leaving other keys alone.
    static func read(index reader: ObjectReader) throws(ConfigError) -> ScriptItem {
        if let title = try reader.string("title") { return .title(title) }
        return .index(try reader.requiredInt("index", range: 0...999))
    }

    /// "item 2" or "\"Chat\"", for messages and reports.
    public var summary: String {
        switch self {
        case .index(let index): "item \(index)"
        case .title(let title): DiagnosticText.quoted(title)
        }
    }
}

/// What a pointer step does at its target: the primitive that drags, long presses and
/// hovers expand into, so the player stays a plain list of instants and waits.
public enum ScriptPointerPhase: String, Hashable, Sendable {
    /// The button goes down at the target.
    case down
    /// The pointer moves to the target, the button held.
    case move
    /// The button comes up at the target.
    case up
}

/// What a `waitFor` step waits for: `"idle"` (nothing in motion, nothing queued) or
/// `{"transition": "end"}` (no page transition in motion).
public enum ScriptWait: String, Hashable, Sendable {
    /// Nothing in motion and nothing queued.
    case idle
    /// No page transition in motion.
    case transitionEnd = "transition end"

    /// The default `timeout`, in seconds of the script's clock.
    public static let defaultTimeout = 5.0

    /// Reads `"idle"` or `{"transition": "end"}`.
    static func read(_ node: JSONNode, _ path: String, _ file: String?) throws(ConfigError) -> ScriptWait {
        if case .object = node.value {
            let reader = try ObjectReader(node, path: path, file: file)
            _ = try reader.requiredChoice("transition", from: ["end"])
            try reader.finish()
            return .transitionEnd
        }
        _ = try ObjectReader.readChoice(node, path, file, from: ["idle"])
        return .idle
    }

    /// How a script writes it.
    var json: String {
        switch self {
        case .idle: #""idle""#
        case .transitionEnd: #"{"transition": "end"}"#
        }
    }
}

/// Values as scripts write them.
public enum ScriptJSON {
    /// `text` as a JSON string, through the core's one escaper.
    public static func string(_ text: String) -> String {
        "\"" + TextEscaping.escaped(text) + "\""
    }

    /// Whole numbers without a fraction, others with up to four decimals.
    public static func number(_ value: Double) -> String {
        if value == value.rounded() && abs(value) < 1e9 { return String(Int(value)) }
        var text = String(Double((value * 10_000).rounded() / 10_000))
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}
