import Glibc

/// `EXIT_AFTER=SECONDS` closes the window after that long (how CI runs the example).
enum ProcessInfoLite {
    static var exitAfter: Double? { getenv("EXIT_AFTER").flatMap { Double(String(cString: $0)) } }
}
