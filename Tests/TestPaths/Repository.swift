import Foundation

/// Where the repository is, for tests and the benchmark that read its assets. A target of
/// its own (no XCTest, no X11) so that both the unit-test helpers and the process harness
/// can use it without depending on each other.
public enum Repository {
    /// The repository's root folder (above `Tests/`), from a test file's path.
    public static func root(file: StaticString = #filePath) -> URL {
        var url = URL(fileURLWithPath: "\(file)")
        while url.path != "/" && url.lastPathComponent != "Tests" { url = url.deletingLastPathComponent() }
        return url.deletingLastPathComponent()
    }
}
