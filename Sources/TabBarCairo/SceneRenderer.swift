import CCairo
import TabBarCore

/// Draws a `Scene` onto a `RasterSurface` with Cairo. The window's back buffer and the
/// PNG exporter both come through here, so a golden image shows what the window shows.
public final class SceneRenderer {
    /// The images and Lottie files the scene's nodes name, loaded once and shared by frames.
    public let images: ImageCache
    /// Lays out and draws the scene's text, keeping layouts between frames.
    public let text: TextRenderer
    /// The last backdrop blurred, kept so an unchanged page beneath costs a copy, not a blur.
    let backdrop = BackdropBlur()
    /// Pictures of retained groups; nil draws every group from scratch (PNG exports and
    /// goldens do, so they stay exact).
    public let layers: LayerCache?
    /// The device scale of the frame being drawn, which retained pictures are drawn at.
    var deviceScale = 1.0
    /// Whether the frame being drawn must match drawing from scratch (see `render`).
    var exactFrame = false
    /// The last frame's layers by id (with a layer cache): a layer equal to its last
    /// frame's is kept as a picture (see `drawLayer`).
    var previousLayers: [String: SceneNode] = [:]
    /// Whether nodes covered whole by later opaque paint are skipped (tests turn it off to
    /// compare with drawing everything).
    var skipsHidden = true
    /// Frames rendered, and the last one in which a retained group missed the cache.
    var frameNumber = 0
    var lastMiss = -1
    /// Whether the last frame missed the cache too: pages whose content changes every frame
    /// (laid out in an area that grows as the bar hides) are then drawn directly, since a
    /// picture of them would be drawn once and thrown away.
    var churning = false
    /// The contents of pages drawn directly because of churn, this frame and the last: one
    /// that comes back unchanged (the same array, as `PageNodeCache` shares it) is stable
    /// after all, and gets its picture. Without this, a page first seen while another page
    /// missed would be drawn from scratch on every frame of the transition.
    var churnedThisFrame: [[SceneNode]] = []
    var churnedLastFrame: [[SceneNode]] = []
    /// Whether pages that miss the cache two frames running are drawn directly (tests that
    /// compare two renderers turn it off, since their caches miss on different frames).
    var drawsChurnDirectly = true
    /// Whether unchanged layers are copied from pictures. Such a copy differs from drawing
    /// the layer by the rounding of compositing its edges twice (up to 3/255 at a resampled
    /// icon's edge): screenshots, which show the frame as drawing gives it, and tests that
    /// compare two renderers turn it off.
    public var keepsStableLayers = true
    /// While a layer is drawn in a frame that may show pictures directly: the device pixels
    /// it may leave to direct copies, the frame's damage less whatever later layers may touch.
    var directArea: PixelRegion?
    /// What the last frame left to the host: pictures to copy where they lie, and the rest
    /// of its damage, to be sent from the surface (device pixels).
    public internal(set) var directCopies: [PixelCopy] = []
    /// The rest of the last frame's damage (device pixels): what the host sends from the
    /// surface, since no picture covers it.
    public internal(set) var surfaceRects: [Rect] = []
    /// Translucent rectangles the host lays over the copies, after them (see
    /// `hostTints`): only with `leavesTintsToHost`, and only over copied pixels.
    public internal(set) var directTints: [PixelTint] = []
    /// Whether the host lays `PixelTint`s (the window needs the RENDER extension for them);
    /// without it a dim over a page keeps that page out of direct copies.
    public var leavesTintsToHost = false
    /// Where this frame showed pictures near the frame rather than exactly (device pixels):
    /// copied or painted on the nearest whole pixel in motion, off the grid, or resampled.
    /// The screen there is not exact until drawn again.
    public internal(set) var approximate: [Rect] = []
    /// Set while `redraw` draws: the drawing is not a frame of its own.
    var isRedrawing = false
    /// Shares the largest paints with a second thread (see `BandPainter`).
    let bands = BandPainter()
    /// Whether paints over many pixels are shared with a second thread, each drawing a band
    /// of rows (the same pixels either way); `TABBAR_NO_BANDS` turns it off, for comparison.
    public var sharesLargePaints: Bool {
        get { bands.isEnabled }
        set { bands.isEnabled = newValue }
    }

