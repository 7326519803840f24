import CCairo
import TabBarCore

/// Pictures the host shows by itself (`PixelCopy`): a page in the window's shared memory,
/// moved by whole pixels, with nothing over it, is listed instead of copied onto the surface.
extension SceneRenderer {
    /// For each of `children` drawn in order on `cr`, `area` less what the siblings after it
    /// may touch (device pixels), but for `tints`, which the host lays over copies.
    func laterSiblings(
        _ children: [SceneNode], inside area: PixelRegion, passing tints: [Int: HostTint] = [:], on cr: OpaquePointer
    ) -> [PixelRegion] {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        var areas = [PixelRegion](repeating: PixelRegion(), count: children.count)
        let after = PixelRegion()
        for index in children.indices.reversed() {
            let mine = PixelRegion()
            mine.add(area)
            mine.subtract(after)
            areas[index] = mine
            if tints[index] == nil { after.add(Self.deviceReach(of: children[index], matrix: m)) }
        }
        return areas
    }

    /// Leaves what it can of `picture`, placed by the whole-pixel translation `m` (its scale
    /// is 1 within rounding: the caller checked) at
    /// `opacity` on `cr`, to direct copies, and returns the device region still to paint onto
    /// the surface (nil: all of it, as usual). The picture qualifies when it is in the
    /// window's memory, opaque, moved only, at full opacity, drawn straight onto the surface
    /// (not into a group) under a clip of whole-pixel rectangles, inside `directArea`.
    func leaveToDirectCopies(
        _ picture: LayerCache.Picture, matrix m: cairo_matrix_t, opacity: Double, on cr: OpaquePointer
    ) -> PixelRegion? {
        guard let area = directArea, let storage = picture.storage, opacity >= 1,
            m.x0 == m.x0.rounded(), m.y0 == m.y0.rounded(),
            cairo_get_group_target(cr) == cairo_get_target(cr), let clip = deviceClip(cr)
        else { return nil }
        let x0 = Int(m.x0) + picture.originX, y0 = Int(m.y0) + picture.originY
        let box = PixelRegion(
            cairo_rectangle_int_t(
                x: Int32(clamping: x0), y: Int32(clamping: y0), width: Int32(picture.surface.width),
                height: Int32(picture.surface.height)))
        box.intersect(clip)
        let shown = PixelRegion()
        shown.add(box)
        shown.intersect(area)
        guard !shown.isEmpty else { return nil }
        for r in shown.rectangles {
            directCopies.append(
                PixelCopy(
                    source: storage.owner, sourceX: Int(r.x) - x0, sourceY: Int(r.y) - y0, x: Int(r.x), y: Int(r.y),
                    width: Int(r.width), height: Int(r.height)))
        }
        box.subtract(shown)
        return box
    }

    /// Draws `child`, a page's picture, under the rectangle `clip` whose edges fall inside
    /// device pixels (a sheet sliding up by fractions of a pixel carries its clip along) in
    /// two parts with the same pixels as one: inside the whole pixels the clip covers, where
    /// the clip changes nothing and the picture may be left to direct copies, and along the
    /// clip's rim, under the clip itself. A fractional clip is not a list of rectangles to
    /// Cairo, so without this a 4K modal's sheet was copied into the buffer on every frame
    /// of its motion (2–3 ms). Returns false, having drawn nothing, where this does not apply:
    /// a clip on whole pixels or not a rectangle, no direct copies, or a picture not held or
    /// not merely moved (drawn from scratch, it would be drawn twice).
    func drawInsideFractionalClip(_ clip: Shape, _ child: SceneNode, on cr: OpaquePointer) -> Bool {
        guard directArea != nil, case .rect(let r) = clip, case .group(let group) = child, group.retained,
            let layers, layers.contains(group.pictureContent, scale: deviceScale)
        else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, let placed = retainedPlacement(group, parent: m), placed.unscaled,
            placed.whole || !exactFrame
        else { return false }
        let core = Self.inner(r, m), touched = Self.outer(r, m)
        guard core.width > 0, core.height > 0, core.width != touched.width || core.height != touched.height else {
            return false
        }
        let rim = PixelRegion(touched)
        rim.subtract(PixelRegion(core))
        for (part, clipped) in [(PixelRegion(core), false), (rim, true)] {
            cairo_save(cr)
            if clipped {
                addShape(clip, to: cr)
                cairo_clip(cr)
            }
            Self.clip(cr, to: part)
            draw(child, on: cr)
            cairo_restore(cr)
        }
        return true
    }

    /// The current clip as whole device pixels, nil when it is not rectangles on whole pixels
    /// (a rounded or antialiased clip, which direct copies cannot follow).
    func deviceClip(_ cr: OpaquePointer) -> PixelRegion? {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        let region = PixelRegion()
        for i in 0..<Int(list.pointee.num_rectangles) {
            let r = list.pointee.rectangles[i]
            guard r.x == r.x.rounded(), r.y == r.y.rounded(), r.width == r.width.rounded(),
                r.height == r.height.rounded()
            else { return nil }
            region.add(Self.box(r.x, r.y, r.x + r.width, r.y + r.height))
        }
        return region
    }
}
