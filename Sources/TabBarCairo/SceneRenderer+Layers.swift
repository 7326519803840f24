import CCairo
import TabBarCore

/// Retained groups: composited from the layer cache's pictures instead of drawn.
extension SceneRenderer {
    /// Draws a retained group by compositing its cached picture with the group's transform
    /// and opacity; the picture is rasterized first when the cache lacks it, and the group
    /// is drawn directly when it cannot fit the budget.
    func drawRetained(_ group: SceneGroup, on cr: OpaquePointer) {
        guard let layers else { return }
        let content = group.pictureContent
        var direct = group
        direct.retained = false
        var parent = cairo_matrix_t()
        cairo_get_matrix(cr, &parent)
        guard group.opacity > 0, let placed = retainedPlacement(group, parent: parent) else { return }
        var m = placed.matrix
        let scale = deviceScale, unscaled = placed.unscaled, whole = placed.whole
        // A frame at rest must be exact: a picture that would be moved off its grid or
        // resampled is drawn instead.
        let held = layers.contains(content, scale: scale)
        if !held { lastMiss = frameNumber }
        let composited = held || composites(content)
        guard whole || !exactFrame, composited,
            let picture = layers.picture(for: content, scale: scale, draw: { self.rasterize(content, on: $0) })
        else {
            if !composited { churnedThisFrame.append(content.children) }
            return drawGroup(direct, on: cr)
        }
        // In motion, a picture that is only moved lands on the nearest whole device pixel, as
        // a compositor places layers: an exact copy, about ten times cheaper than resampling
        // (the page is off by under half a pixel for one frame).
        if unscaled {
            m.x0 = m.x0.rounded()
            m.y0 = m.y0.rounded()
        }
        let copied = directCopies.count
        let rest = unscaled ? leaveToDirectCopies(picture, matrix: m, opacity: group.opacity, on: cr) : nil
        if !whole { approximate += directCopies[copied...].map(\.rect) }
        if let rest, rest.isEmpty { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if let rest {
            // Only what the direct copies leave is painted.
            cairo_identity_matrix(cr)
            for r in rest.rectangles {
                cairo_rectangle(cr, Double(r.x), Double(r.y), Double(r.width), Double(r.height))
            }
            cairo_clip(cr)
        }
        cairo_set_matrix(cr, &m)
        // Scaled or faded, an opaque picture is read through its ARGB32 view (`blendable`).
        let source =
            !unscaled || group.opacity < 1 ? picture.blendable ?? picture.surface.surface : picture.surface.surface
        let origin = (x: Double(picture.originX), y: Double(picture.originY))
        /// Sets the picture as the source of `cr`, as `band` reads it.
        func setSource(_ cr: OpaquePointer, _ band: BandPainter.Band) {
            cairo_set_source_surface(cr, band.view(of: source), origin.x, origin.y)
            // A moved picture is copied exactly; a scaled one is resampled bilinearly (GOOD's
            // box filter costs several times more, and a resting frame is drawn exactly anyway).
            cairo_pattern_set_filter(cairo_get_source(cr), unscaled ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
        }
        var box = Rect(
            x: Double(picture.originX), y: Double(picture.originY),
            width: Double(picture.surface.width), height: Double(picture.surface.height))
        // Not past the group's clip: resampled, the picture's pixel of slack would spread the
        // edge beyond the bounds the damage and the direct copies count on (the magic move's
        // scaled card left a faint ring under the copies).
        if let clip = group.clip { box = box.intersection(clip.bounds.scaled(by: scale)) }
        // Off the grid or scaled, what is painted is near the frame, not exact: the frame at
        // rest draws it again even where its scene does not change.
        if !whole {
            let painted = Self.outer(box, m)
            approximate.append(
                Rect(
                    x: Double(painted.x), y: Double(painted.y), width: Double(painted.width),
                    height: Double(painted.height)))
        }
        guard !unscaled else {
            bands.paint(cr, area: Self.outer(box, m), sources: [source]) { cr, band in
                setSource(cr, band)
                addShape(.rect(box), to: cr)
                cairo_clip(cr)
                cairo_paint_with_alpha(cr, group.opacity)
            }
            return
        }
        // Scaled, on whole device pixels: a clip edge inside a pixel would make the paint a
        // masked one, off pixman's bilinear fast path (a 4K magic move's card cost 7 ns a
        // pixel, not 2). The edge pixels are the picture's own antialiased edge, resampled.
        let pixels = Self.outer(box, m)
        let rim = PixelRegion(pixels)
        cairo_identity_matrix(cr)
        if let core = opaqueCore(of: content, matrix: m, opacity: group.opacity).map({ Self.intersect($0, pixels) }),
            core.width > 0, core.height > 0
        {
            // Where the picture is opaque whole, it replaces what is beneath (SOURCE costs two
            // thirds of OVER); only its rim is blended.
            cairo_save(cr)
            cairo_rectangle(cr, Double(core.x), Double(core.y), Double(core.width), Double(core.height))
            cairo_clip(cr)
            cairo_set_matrix(cr, &m)
            bands.paint(cr, area: core, sources: [source]) { cr, band in
                setSource(cr, band)
                cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
                cairo_paint(cr)
            }
            cairo_restore(cr)
            rim.subtract(PixelRegion(core))
        }
        for r in rim.rectangles {
            cairo_rectangle(cr, Double(r.x), Double(r.y), Double(r.width), Double(r.height))
        }
        cairo_clip(cr)
        cairo_set_matrix(cr, &m)
        bands.paint(cr, area: pixels, sources: [source]) { cr, band in
            setSource(cr, band)
            cairo_paint_with_alpha(cr, group.opacity)
        }
    }

    /// The whole device pixels where a retained group's picture, resampled under `m`
    /// (picture pixels → device, axis-aligned), is opaque with no blending to do: the group
    /// is clipped to a rectangle, rounded or not, that its first child fills with an opaque
    /// colour (a page cut out as the magic move's card), and drawn at full opacity. Inside its
    /// corners by the arcs' depth, and by two pixels more for the resampling's reach.
    func opaqueCore(of content: SceneGroup, matrix m: cairo_matrix_t, opacity: Double) -> cairo_rectangle_int_t? {
        guard opacity >= 1, m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0, let fill = Self.opaqueBase(of: content.children)
        else { return nil }
        let bounds: Rect, depth: Double
        switch content.clip {
        case .rect(let r)?:
            (bounds, depth) = (r, 0)
        case .roundedRect(let r, let radius)?:
            // A square inset this far from a corner touches its quarter circle.
            (bounds, depth) = (r, min(radius, r.width / 2, r.height / 2) * (1 - 0.5.squareRoot()))
        default:
            return nil
        }
        guard fill.union(bounds) == fill else { return nil }
        let reach = 2 / deviceScale
        let inner = bounds.insetBy(dx: depth + reach, dy: depth + reach).scaled(by: deviceScale)
        guard !inner.isEmpty else { return nil }
        return Self.inner(inner, m)
    }

    /// The rectangle that the first of `nodes` fills with an opaque colour, looking into
    /// plain groups (a page's nodes start with its background, in a group of their own):
    /// whatever is drawn after it, the pixels inside stay opaque.
    static func opaqueBase(of nodes: [SceneNode]) -> Rect? {
        switch nodes.first {
        case .fill(.rect(let r), .solid(let color))? where color.alpha >= 1:
            return r
        case .group(let group)? where group.transform.isIdentity && group.opacity >= 1:
            guard let inner = opaqueBase(of: group.children) else { return nil }
            switch group.clip {
            case nil: return inner
            case .rect(let clip)?: return inner.intersection(clip)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// Draws a retained group's content into its picture. Nothing in a picture may be left
    /// to direct copies, which put pixels on the screen, not into the picture: a page drawn
    /// into the magic move's card would have been listed as a copy of the whole page.
    func rasterize(_ content: SceneGroup, on cr: OpaquePointer) {
        let area = directArea
        directArea = nil
        defer { directArea = area }
        drawGroup(content, on: cr)
    }

    /// Whether a retained group's content is composited from a picture this frame (not drawn
    /// directly because pages churn): it is held, or nothing churns, or it is a page drawn
    /// directly last frame that came back unchanged.
    func composites(_ content: SceneGroup) -> Bool {
        !churning || layers?.contains(content, scale: deviceScale) == true
            || churnedLastFrame.contains {
                $0.count == content.children.count
                    && LayerCache.storage(of: $0).map { $0 == LayerCache.storage(of: content.children) } == true
            }
    }

    /// Rasterizes, while idle, the pictures of every retained group in `nodes` that the
    /// cache lacks, at `scale`, as least recently used so they never evict what is on
    /// screen; those it holds are marked as wanted at this rest. Returns how many were drawn
    /// and kept (a picture drawn or wanted ahead since the last frame is never pushed out by
    /// another drawn ahead, so a budget too small for them all ends the work).
    @discardableResult
    public func prefetch(_ nodes: [SceneNode], scale: Double) -> Int {
        guard let layers else { return 0 }
        syncWithImages(layers)
        var drawn = 0
        func visit(_ node: SceneNode) {
            guard case .group(let group) = node else { return }
            guard group.retained else { return group.children.forEach(visit) }
            let content = group.pictureContent
            guard !layers.keepAhead(content, scale: scale) else { return }
            let previous = deviceScale
            deviceScale = scale
            let picture = layers.picture(
                for: content, scale: scale, prefetch: true, draw: { self.rasterize(content, on: $0) })
            deviceScale = previous
            // Only a picture kept counts: the caller asks again while pictures are drawn.
            if picture != nil, layers.contains(content, scale: scale) { drawn += 1 }
        }
        nodes.forEach(visit)
        return drawn
    }

    /// Pictures drawn with images since reloaded are stale: forget them all.
    func syncWithImages(_ layers: LayerCache) {
        guard layers.imageGeneration != images.generation else { return }
        layers.removeAll()
        layers.imageGeneration = images.generation
    }
}

extension SceneGroup {
    /// The group as its picture holds it: its content, without the transform and opacity
    /// applied when the picture is composited. The layer cache's key.
    var pictureContent: SceneGroup {
        var content = self
        content.transform = .identity
        content.opacity = 1
        content.retained = false
        return content
    }
}
