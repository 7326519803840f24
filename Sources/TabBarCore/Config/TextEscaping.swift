/// The one string escaper, used by configuration diagnostics, stderr messages and the JSON
/// trace: control characters become `\n`, `\r`, `\t` or `\u00XX` (DEL too), so escaped text
/// never breaks a line. With `quotes`, `"` and `\` are escaped as well and the result is a
/// valid JSON string body; without, a path or file name stays as the user typed it.
public enum TextEscaping {
    /// `text` with control characters escaped, and quotes and backslashes when `quotes`.
    public static func escaped(_ text: String, quotes: Bool = true) -> String {
        let needsWork = text.unicodeScalars.contains {
            $0.value < 0x20 || $0.value == 0x7F || (quotes && ($0 == "\"" || $0 == "\\"))
        }
        guard needsWork else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"" where quotes: out += "\\\""
            case "\\" where quotes: out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += "\\u" + DiagnosticText.hex(scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
