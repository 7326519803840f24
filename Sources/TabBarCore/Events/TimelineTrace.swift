/// What the timeline panel did, for the trace: an action ("open", "edit", "save", …) and
/// the fields that say what it acted on, in the order they are written.
public struct TimelineTrace: Hashable, Sendable {
    /// One field's value.
    public enum Value: Hashable, Sendable {
        case text(String)
        case number(Double)
        case flag(Bool)
    }

    /// One named value of the line.
    public struct Field: Hashable, Sendable {
        public var key: String
        public var value: Value

        public init(_ key: String, _ value: Value) {
            self.key = key
            self.value = value
        }
    }

    /// The verb: "open", "close", "rows", "select", "expand", "speed", "replay", "edit",
    /// "refuse", "save", "save-failed", "confirm", "discard".
    public var action: String
    public var fields: [Field]

    public init(_ action: String, _ fields: [Field] = []) {
        self.action = action
        self.fields = fields
    }
}
