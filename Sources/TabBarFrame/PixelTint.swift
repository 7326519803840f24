import TabBarCore

/// A translucent colour laid over a rectangle of the screen, in device pixels, that the
/// host composites itself (source over) after its `PixelCopy`s: the dim over the old page
/// of a push, where that page is a direct copy. Without it, a dim over a page took the
/// page out of direct copies, into the back buffer, on every frame of the push.
public struct PixelTint: Equatable {
    /// The left edge, in device pixels.
    public let x: Int
    /// The top edge, in device pixels.
    public let y: Int
    /// The width, in device pixels.
    public let width: Int
    /// The height, in device pixels.
    public let height: Int
    /// Straight (not premultiplied) colour; its alpha is below 1.
    public let color: Color

    /// A tint of `color` over the `width` × `height` device pixels at (`x`, `y`).
    public init(x: Int, y: Int, width: Int, height: Int, color: Color) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.color = color
    }

    /// Where the tint lands.
    public var rect: Rect { Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }
}
