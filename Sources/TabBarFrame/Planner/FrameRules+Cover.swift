import TabBarCore

/// Occlusion: paint nothing that a later opaque paint covers whole.
///
/// During a slide the page's two pictures tile the page area, yet the frame's background and
/// the transition's seam fill lie under them: two full-window writes that no pixel shows.
/// Skipping a node whose pixels a later opaque node overwrites at full coverage leaves every
/// pixel exactly as drawing it would, so this is exact, not an approximation.
extension FrameRules {
    /// What later siblings paint opaque over each child of a group (`laterCover`).
    struct LaterCover {
        /// The children later siblings cover whole: they need not be drawn.
        var covered: Set<Int> = []
        /// By child, the device pixels later siblings paint opaque over part of it, for those
        /// that may be clipped to what shows; empty when there are none.
        var hiddenParts: [PixelRegion?] = []

        func hidden(_ index: Int) -> PixelRegion? { hiddenParts.isEmpty ? nil : hiddenParts[index] }
    }

    /// Adds to `cover` the device pixels `node` paints fully opaque when drawn under `m`
    /// (device ← node) inside the device box `clip`. It errs on the small side: only
    /// axis-aligned solid rectangles count, through groups of full opacity with rectangular
    /// clips, and retained pictures where they land exactly.
    func addOpaqueCover(of node: SceneNode, matrix m: DeviceMatrix, clip: PixelBox, to cover: inout PixelRegion) {
        guard policy.skipsHidden, m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0, !clip.isEmpty else { return }
        switch node {
        case .fill(.rect(let r), .solid(let color)) where color.alpha >= 1:
            cover.add(m.pixels(inside: r).intersection(clip))
        case .fill(.ellipse(let r), .solid(let color)) where color.alpha >= 1:
            cover.add(SceneBounds.discBands(r, m, clip: clip, inner: true))
        case .group(let group):
            addOpaqueCover(of: group, matrix: m, clip: clip, to: &cover)
        default:
            break
        }
    }

    private func addOpaqueCover(
        of group: SceneGroup, matrix m: DeviceMatrix, clip: PixelBox, to cover: inout PixelRegion
    ) {
        guard group.opacity >= 1, !group.children.isEmpty else { return }
        var inner = DeviceMatrix(group.transform).then(m)
        var inset = 0
        var placement: DeviceMatrix?
        if group.retained, store != nil {
            guard let placed = retainedPlacement(group, parent: m) else { return }
            placement = placed.matrix
            if placed.unscaled && !placed.whole && !exact && composites(group.pictureContent) {
                // In motion a moved picture lands on the nearest whole pixel (`drawRetained`).
                inner.x0 = inner.x0.rounded()
                inner.y0 = inner.y0.rounded()
            } else if !placed.whole {
                // Drawn directly at rest; a resampled picture blends its outermost pixels
                // with nothing.
                if !placed.unscaled && min(inner.xx, inner.yy) < 0.5 { return }
                inset = placed.unscaled ? 0 : 2
            }
        }
        var box = clip
        if let shape = group.clip {
            guard case .rect(let r) = shape, inner.xy == 0, inner.yx == 0 else {
                // A picture cut out with rounded corners (the magic move's card) is opaque
                // inside them, where its first child fills it.
                if let placement,
                    let core = opaqueCore(of: group.pictureContent, matrix: placement, opacity: group.opacity)
                {
                    cover.add(core.intersection(clip))
                }
                return
            }
            box = box.intersection(inner.pixels(inside: r))
        }
        var mine = PixelRegion()
        for child in group.children { addOpaqueCover(of: child, matrix: inner, clip: box, to: &mine) }
        guard inset > 0 else { return cover.add(mine) }
        for r in mine.boxes {
            cover.add(
                PixelBox(x: r.x + inset, y: r.y + inset, width: r.width - 2 * inset, height: r.height - 2 * inset))
        }
    }

    /// For `children`, drawn in order under `m` and `clip` (the group's): which later
    /// siblings cover whole, and for the others that may be clipped (`mayClipToShown`) the
    /// device pixels later siblings paint opaque over part of them.
    func laterCover(of children: [SceneNode], matrix m: DeviceMatrix, clip: PlannedClip) -> LaterCover {
        var cover = LaterCover()
        guard children.count > 1, children.dropFirst().contains(where: Self.mayCover) else { return cover }
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0 else { return cover }
        let box = clip.extents
        var later = PixelRegion()
        for index in children.indices.reversed() {
            let bounds = SceneBounds.device(children[index], m).intersection(box)
            if !later.isEmpty, later.contains(bounds) {
                cover.covered.insert(index)
                continue
            }
            // Only pixels the clip covers whole: on a rounded or fractional clip edge, a later
            // sibling is blended with what lies beneath, which must then be drawn (a corner of
            // the magic move's card as it is cut out of its page).
            if !later.isEmpty, later.overlaps(bounds),
                mayClipToShown(children[index], laterSiblings: children[(index + 1)...], matrix: m),
                let whole = clip.pixels
            {
                let part = later.intersection(whole)
                if !part.isEmpty {
                    if cover.hiddenParts.isEmpty { cover.hiddenParts = Array(repeating: nil, count: children.count) }
                    cover.hiddenParts[index] = part
                }
            }
            if index > 0 { addOpaqueCover(of: children[index], matrix: m, clip: box, to: &later) }
        }
        return cover
    }

    /// Whether `node` could paint something opaque (worth computing its cover).
    static func mayCover(_ node: SceneNode) -> Bool {
        switch node {
        case .fill(.rect, .solid(let color)), .fill(.ellipse, .solid(let color)): color.alpha >= 1
        case .group(let group): group.opacity >= 1
        default: false
        }
    }
}
