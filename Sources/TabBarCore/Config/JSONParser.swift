/// A strict RFC 8259 JSON parser that records where every value and key starts.
///
/// Strict because its input is hand-written configuration: comments, trailing commas,
/// single quotes, `NaN`, leading zeros, numbers that overflow `Double`, lone surrogates,
/// raw control characters in strings, invalid UTF-8 and duplicate keys are all errors that
/// name the exact line and column, rather than guesses about what was meant.
///
/// Keys are compared as Swift strings, that is up to Unicode canonical equivalence, so
/// `"é"` written precomposed and decomposed counts as a duplicate: the two look identical in
/// an editor, and `ObjectReader` looks keys up the same way.
///
/// It never crashes or hangs on any input: containers are tracked on an explicit stack
/// (no recursion, so no stack overflow), nesting is capped at `maximumDepth`, and the
/// running time is linear in the input size.
public enum JSONParser {
    /// The deepest nesting of arrays and objects accepted; a 129th level is an error.
    /// Configuration never comes close, and the cap keeps hostile files cheap.
    public static let maximumDepth = 128

    /// Parses a complete JSON document held in a string.
    ///
    /// - Throws: `JSONParseError` with the location of the first problem.
    /// - Complexity: O(n) in the UTF-8 length of `text`.
    public static func parse(_ text: String) throws(JSONParseError) -> JSONNode {
        try parse(bytes: Array(text.utf8))
    }

    /// Parses a complete JSON document from UTF-8 bytes, for example a file's contents.
    ///
    /// A UTF-8 byte order mark at the start is skipped. Whitespace-only input is the error
    /// "empty file" at 1:1.
    ///
    /// - Throws: `JSONParseError` with the location of the first problem.
    /// - Complexity: O(n) in the number of bytes.
    public static func parse(bytes: [UInt8]) throws(JSONParseError) -> JSONNode {
        var scanner = JSONScanner(bytes: bytes)
        scanner.skipWhitespace()
        guard !scanner.isAtEnd else { throw JSONParseError(message: "empty file", location: .start) }
        let root = try parseValue(&scanner)
        scanner.skipWhitespace()
        guard scanner.isAtEnd else { throw scanner.unexpected("trailing characters after the JSON value") }
        return root
    }

    /// Parses one value, containers included, with an explicit stack of open containers.
    ///
    /// The outer loop starts a value; the inner loop hands each finished value to its
    /// container and keeps closing containers while their brackets follow.
    private static func parseValue(_ scanner: inout JSONScanner) throws(JSONParseError) -> JSONNode {
        var open: [OpenContainer] = []
        while true {
            scanner.skipWhitespace()
            let location = scanner.location
            let start = scanner.offset
            var node: JSONNode
            if scanner.sees("{") || scanner.sees("[") {
                guard open.count < maximumDepth else {
                    throw scanner.error("nesting deeper than \(maximumDepth) levels")
                }
                let container = OpenContainer(isObject: scanner.sees("{"), location: location, start: start)
                scanner.advance()
                scanner.skipWhitespace()
                guard scanner.sees(container.closer) else {
                    open.append(container)
                    if container.isObject { try readKey(&scanner, into: &open[open.count - 1]) }
                    continue
                }
                scanner.advance()
                node = container.node(end: scanner.offset)
            } else {
                let value = try scanner.scanScalar()
                node = JSONNode(value, at: location, span: start..<scanner.offset)
            }

            finishing: while true {
                guard !open.isEmpty else { return node }
                let top = open.count - 1
                open[top].add(node)
                scanner.skipWhitespace()
                let isObject = open[top].isObject
                if scanner.sees(",") {
                    let comma = scanner.location
                    scanner.advance()
                    scanner.skipWhitespace()
                    if scanner.sees(open[top].closer) {
                        throw scanner.error("trailing comma before '\(open[top].closer)'", at: comma)
                    }
                    if isObject { try readKey(&scanner, into: &open[top]) }
                    break finishing
                }
                guard scanner.sees(open[top].closer) else {
                    throw scanner.unexpected(
                        isObject
                            ? "expected ',' or '}' after an object member"
                            : "expected ',' or ']' after an array element")
                }
                scanner.advance()
                node = open.removeLast().node(end: scanner.offset)
            }
        }
    }

    /// Reads `"key":` into the innermost open object, rejecting a key it already has.
    private static func readKey(_ scanner: inout JSONScanner, into object: inout OpenContainer) throws(JSONParseError) {
        guard scanner.sees("\"") else {
            if scanner.sees("'") { throw scanner.error("unexpected single quote; keys need double quotes") }
            throw scanner.unexpected("expected a key in double quotes")
        }
        let location = scanner.location
        let key = try scanner.scanString()
        guard object.keys.insert(key).inserted else {
            throw scanner.error("duplicate key \(DiagnosticText.quoted(key))", at: location)
        }
        scanner.skipWhitespace()
        guard scanner.sees(":") else {
            throw scanner.unexpected("expected ':' after the key \(DiagnosticText.quoted(key))")
        }
        scanner.advance()
        object.pendingKey = (key, location)
    }
}

/// An array or object whose closing bracket has not been read yet.
private struct OpenContainer {
    let isObject: Bool
    let location: SourceLocation
    /// The offset of the opening bracket.
    let start: Int
    var elements: [JSONNode] = []
    var members: [JSONMember] = []
    /// The keys seen so far, to reject duplicates in expected O(1) each.
    var keys: Set<String> = []
    /// The key read most recently, waiting for its value.
    var pendingKey = ("", SourceLocation.start)

    init(isObject: Bool, location: SourceLocation, start: Int) {
        self.isObject = isObject
        self.location = location
        self.start = start
    }

    var closer: Unicode.Scalar { isObject ? "}" : "]" }

    mutating func add(_ node: JSONNode) {
        if isObject {
            members.append(JSONMember(key: pendingKey.0, keyLocation: pendingKey.1, value: node))
        } else {
            elements.append(node)
        }
    }

    /// The finished container as a node located at its opening bracket, its closing bracket
    /// ending just before offset `end`.
    func node(end: Int) -> JSONNode {
        JSONNode(isObject ? .object(members) : .array(elements), at: location, span: start..<end)
    }
}
