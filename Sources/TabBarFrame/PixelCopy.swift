import TabBarCore

/// A rectangle of pixels copied from a picture onto the screen, in device pixels:
/// `width`×`height` from (`sourceX`, `sourceY`) in the picture to (`x`, `y`) on screen.
/// `source` is the picture's memory as the host knows it (the window's shared segment): the
/// renderer lists such copies and the window has the X server make them.
public struct PixelCopy {
    /// The picture's memory, as the host that made it knows it; the planner never looks inside.
    public let source: AnyObject
    /// The left edge of the copied pixels in the picture.
    public let sourceX: Int
    /// The top edge of the copied pixels in the picture.
    public let sourceY: Int
    /// The left edge on screen, in device pixels.
    public let x: Int
    /// The top edge on screen, in device pixels.
    public let y: Int
    /// How many pixels wide the copy is.
    public let width: Int
    /// How many pixels high the copy is.
    public let height: Int

    /// A copy of `width` × `height` pixels from (`sourceX`, `sourceY`) in `source` to (`x`, `y`).
    public init(source: AnyObject, sourceX: Int, sourceY: Int, x: Int, y: Int, width: Int, height: Int) {
        self.source = source
        self.sourceX = sourceX
        self.sourceY = sourceY
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Where the copy lands.
    public var rect: Rect { Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }
}
