import TabBarCore

/// A tint the host may lay: where it lands (device pixels, within the clip) and its colour.
struct HostTint {
    let area: PixelRegion
    let color: Color
}

/// What the host may show by itself: pictures it copies (`PixelCopy`) must have nothing
/// drawn over them but the translucent rectangles it lays itself (`PixelTint`).
extension FrameRules {
    /// For each of `children` drawn in order under `m`, `area` less what the siblings after
    /// it may touch (device pixels), but for `tints`, which the host lays over copies.
    func laterSiblings(
        _ children: [SceneNode], inside area: PixelRegion, passing tints: [Int: HostTint] = [:], matrix m: DeviceMatrix
    ) -> [PixelRegion] {
        var areas = [PixelRegion](repeating: PixelRegion(), count: children.count)
        var after = PixelRegion()
        for index in children.indices.reversed() {
            areas[index] = area.subtracting(after)
            if tints[index] == nil { after.add(SceneBounds.reach(children[index], m)) }
        }
        return areas
    }

    /// The children of a group drawn under `m` and `clip` that the host may lay as tints, by
    /// index, in a frame that leaves pictures to direct copies: solid translucent rectangles
    /// on whole device pixels (no rotation or skew), drawn straight onto the surface (not
    /// `inGroup`) under a clip of whole pixels, for a host that lays tints. Their earlier
    /// siblings may be copied beneath them (see `laterSiblings`); the walk's `drawTint` then
    /// splits each in two. A push dims the old page with a black rectangle, and that page
    /// would otherwise leave direct copies for the surface, to be blended and sent on every
    /// frame; the server composites the same colour with the same arithmetic (pixman, source
    /// over), so the pixels are the same.
    func hostTints(
        of children: [SceneNode], matrix m: DeviceMatrix, clip: PlannedClip, inGroup: Bool
    ) -> [Int: HostTint] {
        guard policy.laysTints, m.xy == 0, m.yx == 0 else { return [:] }
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
        guard !boxes.isEmpty, !inGroup, let whole = clip.pixels else { return [:] }
        return boxes.mapValues { box, color in HostTint(area: PixelRegion(box).intersection(whole), color: color) }
    }
}
