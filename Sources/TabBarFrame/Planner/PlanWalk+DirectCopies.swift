import TabBarCore

/// Pictures the host shows by itself (`PixelCopy`): a page in the host's memory, moved by
/// whole pixels, with nothing over it, is listed instead of copied onto the surface.
extension PlanWalk {
    /// Leaves what it can of `picture`, placed by the whole-pixel translation `m` (its scale
    /// is 1 within rounding: the caller checked) at `opacity`, to direct copies, and returns
    /// the device region still to paint onto the surface (nil: all of it, as usual). The
    /// picture qualifies when it is in the host's memory, opaque, moved only, at full
    /// opacity, drawn straight onto the surface (not into a group) under a clip of
    /// whole-pixel rectangles, inside `directArea`.
    mutating func leaveToDirectCopies(
        _ picture: any HeldPicture, matrix m: DeviceMatrix, opacity: Double
    ) -> PixelRegion? {
        guard let area = directArea, let memory = picture.sharedMemory, opacity >= 1, m.x0 == m.x0.rounded(),
            m.y0 == m.y0.rounded(), !context.inGroup, let clip = context.clip.pixels
        else { return nil }
        let x0 = Int(m.x0) + picture.originX, y0 = Int(m.y0) + picture.originY
        // Clamped to Cairo's 32-bit rectangles.
        var box = PixelRegion(
            PixelBox(
                x: Int(Int32(clamping: x0)), y: Int(Int32(clamping: y0)), width: picture.width, height: picture.height))
        box.intersect(clip)
        let shown = box.intersection(area)
        guard !shown.isEmpty else { return nil }
        for r in shown.boxes {
            copy(
                PixelCopy(
                    source: memory, sourceX: r.x - x0, sourceY: r.y - y0, x: r.x, y: r.y, width: r.width,
                    height: r.height))
        }
        box.subtract(shown)
        return box
    }

    /// Plans `child`, a page's picture, under the rectangle `clip` whose edges fall inside
    /// device pixels (a sheet sliding up by fractions of a pixel carries its clip along) in
    /// two parts with the same pixels as one: inside the whole pixels the clip covers, where
    /// the clip changes nothing and the picture may be left to direct copies, and along the
    /// clip's rim, under the clip itself. A fractional clip is not a list of rectangles to
    /// Cairo, so without this a 4K modal's sheet was copied into the buffer on every frame
    /// of its motion (2–3 ms). Returns false, having planned nothing, where this does not
    /// apply: a clip on whole pixels or not a rectangle, no direct copies, or a picture not
    /// held or not merely moved (drawn from scratch, it would be drawn twice).
    mutating func drawInsideFractionalClip(_ clip: Shape, _ child: SceneNode) -> Bool {
        guard directArea != nil, case .rect(let r) = clip, case .group(let group) = child, group.retained,
            let store, store.holds(group.pictureContent, scale: scale)
        else { return false }
        let m = context.matrix
        guard m.xy == 0, m.yx == 0, let placed = rules.retainedPlacement(group, parent: m), placed.unscaled,
            placed.whole || !exact
        else { return false }
        let core = m.pixels(inside: r), touched = m.pixels(touching: r)
        guard !core.isEmpty, core.width != touched.width || core.height != touched.height else { return false }
        let rim = PixelRegion(touched).subtracting(PixelRegion(core))
        for (part, clipped) in [(PixelRegion(core), false), (rim, true)] {
            saved { walk in
                if clipped { walk.clip(clip) }
                walk.clip(part)
                walk.draw(child)
            }
        }
        return true
    }
}
