import TabBarCore

/// What the painter does to draw a frame (or a picture), step by step, and what the frame
/// leaves to the host. The planner decides; the painter only executes: every step below is
/// one or a few calls on a drawing context, in order.
public struct FramePlan {
    /// The steps, in order.
    public internal(set) var steps: [PaintStep] = []
    /// Whether images off the pixel grid are drawn from their sources (a frame at rest) or
    /// blended from shrunk variants (in motion).
    public let exact: Bool
    /// Pictures the host copies where they lie instead of sending them from the surface.
    public internal(set) var copies: [PixelCopy] = []
    /// Translucent rectangles the host lays over `copies`, after them.
    public internal(set) var tints: [PixelTint] = []
    /// Where the frame shows pictures near the frame rather than exactly (device pixels).
    public internal(set) var approximate: [Rect] = []
    /// The frame's damage, device pixels: what it repaints.
    public internal(set) var damage: [Rect] = []

    init(exact: Bool) {
        self.exact = exact
    }

    /// What the frame leaves to the host: its damage less what the copies show is sent from
    /// the surface.
    public var result: RenderResult {
        let sent = copies.isEmpty ? damage : PixelRegion(damage).subtracting(PixelRegion(copies.map(\.rect))).rects
        return RenderResult(damage: sent, copies: copies, tints: tints, approximate: approximate)
    }
}

/// One step of a `FramePlan`. Device pixels are whole; user space is the context's current
/// matrix's.
public enum PaintStep {
    /// Saves the context's matrix, clip and source; `restore` brings them back.
    case save
    /// Brings back the matrix, clip and source of the matching `save`.
    case restore
    /// Applies `transform` to the matrix, before what is there.
    case transform(AffineTransform)
    /// Narrows the clip to `shape`, in user space.
    case clip(Shape)
    /// Narrows the clip to the union of `rects` (device pixels), keeping the matrix.
    case clipRects([Rect])
    /// Narrows the clip to `region`, keeping the matrix.
    case clipPixels(PixelRegion)
    /// Scales the matrix by `scale` in both directions.
    case scale(Double)
    /// Replaces `region` with `color`: the scene's background where no layer paints opaque.
    case background(PixelRegion, Color)
    /// Draws a fill, a stroke, an image, text or a backdrop blur, as it is.
    case node(SceneNode)
    /// Draws what follows into an offscreen group, until `popGroup` paints it at `opacity`.
    case pushGroup
    /// Paints the group opened by the matching `pushGroup` at `opacity`.
    case popGroup(opacity: Double)
    /// Composites a retained group's picture.
    case picture(PictureComposite)
    /// Copies an unchanged layer's picture back where it was drawn, on the device grid.
    case layerPicture(any HeldPicture)
}

/// How a picture is composited: placed by `matrix` (picture pixels → device), at `opacity`.
/// A class, so that the steps of a plan stay small.
public final class PictureComposite {
    /// The picture to composite.
    public let picture: any HeldPicture
    /// Where the picture goes: picture pixels → device pixels.
    public let matrix: DeviceMatrix
    /// The opacity it is painted at (1: opaque).
    public let opacity: Double
    /// Whether the picture is only moved (copied, not resampled).
    public let unscaled: Bool
    /// Only these device pixels are painted (what direct copies left); nil: all it touches.
    public let rest: PixelRegion?
    /// The part of the picture painted, in its pixels: its box, within its group's clip.
    public let box: Rect
    /// The device pixels `box` touches under `matrix`.
    public let area: PixelBox
    /// Resampled: the device pixels where the picture is opaque whole, which it replaces
    /// (SOURCE) rather than blends over; nil when there are none.
    public let core: PixelBox?

    init(
        picture: any HeldPicture, matrix: DeviceMatrix, opacity: Double, unscaled: Bool, rest: PixelRegion?,
        box: Rect, area: PixelBox, core: PixelBox?
    ) {
        self.picture = picture
        self.matrix = matrix
        self.opacity = opacity
        self.unscaled = unscaled
        self.rest = rest
        self.box = box
        self.area = area
        self.core = core
    }
}
