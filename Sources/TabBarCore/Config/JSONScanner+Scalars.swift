extension JSONScanner {
    /// Reads a value that is not a container: a string, number or literal, or throws the
    /// most helpful error for whatever is there instead.
    mutating func scanScalar() throws(JSONParseError) -> JSONValue {
        guard let byte = peek else { throw unexpected("expected a value") }
        switch byte {
        case UInt8(ascii: "\""):
            return .string(try scanString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try scanNumber())
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return try scanLiteral()
        default:
            throw unexpectedCharacter()
        }
    }

    /// Reads a number by RFC 8259's grammar, `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`,
    /// and converts it with the standard library (correctly rounded). A number too large for
    /// a `Double` is an error rather than a silent infinity.
    private mutating func scanNumber() throws(JSONParseError) -> Double {
        let start = location
        let startOffset = offset
        if sees("-") { advance() }
        guard let first = peek, Self.isDigit(first) else {
            throw unexpected("expected a digit after '-'")
        }
        advance()
        if first == UInt8(ascii: "0"), let next = peek, Self.isDigit(next) {
            throw error("leading zeros are not allowed in numbers", at: start)
        }
        if first == UInt8(ascii: "0"), sees("x") || sees("X") {
            throw error("hexadecimal numbers are not JSON; write the number in decimal", at: start)
        }
        skipDigits()
        if sees(".") {
            advance()
            guard let next = peek, Self.isDigit(next) else {
                throw unexpected("expected a digit after the decimal point")
            }
            skipDigits()
        }
        if sees("e") || sees("E") {
            advance()
            if sees("+") || sees("-") { advance() }
            guard let next = peek, Self.isDigit(next) else {
                throw unexpected("expected a digit in the exponent")
            }
            skipDigits()
        }
        // The grammar above admits only ASCII, so this text is exactly what Double expects.
        let text = String(decoding: bytes[startOffset..<offset], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            let shown = text.count > 24 ? String(text.prefix(24)) + "…" : text
            throw error("number \(shown) is too large for a 64-bit floating-point value", at: start)
        }
        return value
    }

    /// Reads a bare word and accepts it only if it is `true`, `false` or `null`. Reading the
    /// whole word first turns `NaN`, `Infinity`, `tru` or an unquoted `bounce` into one clear
    /// error instead of a complaint about the character after a valid prefix.
    private mutating func scanLiteral() throws(JSONParseError) -> JSONValue {
        let start = location
        let startOffset = offset
        while let byte = peek, Self.isWordByte(byte) { advance() }
        let word = String(decoding: bytes[startOffset..<offset], as: UTF8.self)
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        default:
            let shown = word.count > 32 ? String(word.prefix(32)) + "…" : word
            throw error(
                "unexpected word '\(shown)'; expected true, false, null, a number, "
                    + "or a string in double quotes", at: start)
        }
    }

    private mutating func skipDigits() {
        while let byte = peek, Self.isDigit(byte) { advance() }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }
}
