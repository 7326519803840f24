import TabBarCore
import TabBarFrame

/// Draws a `Scene` onto a `RasterSurface` with Cairo. The window's back buffer and the
/// PNG exporter both come through here, so a golden image shows what the window shows.
///
/// A frame is planned, then painted: `FramePlanner` decides what is hidden, what comes from
/// pictures and what the host shows by itself, in plain values; `FramePainter` executes the
/// plan through the typed wrapper over Cairo and Pango (`CairoContext`).
public final class SceneRenderer {
    /// The images and Lottie files the scene's nodes name, loaded once and shared by frames.
    public let images: ImageCache
    /// Lays out and draws the scene's text, keeping layouts between frames.
    public let text: TextRenderer
    /// Pictures of retained groups; nil draws every group from scratch (PNG exports and
    /// goldens do, so they stay exact).
    public let layers: LayerCache?
    /// How the renderer may save work; `render` may be given another for one frame.
    public var policy: RenderPolicy
    /// Decides each frame, and remembers what the next frame needs to know of this one.
    let planner = FramePlanner()
    /// The last backdrop blurred, kept so an unchanged page beneath costs a copy, not a blur.
    let backdrop = BackdropBlur()
    /// Shares the largest paints with a second thread (see `BandPainter`).
    let bands = BandPainter()
    /// The policy of the frame being drawn, which pictures drawn for it follow too.
    private var drawing: RenderPolicy
    /// The layer cache as the planner sees it; nil without one.
    private(set) var pictures: RendererPictures?

    /// A renderer sharing `images` and `text` with others (a window and its screenshots load
    /// each image once). Pass `layers` to keep pictures of unchanged groups between frames,
    /// as the window does; without it every frame is drawn from scratch, as goldens need.
    /// `policy` says how it may save work (the window's, `standard`, by default).
    public init(
        images: ImageCache = ImageCache(), text: TextRenderer = TextRenderer(), layers: LayerCache? = nil,
        policy: RenderPolicy = .standard
    ) {
        self.images = images
        self.text = text
        self.layers = layers
        self.policy = policy
        drawing = policy
        pictures = layers.map { RendererPictures(layers: $0) }
        pictures?.renderer = self
    }

    /// The whole device pixels that the logical rectangle `r` touches at `scale`: what a
    /// frame's damage repaints, and so what changed on screen.
    public static func devicePixels(of r: Rect, scale: Double) -> Rect {
        r.scaled(by: scale).integral
    }

    var painter: FramePainter {
        FramePainter(images: images, text: text, backdrop: backdrop, bands: bands, keepsPictures: layers != nil)
    }

    /// Draws `scene` at `scale` device pixels per logical pixel and returns what the frame
    /// leaves to the host. With `damage` (logical pixels), only those regions are repainted
    /// and the rest of the surface is kept. With a layer cache, retained groups are
    /// composited from pictures; a picture placed off the device-pixel grid or scaled is
    /// resampled, unless `exact` (a frame at rest), which draws such groups from scratch so
    /// the resting frame is exact.
    ///
    /// With `direct`, retained pictures kept in the cache's `PictureMemory`, moved by whole
    /// pixels, opaque and with nothing drawn over them are not copied onto the surface: they
    /// are listed in the result's `copies` for the host to show, and its `damage` is the rest.
    /// `policy` replaces the renderer's own for this frame.
    @discardableResult
    public func render(
        _ scene: Scene, on surface: RasterSurface, scale: Double = 1, damage: [Rect]? = nil,
        exact: Bool = false, direct: Bool = false, policy: RenderPolicy? = nil
    ) -> RenderResult {
        draw(scene, on: surface, scale: scale, damage: damage, exact: exact, direct: direct, policy: policy)
    }

    /// Draws `damage` (logical pixels) of `scene`, the scene of the last frame rendered, onto
    /// `surface` again as that frame drew it, without counting as a frame: what the cache
    /// keeps as on screen, the churn of pages and the layers remembered as unchanged stay as
    /// that frame left them, and nothing is left to direct copies. The window draws what
    /// copies left out of its buffer this way, once idle.
    public func redraw(_ scene: Scene, on surface: RasterSurface, scale: Double, damage: [Rect], exact: Bool) {
        _ = draw(scene, on: surface, scale: scale, damage: damage, exact: exact, direct: false, counted: false)
    }

    private func draw(
        _ scene: Scene, on surface: RasterSurface, scale: Double, damage: [Rect]?, exact: Bool, direct: Bool,
        policy: RenderPolicy? = nil, counted: Bool = true
    ) -> RenderResult {
        // Cairo reports failures through a nil object rather than NULL, so NULL here means no
        // memory at all: nothing can be drawn, and the frame keeps what it had.
        guard let context = CairoContext(surface.image) else { return .empty }
        drawing = policy ?? self.policy
        bands.isEnabled = drawing.sharesLargePaints
        if let layers {
            syncWithImages(layers)
            if counted { layers.beginFrame() }
        }
        let plan = planner.planFrame(
            scene, surface: PixelBox(x: 0, y: 0, width: surface.width, height: surface.height), scale: scale,
            damage: damage, exact: exact, direct: direct, policy: drawing, store: pictures, counted: counted)
        painter.paint(plan, on: context)
        surface.image.flush()
        return plan.result
    }

    /// Draws `content` into its picture, on `context` (picture pixels ← the group's space).
    func rasterize(_ content: SceneGroup, scale: Double, on context: CairoContext) {
        let surface = PixelBox(x: 0, y: 0, width: context.surface.width, height: context.surface.height)
        let plan = planner.planPicture(
            content, matrix: context.matrix, surface: surface, scale: scale, policy: drawing, store: pictures)
        painter.paint(plan, on: context)
    }

    /// Pictures drawn with images since reloaded are stale: forget them all.
    func syncWithImages(_ layers: LayerCache) {
        guard layers.imageGeneration != images.generation else { return }
        layers.removeAll()
        layers.imageGeneration = images.generation
    }
}

/// The layer cache as the planner sees it: a picture it lacks is drawn by the renderer.
final class RendererPictures: PictureStore {
    let layers: LayerCache
    weak var renderer: SceneRenderer?

    init(layers: LayerCache) {
        self.layers = layers
    }

    func holds(_ content: SceneGroup, scale: Double) -> Bool { layers.contains(content, scale: scale) }

    func fits(_ content: SceneGroup, scale: Double) -> Bool { layers.fits(content, scale: scale) }

    func picture(for content: SceneGroup, scale: Double, layer: Bool) -> (any HeldPicture)? {
        layers.picture(for: content, scale: scale, layer: layer) { context in
            renderer?.rasterize(content, scale: scale, on: context)
        }
    }

    var sharesMemory: Bool { layers.memory != nil }
}
