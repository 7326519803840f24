import Synchronization

/// The name that starts every line the libraries write to stderr ("NAME: error: …"), so a
/// program hosting the window speaks in its own name rather than as `tabbar`. It is the
/// host's to set (`Console.programName` in TabBarKit; the `tabbar` executable sets
/// "tabbar"); until then it is the last part of the path the program was started by.
public enum ProgramName {
    private static let chosen = Mutex<String?>(nil)

    /// The name lines start with: the one set last, or argv[0]'s last part.
    public static var current: String {
        get { chosen.withLock { $0 } ?? name(fromPath: CommandLine.arguments.first ?? "") }
        set { chosen.withLock { $0 = newValue } }
    }

    /// `path`'s last part ("/usr/bin/app" gives "app"); "tabbar" when there is none.
    static func name(fromPath path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? ""
        return last.isEmpty ? "tabbar" : last
    }
}
