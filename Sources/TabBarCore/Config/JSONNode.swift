/// A parsed JSON value together with where it starts in the source text.
///
/// The location is the value's first character: the `{` of an object, the `[` of an array,
/// the opening quote of a string, the `-` or first digit of a number, the first letter of a
/// literal. Keeping it on every node lets a decoder report errors long after parsing.
public struct JSONNode: Sendable, Equatable {
    /// The value itself; containers hold further nodes.
    public var value: JSONValue
    /// Where the value starts in the source text.
    public var location: SourceLocation
    /// The value's bytes in the parsed input, from its first character to just after its
    /// last (the closing bracket or quote, the last digit): what an editor rewrites to change
    /// this value and nothing else (the timeline panel's write-back). Empty at 0 for
    /// hand-built trees.
    public var span: Range<Int>

    /// Creates a node; `location` defaults to the start of the file for hand-built trees.
    public init(_ value: JSONValue, at location: SourceLocation = .start, span: Range<Int> = 0..<0) {
        self.value = value
        self.location = location
        self.span = span
    }

    /// Nodes are equal when they hold equal values starting at the same place; the span
    /// follows from the text, so hand-built trees compare equal to parsed ones.
    public static func == (lhs: JSONNode, rhs: JSONNode) -> Bool {
        lhs.value == rhs.value && lhs.location == rhs.location
    }
}

/// A JSON value as RFC 8259 defines it.
///
/// Numbers are `Double` because that is what JSON promises interoperably; integers are
/// recovered by the reader with `Int(exactly:)`. Objects keep their members in file order
/// (an array, not a dictionary) so errors and round trips follow the file.
public indirect enum JSONValue: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A finite number; the parser rejects anything that overflows `Double`.
    case number(Double)
    /// A string with all escapes decoded.
    case string(String)
    /// An array of nodes, in file order.
    case array([JSONNode])
    /// An object's members, in file order; the parser guarantees the keys are distinct.
    case object([JSONMember])

    /// The kind of value with its article, for messages such as
    /// "expected a number, found a string": "null", "a boolean", "a number", "a string",
    /// "an array" or "an object".
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// One `"key": value` pair of a JSON object.
public struct JSONMember: Sendable, Equatable {
    /// The decoded key.
    public var key: String
    /// Where the key's opening quote is, so "unknown key" errors can point at it.
    public var keyLocation: SourceLocation
    /// The member's value, which carries its own location.
    public var value: JSONNode

    /// Creates a member; `keyLocation` defaults to the start of the file for hand-built trees.
    public init(key: String, keyLocation: SourceLocation = .start, value: JSONNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
