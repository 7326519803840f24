/// A small ordered JSON tree and its writer, for the schema generator: keys keep the order
/// they are added in, so the generated file is stable and diffs read well.
public indirect enum SchemaJSON: Equatable, Sendable {
    /// An object, its keys in the order given.
    case object([(String, SchemaJSON)])
    /// An array.
    case array([SchemaJSON])
    /// A string.
    case string(String)
    /// A number, written without a fraction when it is whole.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    public static func == (a: SchemaJSON, b: SchemaJSON) -> Bool { a.text() == b.text() }

    /// The value at `key` of an object.
    subscript(key: String) -> SchemaJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// Sets `key` of an object, keeping its place when it exists.
    mutating func set(_ key: String, _ value: SchemaJSON) {
        guard case .object(var members) = self else { return }
        if let index = members.firstIndex(where: { $0.0 == key }) {
            members[index].1 = value
        } else {
            members.append((key, value))
        }
        self = .object(members)
    }

    /// Pretty-printed with two spaces, short arrays of scalars on one line.
    public func text(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let lines = members.map { inner + Self.quoted($0.0) + ": " + $0.1.text(indent: inner) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
        case .array(let elements):
            let flat = elements.map { $0.text(indent: inner) }
            if elements.allSatisfy({ if case .object = $0 { false } else if case .array = $0 { false } else { true } })
            {
                let line = "[" + flat.joined(separator: ", ") + "]"
                if line.count + indent.count <= 100 { return line }
            }
            return "[\n" + flat.map { inner + $0 }.joined(separator: ",\n") + "\n" + indent + "]"
        case .string(let text): return Self.quoted(text)
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        }
    }

    /// A JSON string literal, through the one escaper (quotes, backslashes and control
    /// characters escaped: valid JSON escapes).
    static func quoted(_ text: String) -> String {
        "\"" + TextEscaping.escaped(text) + "\""
    }
}