    /// A renderer sharing `images` and `text` with others (a window and its screenshots load
    /// each image once). Pass `layers` to keep pictures of unchanged groups between frames,
    /// as the window does; without it every frame is drawn from scratch, as goldens need.
    public init(images: ImageCache = ImageCache(), text: TextRenderer = TextRenderer(), layers: LayerCache? = nil) {
        self.images = images
        self.text = text
        self.layers = layers
    }

    /// The whole device pixels that the logical rectangle `r` touches at `scale`: what a
    /// frame's damage repaints, and so what changed on screen.
    public static func devicePixels(of r: Rect, scale: Double) -> Rect {
        r.scaled(by: scale).integral
    }

    /// Draws `scene` at `scale` device pixels per logical pixel. With `damage` (logical
    /// pixels), only those regions are repainted and the rest of the surface is kept.
    /// With a layer cache, retained groups are composited from pictures; a picture placed
    /// off the device-pixel grid or scaled is resampled, unless `exact` (a frame at rest),
    /// which draws such groups from scratch so the resting frame is exact.
    ///
    /// With `direct`, retained pictures kept in the cache's `PictureMemory`, moved by whole
    /// pixels, opaque and with nothing drawn over them are not copied onto the surface:
    /// they are listed in `directCopies` for the host to show, and `surfaceRects` is the rest
    /// of the damage. Without it, `surfaceRects` is the whole damage.
    public func render(
        _ scene: Scene, on surface: RasterSurface, scale: Double = 1, damage: [Rect]? = nil,
        exact: Bool = false, direct: Bool = false
    ) {
        directCopies = []
        directTints = []
        approximate = []
        directArea = nil
        defer { directArea = nil }
        // Cairo reports failures through a nil object rather than NULL, so NULL here means no
        // memory at all: nothing can be drawn, and the frame keeps what it had.
        guard let cr = cairo_create(surface.surface) else { return }
        defer { cairo_destroy(cr) }
        deviceScale = scale
        exactFrame = exact
        layers.map(syncWithImages)
        if !isRedrawing { layers?.beginFrame() }
        frameNumber += 1
        churning = drawsChurnDirectly && lastMiss == frameNumber - 1
        churnedLastFrame = churnedThisFrame
        churnedThisFrame = []
        let regions = damage ?? [Rect(origin: .zero, size: scene.size)]
        // Clip on whole device pixels before scaling: at a fractional scale a logical-pixel
        // clip would cut pixels in half and blend the repaint with what was there.
        let devices = regions.map { Self.devicePixels(of: $0, scale: scale) }
        for region in devices { addShape(.rect(region), to: cr) }
        cairo_clip(cr)
        cairo_scale(cr, scale, scale)
        let damaged = PixelRegion()
        for region in devices { damaged.add(Self.box(region.minX, region.minY, region.maxX, region.maxY)) }
        // A layer is drawn when it touches a region as widened to device pixels, and not
        // all its damaged pixels are covered by later opaque layers.
        let widened = devices.map { $0.scaled(by: 1 / scale) }
        let touching = scene.layers.filter { layer in
            let bounds = Self.quickBounds(of: layer.node).insetBy(dx: -1, dy: -1)
            return widened.contains { $0.intersects(bounds) }
        }
        var device = cairo_matrix_t()
        cairo_get_matrix(cr, &device)
        let whole = Self.box(0, 0, Double(surface.width), Double(surface.height))
        // Each layer to draw, with what it may leave to direct copies (its damage that no
        // later layer may touch) and, when later opaque paint covers some of it, the pixels
        // it shows: it is clipped to them (a page shrinking behind a sheet is resampled only
        // where it shows). Layers under a backdrop blur are drawn whole, since the blur reads
        // them beneath later opaque paint too; so are layers that draw text, since Cairo
        // rounds glyphs differently under a clip (by up to 15/255), and a frame that must be exact.
        var later = PixelRegion(), drawn: [(layer: SceneLayer, direct: PixelRegion?, shows: PixelRegion?)] = []
        let above = PixelRegion()
        var underBlur = false
        for layer in touching.reversed() {
            let bounds = Self.deviceBounds(of: layer.node, matrix: device)
            let box = PixelRegion(bounds)
            box.intersect(damaged)
            let partly =
                skipsHidden && !underBlur && !exact && !churning && later.overlaps(bounds)
                && drawsNoText(layer.node)
            box.subtract(later)
            if !box.isEmpty {
                var area: PixelRegion?
                if direct && layers?.memory != nil {
                    area = PixelRegion()
                    area?.add(box)
                    area?.subtract(above)
                }
                drawn.append((layer, area, partly ? box : nil))
            }
            if layer.node.hasBackdrop { underBlur = true }
            above.add(Self.deviceReach(of: layer.node, matrix: device))
            let cover = PixelRegion()
            cover.add(later)
            addOpaqueCover(of: layer.node, matrix: device, clip: whole, to: cover)
            later = cover
        }
        // The background shows only where no layer paints opaque.
        damaged.subtract(later)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        for box in damaged.rectangles {
            cairo_rectangle(cr, Double(box.x), Double(box.y), Double(box.width), Double(box.height))
        }
        set(cr, color: scene.background)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_fill(cr)
        cairo_restore(cr)
        for (layer, area, shows) in drawn.reversed() {
            directArea = area
            guard let shows else {
                drawLayer(layer, on: cr)
                continue
            }
            cairo_save(cr)
            Self.clip(cr, to: shows)
            drawLayer(layer, on: cr)
            cairo_restore(cr)
        }
        directArea = nil
        // Only what this frame painted is near rather than exact (a picture's box reaches
        // past the damage).
        if !approximate.isEmpty {
            let painted = PixelRegion(approximate)
            painted.intersect(PixelRegion(devices))
            approximate = painted.rects
        }
        noteLayers(scene.layers)
        cairo_surface_flush(surface.surface)
        if directCopies.isEmpty {
            surfaceRects = devices
        } else {
            let rest = PixelRegion(devices)
            rest.subtract(PixelRegion(directCopies.map(\.rect)))
            surfaceRects = rest.rects
        }
    }

