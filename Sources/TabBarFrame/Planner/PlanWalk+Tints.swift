import TabBarCore

/// A tint the host may lay: where it lands (device pixels, within the clip) and its colour.
struct HostTint {
    let area: PixelRegion
    let color: Color
}

/// Translucent rectangles the host lays over direct copies itself (`PixelTint`): a push dims
/// the old page with a black rectangle, and that page would otherwise leave direct copies
/// for the surface, to be blended and sent on every frame. The server composites the same
/// colour with the same arithmetic (pixman, source over), so the pixels are the same.
extension PlanWalk {
    /// The children of a group drawn now that the host may lay as tints, by index: solid
    /// translucent rectangles on whole device pixels (no rotation or skew), drawn straight
    /// onto the surface under a clip of whole pixels, in a frame that leaves pictures to
    /// direct copies and a host that lays tints. Their earlier siblings may be copied beneath
    /// them (see `laterSiblings`); `drawTint` then splits each in two.
    func hostTints(of children: [SceneNode]) -> [Int: HostTint] {
        guard policy.laysTints, directArea != nil else { return [:] }
        let m = context.matrix
        guard m.xy == 0, m.yx == 0 else { return [:] }
        var boxes: [Int: (box: PixelBox, color: Color)] = [:]
        for (index, child) in children.enumerated() {
            guard case .fill(.rect(let r), .solid(let color)) = child, color.alpha > 0, color.alpha < 1 else {
                continue
            }
            func whole(_ v: Double) -> Bool { abs(v - v.rounded()) < 1e-9 }
            let x1 = r.minX * m.xx + m.x0, x2 = r.maxX * m.xx + m.x0
            let y1 = r.minY * m.yy + m.y0, y2 = r.maxY * m.yy + m.y0
            guard whole(x1), whole(x2), whole(y1), whole(y2) else { continue }
            let box = PixelBox(
                edges: min(x1, x2).rounded(), min(y1, y2).rounded(), max(x1, x2).rounded(), max(y1, y2).rounded())
            guard !box.isEmpty else { continue }
            boxes[index] = (box, color)
        }
        // Into a group, or under an antialiased clip, the tint's pixels are not the screen's.
        guard !boxes.isEmpty, !context.inGroup, let clip = context.clip.pixels else { return [:] }
        return boxes.mapValues { box, color in HostTint(area: PixelRegion(box).intersection(clip), color: color) }
    }

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
