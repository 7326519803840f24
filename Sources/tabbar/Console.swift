import Glibc

/// Writes to stderr without Foundation's buffering (and without the `stderr` global,
/// which Swift 6 treats as shared mutable state).
enum Console {
    static func error(_ message: String) {
        let line = "tabbar: error: " + message + "\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
    }

    static func out(_ text: String) {
        _ = text.withCString { write(1, $0, strlen($0)) }
    }
}
