import TabBarCore

/// Where a script's pointer step acts: the centre of a bar item (resolved against the
/// layout when the step runs, so a script survives a resize) or a point in logical pixels.
public enum ScriptTarget: Hashable, Sendable {
    case item(Int)
    case point(Point)

    /// Reads `{"item": i}` or `{"x": …, "y": …}` from `reader`, leaving other keys alone.
    static func read(_ reader: ObjectReader) throws(ConfigError) -> ScriptTarget {
        if let item = try reader.int("item", range: 0...999) { return .item(item) }
        return .point(
            Point(
                x: try reader.requiredDouble("x", range: -1e5...1e5),
                y: try reader.requiredDouble("y", range: -1e5...1e5)))
    }

    /// How a recorded script writes it back.
    var json: String {
        switch self {
        case .item(let index): return #"{"item": \#(index)}"#
        case .point(let point): return #"{"x": \#(ScriptJSON.number(point.x)), "y": \#(ScriptJSON.number(point.y))}"#
        }
    }
}

/// What a pointer step does at its target: the primitive that drags, long presses and
/// hovers expand into, so the player stays a plain list of instants and waits.
public enum ScriptPointerPhase: String, Hashable, Sendable {
    case down, move, up
}

/// Numbers as scripts write them: whole numbers without a fraction, others with up to four decimals.
public enum ScriptJSON {
    public static func number(_ value: Double) -> String {
        if value == value.rounded() && abs(value) < 1e9 { return String(Int(value)) }
        var text = String(Double((value * 10_000).rounded() / 10_000))
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}
