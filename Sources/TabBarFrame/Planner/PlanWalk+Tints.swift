import TabBarCore

/// Translucent rectangles the host lays over direct copies itself (`PixelTint`): a push dims
/// the old page with a black rectangle, and that page would otherwise leave direct copies
/// for the surface, to be blended and sent on every frame. The server composites the same
/// colour with the same arithmetic (pixman, source over), so the pixels are the same.
extension PlanWalk {
    /// Plans `tint` (the child `node`): over the pixels earlier siblings left to direct
    /// copies it is listed for the host to lay after them; over the rest it is painted onto
    /// the surface as usual, but where later opaque siblings hide it (`hidden`).
    mutating func drawTint(_ tint: HostTint, _ node: SceneNode, hiding hidden: PixelRegion?) {
        // Only over copies already listed: they are the pixels beneath it no later sibling
        // touches, so they and the tint land before anything sent from the surface.
        let laid = PixelRegion(plan.copies.map(\.rect)).intersection(tint.area)
        for r in laid.boxes {
            self.tint(PixelTint(x: r.x, y: r.y, width: r.width, height: r.height, color: tint.color))
        }
        var rest = tint.area.subtracting(laid)
        if let hidden { rest.subtract(hidden) }
        guard !rest.isEmpty else { return }
        saved { walk in
            walk.clip(rest)
            walk.draw(node)
        }
    }
}
