/// A rectangle of pixels copied from a picture onto the screen, in device pixels:
/// `width`×`height` from (`sourceX`, `sourceY`) in the picture to (`x`, `y`) on screen.
/// `source` is the picture's memory as the host knows it (the window's shared segment): the
/// renderer lists such copies and the window has the X server make them. A blend
/// (`sampling` set) resamples the picture instead and lays it over what is on screen.
public struct PixelCopy {
    public let source: AnyObject
    public let sourceX: Int
    public let sourceY: Int
    public let x: Int
    public let y: Int
    public let width: Int
    public let height: Int
    /// For a blend (`SceneRenderer.serverBlends`): where each screen pixel of the rectangle
    /// samples the picture (screen → picture pixels, sampled bilinearly), and the opacity it
    /// is laid over what the screen shows with. Nil for a copy, pixel for pixel.
    public let sampling: AffineTransform?
    public let opacity: Double

    public init(
        source: AnyObject, sourceX: Int, sourceY: Int, x: Int, y: Int, width: Int, height: Int,
        sampling: AffineTransform? = nil, opacity: Double = 1
    ) {
        self.source = source
        self.sourceX = sourceX
        self.sourceY = sourceY
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.sampling = sampling
        self.opacity = opacity
    }

    /// Where the copy lands.
    public var rect: Rect { Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }
}
