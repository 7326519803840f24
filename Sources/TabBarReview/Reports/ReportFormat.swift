/// What `--report FILE` writes, chosen by the file's extension.
public enum ReportFormat: Sendable {
    /// `.xml`: JUnit XML, for CI.
    case junit
    /// `.html` or `.htm`: one self-contained page for people, with the pictures and a GIF of the run.
    case html

    /// The format `path`'s extension names (case ignored); nil for any other.
    public init?(path: String) {
        let name = path.lowercased()
        if name.hasSuffix(".xml") {
            self = .junit
        } else if name.hasSuffix(".html") || name.hasSuffix(".htm") {
            self = .html
        } else {
            return nil
        }
    }
}
