/// Typed shorthands for `optional(_:_:)` and `required(_:_:)`. The optional forms return nil
/// when the key is absent or null; the required forms throw "missing required key".
extension ObjectReader {
    /// The string at `key`, if present.
    public func string(_ key: String) throws(ConfigError) -> String? {
        noteSchema(key, .string)
        return try optional(key) { try Self.readString($0, $1, file) }
    }

    /// The string at `key`.
    public func requiredString(_ key: String) throws(ConfigError) -> String {
        noteSchema(key, .string, required: true)
        return try required(key) { try Self.readString($0, $1, file) }
    }

    /// The number at `key`, if present, checked against `range` when one is given.
    public func double(_ key: String, range: ClosedRange<Double>? = nil) throws(ConfigError) -> Double? {
        noteSchema(key, .number(range))
        return try optional(key) { try Self.readDouble($0, $1, file, range: range) }
    }

    /// The number at `key`, checked against `range` when one is given.
    public func requiredDouble(_ key: String, range: ClosedRange<Double>? = nil) throws(ConfigError) -> Double {
        noteSchema(key, .number(range), required: true)
        return try required(key) { try Self.readDouble($0, $1, file, range: range) }
    }

    /// The integer at `key`, if present, checked against `range` when one is given; 1.5 is
    /// an error, not 1 or 2.
    public func int(_ key: String, range: ClosedRange<Int>? = nil) throws(ConfigError) -> Int? {
        noteSchema(key, .integer(range))
        return try optional(key) { try Self.readInt($0, $1, file, range: range) }
    }

    /// The integer at `key`, checked against `range` when one is given.
    public func requiredInt(_ key: String, range: ClosedRange<Int>? = nil) throws(ConfigError) -> Int {
        noteSchema(key, .integer(range), required: true)
        return try required(key) { try Self.readInt($0, $1, file, range: range) }
    }

    /// The boolean at `key`, if present.
    public func bool(_ key: String) throws(ConfigError) -> Bool? {
        noteSchema(key, .boolean)
        return try optional(key) { try Self.readBool($0, $1, file) }
    }

    /// The boolean at `key`.
    public func requiredBool(_ key: String) throws(ConfigError) -> Bool {
        noteSchema(key, .boolean, required: true)
        return try required(key) { try Self.readBool($0, $1, file) }
    }

    /// The elements of the array at `key`, if present.
    public func array(_ key: String) throws(ConfigError) -> [JSONNode]? {
        noteSchema(key, .array)
        return try optional(key) { try Self.readArray($0, $1, file) }
    }

    /// The elements of the array at `key`.
    public func requiredArray(_ key: String) throws(ConfigError) -> [JSONNode] {
        noteSchema(key, .array, required: true)
        return try required(key) { try Self.readArray($0, $1, file) }
    }

    /// The array at `key`, if present, with each element read by `element`, which gets the
    /// element and its key path ("tabs[2]").
    public func array<T>(_ key: String, element: (JSONNode, String) throws -> T) throws(ConfigError) -> [T]? {
        noteSchema(key, .array)
        return try optional(key) { try Self.readArray($0, $1, file, element: element) }
    }

    /// The array at `key` with each element read by `element`.
    public func requiredArray<T>(_ key: String, element: (JSONNode, String) throws -> T) throws(ConfigError) -> [T] {
        noteSchema(key, .array, required: true)
        return try required(key) { try Self.readArray($0, $1, file, element: element) }
    }

    /// The object at `key`, if present, as a reader of its own; call `finish()` on it too.
    public func object(_ key: String) throws(ConfigError) -> ObjectReader? {
        noteSchema(key, .object)
        return try optional(key) { try ObjectReader($0, path: $1, file: file) }
    }

    /// The object at `key` as a reader of its own; call `finish()` on it too.
    public func requiredObject(_ key: String) throws(ConfigError) -> ObjectReader {
        noteSchema(key, .object, required: true)
        return try required(key) { try ObjectReader($0, path: $1, file: file) }
    }

    /// The string at `key`, if present, which must be one of `choices`.
    public func choice(_ key: String, from choices: [String]) throws(ConfigError) -> String? {
        noteSchema(key, .choice(choices))
        return try optional(key) { try Self.readChoice($0, $1, file, from: choices) }
    }

    /// The string at `key`, which must be one of `choices`.
    public func requiredChoice(_ key: String, from choices: [String]) throws(ConfigError) -> String {
        noteSchema(key, .choice(choices), required: true)
        return try required(key) { try Self.readChoice($0, $1, file, from: choices) }
    }
}
