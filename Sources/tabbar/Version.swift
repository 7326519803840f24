/// `tabbar --version`: the program's version, which the man page and `make install` share.
enum Version {
    /// Bumped by hand at a release; the Makefile reads it from here for the man page.
    static let number = "0.13.0"

    static var line: String { "tabbar \(number)" }
}
