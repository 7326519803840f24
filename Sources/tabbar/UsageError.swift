/// A bad command line: printed as `tabbar: error: …` with exit code 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
