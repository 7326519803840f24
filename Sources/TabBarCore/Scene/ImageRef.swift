/// A PNG image named by its path; the renderer loads and caches it.
/// The path is absolute or relative to the process's working directory.
public struct ImageRef: Hashable, Sendable {
    public var path: String

    public init(_ path: String) {
        self.path = path
    }
}

/// How an image's pixels become colour.
public enum ImageRendering: Hashable, Sendable {
    /// The image's alpha is a mask filled with one colour (UIKit's `.alwaysTemplate`).
    case template(Color)
    /// The image's own colours (UIKit's `.alwaysOriginal`).
    case original
}
