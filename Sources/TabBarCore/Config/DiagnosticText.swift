/// Formatting shared by the parser's and the reader's messages, so that every error quotes
/// text the same way and stays on one line whatever the user's file contains.
enum DiagnosticText {
    /// Quoted text is cut after this many Unicode scalars: a 1 MB key must not become a
    /// 1 MB error message.
    static let maximumQuotedLength = 60

    /// `text` in double quotes, with quotes, backslashes and control characters escaped so
    /// the message stays on one line, shortened with "…" when long.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for (index, scalar) in text.unicodeScalars.enumerated() {
            if index == maximumQuotedLength {
                out += "…"
                break
            }
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u" + hex(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A character as a message shows it: `'x'` for visible ASCII, `'首' (U+9996)` for other
    /// visible characters, and the bare code point for spaces, controls and invisible marks,
    /// which would otherwise print as nothing.
    static func character(_ scalar: Unicode.Scalar) -> String {
        let code = "U+" + hex(scalar.value)
        if scalar.isASCII {
            return (0x21..<0x7F).contains(scalar.value) ? "'\(Character(scalar))'" : code
        }
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator,
             .surrogate, .privateUse, .unassigned, .nonspacingMark, .enclosingMark:
            return code
        default:
            return "'\(Character(scalar))' (\(code))"
        }
    }

    /// A number as a person would write it: "0", "16384", "1.5", "1e+300".
    static func number(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int(value))
        }
        return "\(value)"
    }

    /// At least four upper-case hex digits, as in "U+00E9" and "\u001F".
    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
