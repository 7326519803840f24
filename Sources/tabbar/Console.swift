import Glibc

/// Writes to stderr without Foundation's buffering (and without the `stderr` global,
/// which Swift 6 treats as shared mutable state).
enum Console {
    /// One line on stderr: control characters in the message (a newline inside a path or
    /// an option someone typed) are written escaped, so the error stays on its line.
    static func error(_ message: String) {
        let line = "tabbar: error: " + oneLine(message) + "\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
    }

    static func oneLine(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func out(_ text: String) {
        _ = text.withCString { write(1, $0, strlen($0)) }
    }
}
