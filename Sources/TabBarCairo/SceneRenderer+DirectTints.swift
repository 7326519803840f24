import CCairo
import TabBarCore

/// Translucent rectangles the host lays over direct copies itself (`PixelTint`): a push dims
/// the old page with a black rectangle, and that page would otherwise leave direct copies
/// for the back buffer, to be blended and sent on every frame. The server composites the
/// same colour with the same arithmetic (pixman, source over), so the pixels are the same.
extension SceneRenderer {
    /// A tint the host may lay: where it lands (device pixels, within the clip) and its colour.
    struct HostTint {
        let area: PixelRegion
        let color: Color
    }

    /// The children of a group drawn now on `cr` that the host may lay as tints, by index:
    /// solid translucent rectangles on whole device pixels (no rotation or skew), drawn
    /// straight onto the surface under a clip of whole pixels, in a frame that leaves
    /// pictures to direct copies and a host that lays tints. Their earlier siblings may be
    /// copied beneath them (see `laterSiblings`); `drawTint` then splits each in two.
    func hostTints(of children: [SceneNode], on cr: OpaquePointer) -> [Int: HostTint] {
        guard leavesTintsToHost, directArea != nil else { return [:] }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0 else { return [:] }
        var boxes: [Int: (box: cairo_rectangle_int_t, color: Color)] = [:]
        for (index, child) in children.enumerated() {
            guard case .fill(.rect(let r), .solid(let color)) = child, color.alpha > 0, color.alpha < 1 else {
                continue
            }
            func whole(_ v: Double) -> Bool { abs(v - v.rounded()) < 1e-9 }
            let x1 = r.minX * m.xx + m.x0, x2 = r.maxX * m.xx + m.x0
            let y1 = r.minY * m.yy + m.y0, y2 = r.maxY * m.yy + m.y0
            guard whole(x1), whole(x2), whole(y1), whole(y2) else { continue }
            let box = Self.box(
                min(x1, x2).rounded(), min(y1, y2).rounded(), max(x1, x2).rounded(), max(y1, y2).rounded())
            guard box.width > 0, box.height > 0 else { continue }
            boxes[index] = (box, color)
        }
        // Into a group, or under an antialiased clip, the tint's pixels are not the screen's.
        guard !boxes.isEmpty, cairo_get_group_target(cr) == cairo_get_target(cr), let clip = deviceClip(cr) else {
            return [:]
        }
        return boxes.mapValues { box, color in
            let area = PixelRegion(box)
            area.intersect(clip)
            return HostTint(area: area, color: color)
        }
    }

    /// Draws `tint` (the child `node`): over the pixels earlier siblings left to direct
    /// copies it is listed for the host to lay after them; over the rest it is painted into
    /// the buffer as usual, but where later opaque siblings hide it (`hidden`).
    func drawTint(_ tint: HostTint, _ node: SceneNode, hiding hidden: PixelRegion?, on cr: OpaquePointer) {
        // Only over copies already listed: they are the pixels beneath it no later sibling
        // touches, so they and the tint land before anything sent from the buffer.
        let laid = PixelRegion(directCopies.map(\.rect))
        laid.intersect(tint.area)
        for r in laid.rectangles {
            directTints.append(
                PixelTint(x: Int(r.x), y: Int(r.y), width: Int(r.width), height: Int(r.height), color: tint.color))
        }
        let rest = PixelRegion()
        rest.add(tint.area)
        rest.subtract(laid)
        if let hidden { rest.subtract(hidden) }
        guard !rest.isEmpty else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        Self.clip(cr, to: rest)
        draw(node, on: cr)
    }
}
