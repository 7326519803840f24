import Glibc
import TabBarCore

extension Console {
    /// One warning line on stderr ("NAME: warning: …", `message` giving "warning: …"):
    /// something legal but likely wrong.
    public static func warning(_ message: String) {
        let line = elided(programName + ": " + TextEscaping.escaped(message, quotes: false), to: maximumLineLength - 2) + "\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
    }
}
