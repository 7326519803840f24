import TabBarCore

/// The frame's layers: which to draw, where the background shows, and which unchanged layers
/// are copied from pictures.
extension PlanWalk {
    /// Plans the layers of `scene` that touch `devices` (the damage, device pixels), the
    /// background where no layer paints opaque, and with `direct` what each layer may leave
    /// to the host.
    mutating func drawLayers(of scene: Scene, damage devices: [Rect], direct: Bool) {
        var damaged = PixelRegion(boxes: devices.map { PixelBox(edges: $0.minX, $0.minY, $0.maxX, $0.maxY) })
        // A layer is drawn when it touches a region as widened to device pixels, and not all
        // its damaged pixels are covered by later opaque layers.
        let widened = devices.map { $0.scaled(by: 1 / scale) }
        let touching = scene.layers.filter { layer in
            let bounds = SceneBounds.quick(layer.node).insetBy(dx: -1, dy: -1)
            return widened.contains { $0.intersects(bounds) }
        }
        let (drawn, later) = layersToDraw(touching, damaged: damaged, direct: direct)
        // The background shows only where no layer paints opaque.
        damaged.subtract(later)
        step(.background(damaged, scene.background))
        for layer in drawn.reversed() {
            directArea = layer.direct
            guard let shows = layer.shows else {
                drawLayer(layer.layer)
                continue
            }
            saved { walk in
                walk.clip(shows)
                walk.drawLayer(layer.layer)
            }
        }
        directArea = nil
    }

    /// Each layer of `touching` to draw, top first, with what it may leave to direct copies
    /// (its damage that no later layer may touch) and, when later opaque paint covers some
    /// of it, the pixels it shows: it is clipped to them (a page shrinking behind a sheet is
    /// resampled only where it shows). Layers under a backdrop blur are drawn whole, since
    /// the blur reads them beneath later opaque paint too; so are layers that draw text,
    /// since Cairo rounds glyphs differently under a clip (by up to 15/255), and a frame that
    /// must be exact. Also what the layers paint opaque, device pixels.
    private func layersToDraw(
        _ touching: [SceneLayer], damaged: PixelRegion, direct: Bool
    ) -> (drawn: [(layer: SceneLayer, direct: PixelRegion?, shows: PixelRegion?)], later: PixelRegion) {
        let device = context.matrix
        let whole = context.clip.surface
        var later = PixelRegion(), above = PixelRegion()
        var drawn: [(layer: SceneLayer, direct: PixelRegion?, shows: PixelRegion?)] = []
        var underBlur = false
        for layer in touching.reversed() {
            let bounds = SceneBounds.device(layer.node, device)
            var box = PixelRegion(bounds).intersection(damaged)
            let partly =
                rules.policy.skipsHidden && !underBlur && !exact && !rules.churning && later.overlaps(bounds)
                && rules.drawsNoText(layer.node)
            box.subtract(later)
            if !box.isEmpty {
                drawn.append((layer, direct ? box.subtracting(above) : nil, partly ? box : nil))
            }
            if layer.node.hasBackdrop { underBlur = true }
            above.add(SceneBounds.reach(layer.node, device))
            rules.addOpaqueCover(of: layer.node, matrix: device, clip: whole, to: &later)
        }
        return (drawn, later)
    }

    /// Plans `layer`: from a picture when it equals the last frame's layer of that id and
    /// holds something costly to draw, else directly. Layers that stay the same from frame
    /// to frame (the bar's items while another one animates, its background) are kept as
    /// pictures too, so damage that reaches them only because it was merged with a moving
    /// page's costs a copy instead of icons resampled and text laid out again.
    mutating func drawLayer(_ layer: SceneLayer) {
        guard planner.drawsFromPicture(layer, policy: rules.policy, store: store), let store,
            let picture = store.picture(for: SceneGroup(children: [layer.node]), scale: scale, layer: true)
        else {
            return draw(layer.node)
        }
        // The picture was drawn on the device grid at this very place: copying it back is
        // exact up to the rounding of compositing antialiased edges twice (±1/255).
        step(.layerPicture(picture))
    }
}