    /// Draws `damage` (logical pixels) of `scene`, the scene of the last frame rendered, onto
    /// `surface` again as that frame drew it, without counting as a frame: what the cache
    /// keeps as on screen, the churn of pages and the layers remembered as unchanged stay as
    /// that frame left them, and nothing is left to direct copies. The window draws what
    /// copies left out of its buffer this way, once idle.
    public func redraw(_ scene: Scene, on surface: RasterSurface, scale: Double, damage: [Rect], exact: Bool) {
        let kept = (
            frameNumber, lastMiss, churnedThisFrame, churnedLastFrame, previousLayers, directCopies,
            directTints, surfaceRects, approximate
        )
        isRedrawing = true
        defer {
            isRedrawing = false
            (
                frameNumber, lastMiss, churnedThisFrame, churnedLastFrame, previousLayers, directCopies,
                directTints, surfaceRects, approximate
            ) = kept
        }
        render(scene, on: surface, scale: scale, damage: damage, exact: exact)
    }

    func draw(_ node: SceneNode, on cr: OpaquePointer) {
        switch node {
        case .fill(let shape, let paint):
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            // A large fill (a bubble's circle near full size) is shared with the helper thread.
            bands.paint(cr, area: Self.outer(shape.bounds, m)) { cr, _ in
                addShape(shape, to: cr)
                setPaint(paint, on: cr)
                if case .path(let path) = shape, path.isEvenOdd {
                    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
                    cairo_fill(cr)
                    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
                } else {
                    cairo_fill(cr)
                }
            }
        case .stroke(let shape, let color, let width):
            addShape(shape, to: cr)
            set(cr, color: color)
            cairo_set_line_width(cr, width)
            // Round caps and joins suit icon strokes and hide seams between segments.
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(cr)
        case .image(let ref, let frame, let rendering, let opacity):
            drawImage(ref, frame: frame, rendering: rendering, opacity: opacity, on: cr)
        case .text(let run):
            text.draw(run, on: cr)
        case .group(let group):
            drawGroup(group, on: cr)
        case .backdropBlur(let rect, let radius):
            backdrop.blur(rect, radius: radius, on: cr)
        }
    }

