/// Everything one frame shows: a background colour and named layers drawn in order.
///
/// Layers are the unit of damage tracking: a layer whose node changed between two
/// frames damages its old and new bounds, and only those pixels are redrawn.
public struct Scene: Hashable, Sendable {
    /// The frame's size in logical pixels.
    public var size: Size
    /// The colour the whole frame is cleared to before the layers are drawn.
    public var background: Color
    /// The layers, drawn in order: later ones paint over earlier ones.
    public var layers: [SceneLayer]

    /// A frame of `size` over `background`, with `layers`.
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
            // The same layers in the same order (nearly every frame): compared in pairs.
            for (before, after) in zip(previous.layers, layers) where before != after {
                rects.append(before.bounds)
                rects.append(after.bounds)
            }
        } else {
            // Layers came, went or moved: a reordering repaints every layer, old and new.
            rects = previous.layers.map(\.bounds) + layers.map(\.bounds)
        }
        return coveringBackdrops(
            DamageRegion.merge(rects.map { $0.insetBy(dx: -1, dy: -1).integral.intersection(full) }))
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
    /// The layer's name ("page", "bar.item.2", …): when two frames have the same ids in the
    /// same order, damage compares their layers pair by pair; otherwise every layer repaints.
    public var id: String
    /// What the layer draws.
    public var node: SceneNode

    /// A layer `id` drawing `node`.
    public init(id: String, node: SceneNode) {
        self.id = id
        self.node = node
    }

    /// Where the layer may draw, grown by a pixel for antialiasing.
    public var bounds: Rect { node.bounds.insetBy(dx: -1, dy: -1) }
}
