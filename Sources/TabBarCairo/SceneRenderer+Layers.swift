import CCairo
import TabBarCore

/// Retained groups: composited from the layer cache's pictures instead of drawn.
extension SceneRenderer {
    /// Draws a retained group by compositing its cached picture with the group's transform
    /// and opacity; the picture is rasterized first when the cache lacks it, and the group
    /// is drawn directly when it cannot fit the budget.
    func drawRetained(_ group: SceneGroup, on cr: OpaquePointer) {
        guard let layers else { return }
        var content = group
        content.transform = .identity
        content.opacity = 1
        content.retained = false
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
        let rest = unscaled ? leaveToDirectCopies(picture, matrix: m, opacity: group.opacity, on: cr) : nil
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
        cairo_set_source_surface(cr, source, Double(picture.originX), Double(picture.originY))
        // A moved picture is copied exactly; a scaled one is resampled bilinearly (GOOD's box
        // filter costs several times more, and a resting frame is drawn exactly anyway).
        cairo_pattern_set_filter(cairo_get_source(cr), unscaled ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
        var box = Rect(
            x: Double(picture.originX), y: Double(picture.originY),
            width: Double(picture.surface.width), height: Double(picture.surface.height))
        // Not past the group's clip: resampled, the picture's pixel of slack would spread the
        // edge beyond the bounds the damage and the direct copies count on (the magic move's
        // scaled card left a faint ring under the copies).
        if let clip = group.clip { box = box.intersection(clip.bounds.scaled(by: scale)) }
        addShape(.rect(box), to: cr)
        cairo_clip(cr)
        cairo_paint_with_alpha(cr, group.opacity)
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
    /// screen. Returns how many were drawn and kept (a picture drawn ahead never pushes out
    /// another drawn ahead, so a budget too small for them all ends the work).
    @discardableResult
    public func prefetch(_ nodes: [SceneNode], scale: Double) -> Int {
        guard let layers else { return 0 }
        syncWithImages(layers)
        var drawn = 0
        func visit(_ node: SceneNode) {
            guard case .group(let group) = node else { return }
            guard group.retained else { return group.children.forEach(visit) }
            var content = group
            content.transform = .identity
            content.opacity = 1
            content.retained = false
            guard !layers.contains(content, scale: scale) else { return }
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
