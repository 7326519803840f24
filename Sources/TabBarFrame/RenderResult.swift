import TabBarCore

/// What a frame leaves to the host, in device pixels: what to send from the surface, what to
/// copy from pictures, what to lay over those copies, and where the screen is only near the
/// frame.
public struct RenderResult {
    /// The rectangles of the surface the frame repainted, less what `copies` show: the host
    /// sends these from the surface. Without copies, the frame's whole damage.
    public var damage: [Rect]
    /// Pictures the host copies onto the screen where they lie, from their own memory,
    /// instead of from the surface (see `PixelCopy`).
    public var copies: [PixelCopy]
    /// Translucent rectangles the host lays over `copies`, after them (see `PixelTint`).
    public var tints: [PixelTint]
    /// Where the frame showed pictures near the frame rather than exactly: copied or painted
    /// on the nearest whole pixel in motion, off the grid, or resampled. The screen there is
    /// not exact until a frame at rest draws it again.
    public var approximate: [Rect]

    /// A frame's result: by default, no copies, no tints and nothing approximate.
    public init(damage: [Rect], copies: [PixelCopy] = [], tints: [PixelTint] = [], approximate: [Rect] = []) {
        self.damage = damage
        self.copies = copies
        self.tints = tints
        self.approximate = approximate
    }

    /// A frame that repainted nothing.
    public static var empty: RenderResult { RenderResult(damage: []) }
}