    func drawGroup(_ group: SceneGroup, on cr: OpaquePointer) {
        guard group.opacity > 0, !group.children.isEmpty, group.transform.isDrawable else { return }
        if group.retained, layers != nil {
            drawRetained(group, on: cr)
            return
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if !group.transform.isIdentity {
            var matrix = Self.matrix(group.transform)
            cairo_transform(cr, &matrix)
        }
        if let clip = group.clip {
            let lone = group.opacity >= 1 && group.children.count == 1
            if lone, drawInsideFractionalClip(clip, group.children[0], on: cr) { return }
            addShape(clip, to: cr)
            cairo_clip(cr)
        }
        // Group opacity needs an offscreen group only when children could overlap; a single
        // image can take the opacity directly, which is much cheaper.
        if group.opacity < 1, group.children.count == 1, case .group(var inner) = group.children[0], inner.retained,
            layers != nil
        {
            // A page alone is composited from its picture at the group's opacity, the same
            // pixels within rounding: an offscreen group for it would be as large as the page
            // (33 MB mapped and faulted in on every frame of a 4K bubble, a third of the
            // frame). Only a picture: drawn from scratch, the page's own group would be pushed
            // under this clip and the clip's antialiased edge applied twice.
            inner.opacity *= group.opacity
            drawGroup(inner, on: cr)
        } else if group.opacity < 1, group.children.count == 1,
            case .image(let ref, let frame, let rendering, let opacity) = group.children[0]
        {
            drawImage(ref, frame: frame, rendering: rendering, opacity: opacity * group.opacity, on: cr)
        } else if group.opacity < 1 {
            // The group's surface is as large as the clip: bound it by what the children may
            // touch, on whole device pixels, or a faded hover mark under a sliding page's
            // damage would get (and page-fault in) a surface the size of the page every frame.
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            var inner = group.children.reduce(Rect.zero) { $0.union(Self.quickBounds(of: $1)) }
            inner = inner.insetBy(dx: -1, dy: -1)
            let box = Self.outer(inner, m)
            cairo_identity_matrix(cr)
            cairo_rectangle(cr, Double(box.x), Double(box.y), Double(box.width), Double(box.height))
            cairo_clip(cr)
            cairo_set_matrix(cr, &m)
            // What is drawn into the group reaches the surface only through it.
            let area = directArea
            directArea = nil
            defer { directArea = area }
            cairo_push_group(cr)
            for child in group.children { draw(child, on: cr) }
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, group.opacity)
        } else {
            let (covered, hidden) = laterCover(of: group.children, on: cr)
            let tints = hostTints(of: group.children, on: cr)
            let siblings = directArea.map { laterSiblings(group.children, inside: $0, passing: tints, on: cr) }
            let area = directArea
            defer { directArea = area }
            for (index, child) in group.children.enumerated() where !covered.contains(index) {
                // A picture left to a direct copy must have nothing drawn over it, not even
                // by its later siblings (a magic move's snapshot over the page beneath), but
                // for tints the host lays over it.
                directArea = siblings?[index]
                if let tint = tints[index] {
                    drawTint(tint, child, hiding: hidden[index], on: cr)
                    continue
                }
                guard let hidden = hidden[index] else {
                    draw(child, on: cr)
                    continue
                }
                // Only where later siblings leave it: the page beneath a magic move's card
                // was copied under the whole card on every frame, then painted over.
                drawClipped(child, hiding: hidden, on: cr)
            }
        }
    }

