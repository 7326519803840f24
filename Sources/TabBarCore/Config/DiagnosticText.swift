/// Formatting shared by the parser's and the reader's messages, so that every error quotes
/// text the same way and stays on one line whatever the user's file contains.
public enum DiagnosticText {
    /// Quoted text keeps at most this many characters (after escaping): a 1 MB key must not
    /// become a 1 MB error message.
    static let maximumQuotedLength = 60

    /// `text` in double quotes, with quotes, backslashes and control characters escaped so
    /// the message stays on one line; long text keeps its start and its end, with "…" in
    /// the middle, because both ends tell which key or file it was.
    public static func quoted(_ text: String) -> String {
        "\"" + elided(escaped(text), to: maximumQuotedLength) + "\""
    }

    /// `unknown step "clik"; valid: click, key, …; did you mean "click"?`: a word that is
    /// none of `choices`, the choices nearest first, and a suggestion within two edits.
    public static func unknown(_ what: String, _ word: String, among choices: [String]) -> String {
        var message = "unknown \(what) \(quoted(word)); valid: " + Self.choices(choices, near: word)
        if let suggestion = SpellingSuggestion.closest(to: word, in: choices) {
            message += "; did you mean \(quoted(suggestion))?"
        }
        return message
    }

    /// `text` with line breaks, tabs and other control characters written as escapes, so
    /// that a value quoted without `quoted(_:)` (a path, a file name) cannot break the line.
    static func oneLine(_ text: String) -> String {
        TextEscaping.escaped(text, quotes: false)
    }

    /// `text` shortened to at most `limit` Unicode scalars by replacing its middle with "…".
    static func elided(_ text: String, to limit: Int) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > limit, limit > 2 else { return text }
        let head = (limit - 1) / 2, tail = limit - 1 - head
        var out = String(String.UnicodeScalarView(scalars.prefix(head)))
        out += "…"
        out.unicodeScalars.append(contentsOf: scalars.suffix(tail))
        return out
    }

    /// `items` joined with ", " until `budget` characters are used, then "…" for the rest.
    static func list(_ items: [String], budget: Int) -> String {
        var out = ""
        for (index, item) in items.enumerated() {
            let piece = (index == 0 ? "" : ", ") + item
            if out.unicodeScalars.count + piece.unicodeScalars.count > budget {
                return out + (index == 0 ? "…" : ", …")
            }
            out += piece
        }
        return out
    }

    /// How many characters a list of valid choices may take in one message.
    static let choicesBudget = 160

    /// Valid `choices` for a wrong `word`, nearest first, cut with "…" after
    /// `choicesBudget` characters.
    static func choices(_ choices: [String], near word: String) -> String {
        list(SpellingSuggestion.nearestFirst(to: word, in: choices), budget: choicesBudget)
    }

    /// Quotes, backslashes and control characters escaped, so text stays on one line.
    /// Only both ends of a long text are escaped, so a huge value costs little.
    private static func escaped(_ text: String) -> String {
        let scalars = text.unicodeScalars
        let window = maximumQuotedLength * 2
        if scalars.count > window * 2 {
            return escaped(String(String.UnicodeScalarView(scalars.prefix(window)))) + "…"
                + escaped(String(String.UnicodeScalarView(scalars.suffix(window))))
        }
        return TextEscaping.escaped(text)
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
    public static func number(_ value: Double) -> String {
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
