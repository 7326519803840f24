/// Everything one frame shows: a background colour and named layers drawn in order.
///
/// Damage is tracked by layer: a layer whose node changed between two frames damages its
/// old and new bounds (or only its children that changed, `SceneNode.appendChangedBounds`),
/// and only those pixels are redrawn.
public struct Scene: Hashable, Sendable {
    /// The frame's size in logical pixels.
    public var size: Size
    public var background: Color
    public var layers: [SceneLayer]

    public init(size: Size, background: Color, layers: [SceneLayer] = []) {
        self.size = size
        self.background = background
        self.layers = layers
    }

    /// The regions (in logical pixels, on whole pixels) that differ from `previous`.
    /// With no previous frame, or a different size or background, that is everything.
    public func damage(since previous: Scene?) -> [Rect] {
        let full = Rect(origin: .zero, size: size)
        guard let previous, previous.size == size, previous.background == background else { return [full] }
        var rects: [Rect] = []
        if previous.layers.count == layers.count, !zip(previous.layers, layers).contains(where: { $0.id != $1.id }) {
            // The same layers in the same order (nearly every frame): compared in pairs, and
            // within a changed layer, down to the nodes that changed.
            for (before, after) in zip(previous.layers, layers) where before != after {
                var changed: [Rect] = []
                after.node.appendChangedBounds(since: before.node, to: &changed)
                // Grown by a pixel for antialiasing, as a layer's bounds are.
                for r in changed where !r.isEmpty { rects.append(r.insetBy(dx: -1, dy: -1)) }
            }
        } else {
            // Layers came, went or moved: a reordering repaints every layer, old and new.
            rects = previous.layers.map(\.bounds) + layers.map(\.bounds)
        }
        return coveringBackdrops(
            coveringText(DamageRegion.merge(rects.map { $0.insetBy(dx: -1, dy: -1).integral.intersection(full) })))
    }

    /// `damage` grown by every layer that draws text itself (a tab's title, a tooltip) and
    /// that it cuts: Cairo rounds glyphs differently under a clip that cuts them (by up to
    /// 26/255 where a magic move's damage cut a title), so a title is repainted whole or not
    /// at all. Pages draw their text into their pictures.
    func coveringText(_ damage: [Rect]) -> [Rect] {
        let full = Rect(origin: .zero, size: size)
        var result = damage
        var grown = true
        // Each pass adds at least one layer, so this ends; a merge may cut another title.
        while grown {
            grown = false
            for layer in layers where layer.node.drawsTextDirectly {
                let box = layer.bounds.integral.intersection(full)
                guard result.contains(where: { $0.intersects(box) }), !result.contains(where: { $0.union(box) == $0 })
                else { continue }
                result = DamageRegion.merge(result + [box])
                grown = true
            }
        }
        return result
    }

    /// `damage` grown by every backdrop blur it touches: a blurred backdrop is repainted whole,
    /// since its pixels read their neighbours, and those outside the damage would be last
    /// frame's, already blurred. Whoever widens damage after `damage(since:)` applies it again.
    public func coveringBackdrops(_ damage: [Rect]) -> [Rect] {
        let full = Rect(origin: .zero, size: size)
        let backdrops = layers.flatMap(\.node.backdrops).map { $0.integral.intersection(full) }
            .filter { backdrop in damage.contains { $0.intersects(backdrop) } }
        return backdrops.isEmpty ? damage : DamageRegion.merge(damage + backdrops)
    }
}

/// A named part of a scene with the bounds its drawing stays inside.
public struct SceneLayer: Hashable, Sendable {
    public var id: String
    public var node: SceneNode

    public init(id: String, node: SceneNode) {
        self.id = id
        self.node = node
    }

    /// Where the layer may draw, grown by a pixel for antialiasing.
    public var bounds: Rect { node.bounds.insetBy(dx: -1, dy: -1) }
}