    func drawImage(_ ref: ImageRef, frame: Rect, rendering: ImageRendering, opacity: Double, on cr: OpaquePointer) {
        if ref.isLottie {
            drawLottie(ref, frame: frame, rendering: rendering, opacity: opacity, on: cr)
            return
        }
        guard opacity > 0, !frame.isEmpty, let image = images.image(ref), image.width > 0, image.height > 0 else {
            return
        }
        cairo_save(cr)
        Self.place(image, in: frame, on: cr)
        let source = variantPlacement(of: image, ref: ref, on: cr, exact: exactFrame)
        guard let pattern = cairo_pattern_create_for_surface(source?.surface.surface ?? image.surface) else {
            cairo_restore(cr)
            return
        }
        if let source {
            var matrix = source.matrix
            cairo_set_matrix(cr, &matrix)
            cairo_pattern_set_filter(pattern, source.onGrid ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
        } else {
            // GOOD filters downscaled icons with a box filter, so large sources stay crisp.
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        }
        switch rendering {
        case .template(let tint):
            set(cr, color: tint.withAlpha(tint.alpha * opacity))
            cairo_mask(cr, pattern)
        case .original:
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, opacity)
        }
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
    }

    func setPaint(_ paint: Paint, on cr: OpaquePointer) {
        switch paint {
        case .solid(let color):
            set(cr, color: color)
        case .linearGradient(let start, let end, let stops):
            guard let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y) else { return }
            setGradient(pattern, stops: stops, on: cr)
        case .radialGradient(let center, let radius, let stops):
            guard let pattern = cairo_pattern_create_radial(center.x, center.y, 0, center.x, center.y, radius) else {
                return
            }
            setGradient(pattern, stops: stops, on: cr)
        }
    }

    private func setGradient(_ pattern: OpaquePointer, stops: [GradientStop], on cr: OpaquePointer) {
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(
                pattern, stop.offset, stop.color.red, stop.color.green,
                stop.color.blue, stop.color.alpha)
        }
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
    }

    func addShape(_ shape: Shape, to cr: OpaquePointer) {
        switch shape {
        case .rect(let r):
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        case .roundedRect(let r, let radius):
            let k = min(radius, r.width / 2, r.height / 2)
            cairo_new_sub_path(cr)
            cairo_arc(cr, r.maxX - k, r.minY + k, k, -.pi / 2, 0)
            cairo_arc(cr, r.maxX - k, r.maxY - k, k, 0, .pi / 2)
            cairo_arc(cr, r.minX + k, r.maxY - k, k, .pi / 2, .pi)
            cairo_arc(cr, r.minX + k, r.minY + k, k, .pi, 3 * .pi / 2)
            cairo_close_path(cr)
        case .ellipse(let r):
            guard r.width > 0, r.height > 0 else { return }
            cairo_save(cr)
            cairo_translate(cr, r.midX, r.midY)
            cairo_scale(cr, r.width / 2, r.height / 2)
            cairo_new_sub_path(cr)
            cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
            cairo_restore(cr)
        case .path(let path):
            for element in path.elements {
                switch element {
                case .move(let p): cairo_move_to(cr, p.x, p.y)
                case .line(let p): cairo_line_to(cr, p.x, p.y)
                case .curve(let a, let b, let c): cairo_curve_to(cr, a.x, a.y, b.x, b.y, c.x, c.y)
                case .close: cairo_close_path(cr)
                }
            }
        }
    }

    func set(_ cr: OpaquePointer, color: Color) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }
}
