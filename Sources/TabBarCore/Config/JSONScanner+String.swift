extension JSONScanner {
    /// Reads a string whose opening quote is at the read position and returns it with its
    /// escapes decoded.
    ///
    /// Raw text is copied in runs between escapes, so the cost is linear in the string's
    /// length. UTF-8 is validated here because strings are the only place where non-ASCII
    /// bytes are legal.
    mutating func scanString() throws(JSONParseError) -> String {
        let start = location
        advance() // the opening quote
        var decoded: [UInt8] = []
        var runStart = offset
        while true {
            guard let byte = peek else { throw error("unterminated string", at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                decoded.append(contentsOf: bytes[runStart..<offset])
                advance()
                return String(decoding: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"):
                decoded.append(contentsOf: bytes[runStart..<offset])
                try scanEscape(into: &decoded, stringStart: start)
                runStart = offset
            case 0x00..<0x20:
                // JSON strings cannot span lines; an unclosed quote usually ends up here.
                if byte == 0x0A || byte == 0x0D {
                    throw error("line break in a string; close the string or write \\n")
                }
                let code = DiagnosticText.hex(UInt32(byte))
                throw error("control character U+\(code) in a string; write it as \\u\(code)")
            case 0x80...:
                guard let (_, length) = decodeCharacter() else { throw error("invalid UTF-8") }
                advance(character: length)
            default:
                advance()
            }
        }
    }

    /// Reads one escape sequence starting at the backslash and appends its UTF-8 bytes.
    private mutating func scanEscape(into decoded: inout [UInt8], stringStart: SourceLocation) throws(JSONParseError) {
        let escapeStart = location
        advance() // the backslash
        guard let byte = peek else { throw error("unterminated string", at: stringStart) }
        let simple: UInt8? =
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            advance()
            decoded.append(simple)
            return
        }
        guard byte == UInt8(ascii: "u") else {
            guard let (scalar, _) = decodeCharacter() else { throw error("invalid UTF-8") }
            let shown =
                (0x21..<0x7F).contains(scalar.value)
                ? "'\\\(Character(scalar))'" : "'\\' followed by " + DiagnosticText.character(scalar)
            throw error("invalid escape \(shown)", at: escapeStart)
        }
        advance() // the u
        var code = try scanHexQuad(escapeStart: escapeStart)
        if (0xD800...0xDBFF).contains(code) {
            // A high surrogate is only half a character: the low half must follow at once.
            let pairStart = location
            guard sees("\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else {
                throw loneSurrogate(code, at: escapeStart)
            }
            advance()
            advance()
            let low = try scanHexQuad(escapeStart: pairStart)
            guard (0xDC00...0xDFFF).contains(low) else { throw loneSurrogate(code, at: escapeStart) }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(code) {
            throw loneSurrogate(code, at: escapeStart)
        }
        // Surrogates were handled above, so every remaining code is a valid scalar.
        let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
        UTF8.encode(scalar) { decoded.append($0) }
    }

    /// Reads the four hex digits of a `\u` escape whose `u` has just been consumed.
    private mutating func scanHexQuad(escapeStart: SourceLocation) throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        var digits = ""
        for _ in 0..<4 {
            guard let byte = peek, let digit = Self.hexValue(byte) else {
                throw error("invalid escape '\\u\(digits)'; \\u needs four hex digits", at: escapeStart)
            }
            digits.unicodeScalars.append(Unicode.Scalar(byte))
            value = value << 4 | digit
            advance()
        }
        return value
    }

    private func loneSurrogate(_ code: UInt32, at location: SourceLocation) -> JSONParseError {
        error(
            "lone surrogate '\\u\(DiagnosticText.hex(code))' in a string; "
                + "a \\uD800-\\uDBFF escape must be followed by a \\uDC00-\\uDFFF escape", at: location)
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
