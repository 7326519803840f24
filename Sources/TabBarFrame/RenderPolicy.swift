/// How a renderer may save work, each way leaving the pixels as drawing everything would
/// (within the tolerances the tests state). The window draws with `standard`; tests that
/// compare two renderers turn parts off, and screenshots draw `asDrawn`.
public struct RenderPolicy: Equatable, Sendable {
    /// Nodes that later opaque paint covers whole are skipped, and in motion layers without
    /// text of their own are clipped to what shows (see `FramePlanner`).
    public var skipsHidden: Bool
    /// A page that misses the picture cache two frames running is drawn directly while it
    /// keeps changing, since its picture would be drawn once and thrown away (tests that
    /// compare two renderers turn it off: their caches miss on different frames).
    public var drawsChurnDirectly: Bool
    /// A layer equal to the last frame's of its id, holding text or images, is copied from a
    /// picture. Such a copy differs from drawing the layer by the rounding of compositing its
    /// edges twice (up to 3/255 at a resampled icon's edge).
    public var keepsStableLayers: Bool
    /// The host lays translucent rectangles over direct copies itself (`PixelTint`; the
    /// window needs the RENDER extension). Without it, a dim over a page keeps that page out
    /// of direct copies.
    public var laysTints: Bool
    /// Paints over many pixels are shared with a second thread, each drawing a band of rows
    /// (the same pixels either way; see `BandPainter`).
    public var sharesLargePaints: Bool

    /// A policy with each saving as given; the defaults are the window's (`standard`).
    public init(
        skipsHidden: Bool = true, drawsChurnDirectly: Bool = true, keepsStableLayers: Bool = true,
        laysTints: Bool = false, sharesLargePaints: Bool = true
    ) {
        self.skipsHidden = skipsHidden
        self.drawsChurnDirectly = drawsChurnDirectly
        self.keepsStableLayers = keepsStableLayers
        self.laysTints = laysTints
        self.sharesLargePaints = sharesLargePaints
    }

    /// The window's: every saving on, tints left in the buffer.
    public static let standard = RenderPolicy()

    /// The frame as drawing gives it, for screenshots: unchanged layers drawn, not copied.
    public var asDrawn: RenderPolicy {
        var policy = self
        policy.keepsStableLayers = false
        return policy
    }
}
