/// What the timeline panel did, for the trace: an action ("open", "edit", "save", …) and
/// the fields that say what it acted on, in the order they are written.
public struct TimelineTrace: Hashable, Sendable {
    /// One field's value.
    public enum Value: Hashable, Sendable {
        /// A name, key path or file, written as a JSON string.
        case text(String)
        /// A count, speed or edited value, written as a JSON number so a reader can compare it.
        case number(Double)
        /// A yes/no state, such as whether a row's lanes are shown, written as a JSON boolean.
        case flag(Bool)
    }

    /// One named value of the line.
    public struct Field: Hashable, Sendable {
        /// The field's member name in the trace's JSON line, which tests and tools look for.
        public var key: String
        /// What the field says.
        public var value: Value

        /// The member `"key": value`, unlabelled so that a call reads like the line it writes.
        public init(_ key: String, _ value: Value) {
            self.key = key
            self.value = value
        }
    }

    /// The verb: "open", "close", "rows", "select", "expand", "speed", "replay", "edit",
    /// "refuse", "save", "save-failed", "confirm", "discard".
    public var action: String
    /// What the action acted on, in the order they are written after the verb.
    public var fields: [Field]

    /// The line for `action` with `fields`, unlabelled so that a call reads like the line it
    /// writes.
    public init(_ action: String, _ fields: [Field] = []) {
        self.action = action
        self.fields = fields
    }
}
