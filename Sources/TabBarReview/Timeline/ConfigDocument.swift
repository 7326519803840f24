import TabBarCore

/// A configuration file's bytes, edited value by value: an edit rewrites the bytes of one
/// value (its span in the parse, `JSONNode.span`) or adds one member to an object, and
/// every other byte stays as it was, formatting and key order included. What the timeline
/// panel writes back when a designer saves.
public struct ConfigDocument: Equatable {
    /// The file's text with the edits so far.
    public private(set) var bytes: [UInt8]
    /// `bytes` parsed, with every value's span.
    public private(set) var root: JSONNode

    /// Parses `bytes`; a document that is not JSON throws the parser's error.
    public init(bytes: [UInt8]) throws(JSONParseError) {
        self.bytes = bytes
        root = try JSONParser.parse(bytes: bytes)
    }

    public static func == (lhs: ConfigDocument, rhs: ConfigDocument) -> Bool { lhs.bytes == rhs.bytes }

    /// The node at `path`, nil when the file does not have it.
    public func node(at path: ConfigKeyPath) -> JSONNode? {
        var node = root
        for component in path.components {
            switch (component, node.value) {
            case (.key(let key), .object(let members)):
                guard let member = members.first(where: { $0.key == key }) else { return nil }
                node = member.value
            case (.index(let index), .array(let elements)) where elements.indices.contains(index):
                node = elements[index]
            default:
                return nil
            }
        }
        return node
    }

    /// The number at `path`, nil when absent or not a number.
    public func number(at path: ConfigKeyPath) -> Double? {
        if case .number(let value)? = node(at: path)?.value { value } else { nil }
    }

    /// The document with `path` set to `literal` (JSON text such as `0.62`): the value's own
    /// bytes replaced when the file has it, else a member added after the last one of the
    /// nearest object on the path (objects it lacks written inline). Nil when the path goes
    /// through something that is not an object (an array index the file lacks, a string).
    public func setting(_ path: ConfigKeyPath, to literal: String) -> ConfigDocument? {
        let text = Array(literal.utf8)
        if let node = node(at: path) { return replacing(node.span, with: text) }
        // The nearest object on the path, and what it lacks.
        var depth = path.components.count - 1
        while depth > 0, node(at: ConfigKeyPath(Array(path.components[..<depth]))) == nil { depth -= 1 }
        let parentPath = ConfigKeyPath(Array(path.components[..<depth]))
        guard let parent = node(at: parentPath), case .object(let members) = parent.value else { return nil }
        var value = text
        for component in path.components[(depth + 1)...].reversed() {
            guard case .key(let key) = component else { return nil }
            value = Array("{\(Self.quoted(key)): ".utf8) + value + Array("}".utf8)
        }
        guard case .key(let key) = path.components[depth] else { return nil }
        let member = Array("\(Self.quoted(key)): ".utf8) + value
        guard let last = members.last else {
            // `{}` or `{ }`: the member goes right after the brace.
            return replacing(parent.span.lowerBound + 1..<parent.span.lowerBound + 1, with: member)
        }
        let end = last.value.span.upperBound
        let separator = Array(",".utf8) + lineBreak(before: last.value.span.lowerBound)
        return replacing(end..<end, with: separator + member)
    }

    /// What goes between a new member and the one before it: a line break and the previous
    /// member's indentation when it starts its own line, else a space.
    func lineBreak(before offset: Int) -> [UInt8] {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
        let indentation = bytes[start..<offset].prefix { $0 == 0x20 || $0 == 0x09 }
        // The line holds something before the previous member (another member, a brace): inline.
        let quote = UInt8(ascii: "\"")
        guard start > 0, bytes[start + indentation.count] == quote,
            bytes[(start + indentation.count)..<offset].filter({ $0 == quote }).count == 2
        else { return Array(" ".utf8) }
        let newline: [UInt8] =
            bytes[start - 1] == 0x0A && start > 1 && bytes[start - 2] == 0x0D ? [0x0D, 0x0A] : [bytes[start - 1]]
        return newline + indentation
    }

    /// The document with `range` of its bytes replaced by `text`, parsed again (an edit that
    /// breaks the JSON gives nil).
    func replacing(_ range: Range<Int>, with text: [UInt8]) -> ConfigDocument? {
        var edited = bytes
        edited.replaceSubrange(range, with: text)
        return try? ConfigDocument(bytes: edited)
    }

    static func quoted(_ key: String) -> String { "\"" + TextEscaping.escaped(key) + "\"" }

    /// A number as a configuration writes it: at most `decimals` decimals, no trailing
    /// zeros, no exponent ("0.62", "2", "-1.5").
    public static func literal(_ value: Double, decimals: Int = 3) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value * scale).rounded()
        let negative = scaled < 0
        let magnitude = Int(abs(scaled))
        let whole = magnitude / Int(scale), fraction = magnitude % Int(scale)
        var digits = fraction == 0 ? "" : String(fraction)
        if !digits.isEmpty {
            digits = String(repeating: "0", count: decimals - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
        }
        let text = digits.isEmpty ? "\(whole)" : "\(whole).\(digits)"
        return negative && magnitude != 0 ? "-" + text : text
    }
}

/// Where a value sits in a configuration: `tabs[2].duration`.
public struct ConfigKeyPath: Hashable, Sendable, CustomStringConvertible {
    /// One step from the root towards the value.
    public enum Component: Hashable, Sendable {
        /// An object member, by its key (`duration`).
        case key(String)
        /// An array element, by its index from 0 (`tabs[2]`).
        case index(Int)
    }

    /// The steps from the root to the value, outermost first.
    public var components: [Component]

    /// The path through `components`, outermost first.
    public init(_ components: [Component]) {
        self.components = components
    }

    /// "tabs[2].duration", as the decoder's messages name keys.
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += (text.isEmpty ? "" : ".") + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
