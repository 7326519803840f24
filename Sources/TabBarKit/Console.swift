import Glibc
import TabBarCore
import TabBarX11

/// Writes to stderr without Foundation's buffering (and without the `stderr` global,
/// which Swift 6 treats as shared mutable state).
public enum Console {
    /// The name error and warning lines start with ("NAME: error: …"): the program's own,
    /// by default the last part of argv[0]. `tabbar` sets "tabbar"; another program may set
    /// its own. (Stored as `ProgramName`, which the X11 layer's lines use too.)
    public static var programName: String {
        get { ProgramName.current }
        set { ProgramName.current = newValue }
    }

    /// One line on stderr, "NAME: error: " and `message`: control characters in the message (a newline inside a path or
    /// an option someone typed) are written escaped, so the error stays on its line.
    /// A line longer than `maximumLineLength` characters keeps its start and end with "…"
    /// between: errors carry user text (an option, a path), and a line must stay readable.
    public static func error(_ message: String) {
        line("error: " + message)
    }

    /// "NAME: " and `text`, escaped and elided, as one line on stderr.
    public static func line(_ text: String) {
        let line = elided(programName + ": " + TextEscaping.escaped(text, quotes: false), to: maximumLineLength - 2)
        _ = (line + "\n").withCString { write(2, $0, strlen($0)) }
    }

    /// Error lines stay under this many characters, newline included.
    public static let maximumLineLength = 500

    /// `text` cut to `limit` characters, its start and end kept around "…".
    static func elided(_ text: String, to limit: Int) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > limit else { return text }
        let head = (limit - 1) * 2 / 3
        var out = String(String.UnicodeScalarView(scalars.prefix(head))) + "…"
        out.unicodeScalars.append(contentsOf: scalars.suffix(limit - 1 - head))
        return out
    }

    /// `text` on stdout as it is (help, lists, the schema).
    public static func out(_ text: String) {
        _ = text.withCString { write(1, $0, strlen($0)) }
    }
}
