/// A rectangle of pixels copied from a picture onto the screen, in device pixels:
/// `width`×`height` from (`sourceX`, `sourceY`) in the picture to (`x`, `y`) on screen.
/// `source` is the picture's memory as the host knows it (the window's shared segment): the
/// renderer lists such copies and the window has the X server make them.
public struct PixelCopy {
    public let source: AnyObject
    public let sourceX: Int
    public let sourceY: Int
    public let x: Int
    public let y: Int
    public let width: Int
    public let height: Int

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
