/// A picture named by its path: a PNG, or one frame of a Lottie file. The renderer loads and
/// caches it; a Lottie frame is drawn by the host (rlottie) at the device size it covers.
/// The path is absolute or relative to the process's working directory.
public struct ImageRef: Hashable, Sendable {
    /// The file: a PNG, or a Lottie JSON file when `lottieFrame` is set.
    public var path: String
    /// For a Lottie file, the frame to draw, in the file's own frame numbers; nil for a PNG.
    public var lottieFrame: Int?

    /// The PNG at `path`.
    public init(_ path: String) {
        self.path = path
    }

    /// Frame `frame` of the Lottie file at `path`.
    public static func lottie(_ path: String, frame: Int) -> ImageRef {
        var ref = ImageRef(path)
        ref.lottieFrame = frame
        return ref
    }

    /// Whether this names a Lottie frame rather than a PNG.
    public var isLottie: Bool { lottieFrame != nil }
}

/// How an image's pixels become colour.
public enum ImageRendering: Hashable, Sendable {
    /// The image's alpha is a mask filled with one colour (UIKit's `.alwaysTemplate`). A
    /// Lottie frame is recoloured instead: every fill and stroke takes the colour.
    case template(Color)
    /// The image's own colours (UIKit's `.alwaysOriginal`).
    case original
}
