/// Reads JSON tokens from UTF-8 bytes while keeping the line and column of the read
/// position current.
///
/// Positions are tracked incrementally (one step per character) rather than computed from byte
/// offsets afterwards, so locating a token costs nothing extra and the whole parse stays
/// linear. Only whitespace can contain line breaks: a raw line break inside a string is an
/// error, so `advance()` never has to look for one.
struct JSONScanner {
    /// The whole input.
    let bytes: [UInt8]
    /// Index of the next unread byte.
    private(set) var offset: Int
    /// 1-based line of `offset`.
    private(set) var line = 1
    /// 1-based column of `offset`, in Unicode scalars.
    private(set) var column = 1

    /// Starts at the beginning of `bytes`, after a UTF-8 byte order mark if there is one;
    /// the mark is invisible in editors, so it takes no column.
    init(bytes: [UInt8]) {
        self.bytes = bytes
        offset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// The position of the next unread byte.
    var location: SourceLocation { SourceLocation(line: line, column: column) }

    /// True when every byte has been read.
    var isAtEnd: Bool { offset >= bytes.count }

    /// The next unread byte, or nil at the end.
    var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// True when the next unread byte is `ascii`.
    func sees(_ ascii: Unicode.Scalar) -> Bool { peek == UInt8(ascii: ascii) }

    /// True at `//` or `/*`, which people write in JSON because other formats allow it.
    var seesComment: Bool {
        guard sees("/"), offset + 1 < bytes.count else { return false }
        return bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*")
    }

    /// Consumes one ASCII character that is not a line break: a bracket, quote, digit, letter
    /// or other single-byte token character.
    mutating func advance() {
        column += 1
        offset += 1
    }

    /// Consumes the valid character of `length` UTF-8 bytes at the read position; it takes
    /// one column however many bytes it has.
    mutating func advance(character length: Int) {
        column += 1
        offset += length
    }

    /// Skips JSON whitespace: space, tab, line feed and carriage return. `\r\n` is one line
    /// break; a lone `\r` also ends a line, as old Mac files expect.
    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09:
                column += 1
            case 0x0A:
                // The `\r` before it already started the new line.
                if offset == 0 || bytes[offset - 1] != 0x0D { line += 1 }
                column = 1
            case 0x0D:
                line += 1
                column = 1
            default:
                return
            }
            offset += 1
        }
    }

    /// An error at the read position, or at `location` when given.
    func error(_ message: String, at location: SourceLocation? = nil) -> JSONParseError {
        JSONParseError(message: message, location: location ?? self.location)
    }

    /// The error for finding something other than `expectation` at the read position:
    /// "unexpected end of file; …" at the end, "invalid UTF-8" when the next bytes are not
    /// UTF-8, and "comments are not allowed" at `//` or `/*` (each a more useful diagnosis
    /// than whatever was expected), else `expectation` itself.
    func unexpected(_ expectation: String) -> JSONParseError {
        if isAtEnd { return error("unexpected end of file; " + expectation) }
        if decodeCharacter() == nil { return error("invalid UTF-8") }
        if seesComment { return error("comments are not allowed in JSON") }
        return error(expectation)
    }

    /// The error for a character that cannot start a value, with a hint for the mistakes
    /// people make when they write JSON by hand.
    func unexpectedCharacter() -> JSONParseError {
        guard !seesComment, let (scalar, _) = decodeCharacter() else { return unexpected("expected a value") }
        switch scalar {
        case "'":
            return error("unexpected single quote; strings need double quotes")
        case "+":
            return error("unexpected character '+'; numbers have no plus sign")
        case ".":
            return error("unexpected character '.'; numbers need a digit before the decimal point")
        default:
            return error("unexpected character " + DiagnosticText.character(scalar))
        }
    }

    /// Decodes the character at the read position, strictly: no overlong forms, no
    /// surrogates, nothing above U+10FFFF. Nil at the end or on invalid UTF-8.
    func decodeCharacter() -> (Unicode.Scalar, length: Int)? {
        guard offset < bytes.count else { return nil }
        let lead = bytes[offset]
        let length: Int
        var value: UInt32
        // The allowed range of the second byte rules out overlong forms and surrogates.
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
        case 0xC2...0xDF:
            length = 2
            value = UInt32(lead & 0x1F)
        case 0xE0:
            length = 3
            value = 0
            second = 0xA0...0xBF
        case 0xED:
            length = 3
            value = 0x0D
            second = 0x80...0x9F
        case 0xE1...0xEF:
            length = 3
            value = UInt32(lead & 0x0F)
        case 0xF0:
            length = 4
            value = 0
            second = 0x90...0xBF
        case 0xF1...0xF3:
            length = 4
            value = UInt32(lead & 0x07)
        case 0xF4:
            length = 4
            value = 4
            second = 0x80...0x8F
        default: return nil
        }
        guard offset + length <= bytes.count, second.contains(bytes[offset + 1]) else { return nil }
        for index in offset + 1..<offset + length {
            let byte = bytes[index]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}
