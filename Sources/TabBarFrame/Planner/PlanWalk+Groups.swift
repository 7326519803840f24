import TabBarCore

/// Groups: placed, clipped, faded, and their children drawn in order but for what later
/// siblings hide.
extension PlanWalk {
    mutating func drawGroup(_ group: SceneGroup) {
        guard group.opacity > 0, !group.children.isEmpty, group.transform.isDrawable else { return }
        if group.retained, store != nil { return drawRetained(group) }
        saved { walk in walk.drawGroupContent(group) }
    }

    /// The group's transform, clip, opacity and children, inside its `save`.
    private mutating func drawGroupContent(_ group: SceneGroup) {
        if !group.transform.isIdentity { transform(by: group.transform) }
        if let clip = group.clip {
            let lone = group.opacity >= 1 && group.children.count == 1
            if lone, drawInsideFractionalClip(clip, group.children[0]) { return }
            self.clip(clip)
        }
        // Group opacity needs an offscreen group only when children could overlap; a single
        // image can take the opacity directly, which is much cheaper.
        if group.opacity < 1, group.children.count == 1, case .group(var inner) = group.children[0], inner.retained,
            store != nil
        {
            // A page alone is composited from its picture at the group's opacity, the same
            // pixels within rounding: an offscreen group for it would be as large as the page
            // (33 MB mapped and faulted in on every frame of a 4K bubble, a third of the
            // frame). Only a picture: drawn from scratch, the page's own group would be pushed
            // under this clip and the clip's antialiased edge applied twice.
            inner.opacity *= group.opacity
            drawGroup(inner)
        } else if group.opacity < 1, group.children.count == 1,
            case .image(let ref, let frame, let rendering, let opacity) = group.children[0]
        {
            step(.node(.image(ref, frame: frame, rendering: rendering, opacity: opacity * group.opacity)))
        } else if group.opacity < 1 {
            drawFaded(group)
        } else {
            drawChildren(group.children)
        }
    }

    /// A group of several children at an opacity below 1, through an offscreen group. Its
    /// surface is as large as the clip: it is bound by what the children may touch, on whole
    /// device pixels, or a faded hover mark under a sliding page's damage would get (and
    /// page-fault in) a surface the size of the page every frame.
    private mutating func drawFaded(_ group: SceneGroup) {
        let inner = group.children.reduce(Rect.zero) { $0.union(SceneBounds.quick($1)) }
        clip(PixelRegion(context.matrix.pixels(touching: inner.insetBy(dx: -1, dy: -1))))
        // What is drawn into the group reaches the surface only through it.
        let area = directArea
        directArea = nil
        step(.pushGroup)
        context.inGroup = true
        for child in group.children { draw(child) }
        step(.popGroup(opacity: group.opacity))
        directArea = area
    }

    /// The children of an opaque group, each but those later siblings cover whole, and each
    /// clipped to what later siblings leave of it where that is exact.
    private mutating func drawChildren(_ children: [SceneNode]) {
        let cover = rules.laterCover(of: children, matrix: context.matrix, clip: context.clip)
        let tints =
            directArea == nil
            ? [:] : rules.hostTints(of: children, matrix: context.matrix, clip: context.clip, inGroup: context.inGroup)
        let siblings = directArea.map {
            rules.laterSiblings(children, inside: $0, passing: tints, matrix: context.matrix)
        }
        let area = directArea
        for (index, child) in children.enumerated() where !cover.covered.contains(index) {
            // A picture left to a direct copy must have nothing drawn over it, not even by its
            // later siblings (a magic move's snapshot over the page beneath), but for tints
            // the host lays over it.
            directArea = siblings?[index]
            if let tint = tints[index] {
                drawTint(tint, child, hiding: cover.hidden(index))
                continue
            }
            guard let hidden = cover.hidden(index) else {
                draw(child)
                continue
            }
            // Only where later siblings leave it: the page beneath a magic move's card was
            // copied under the whole card on every frame, then painted over.
            drawClipped(child, hiding: hidden)
        }
        directArea = area
    }

    /// Plans `node` only outside `hidden` (device pixels that later siblings paint opaque),
    /// clipped to the whole-pixel rectangles of its box that are left.
    mutating func drawClipped(_ node: SceneNode, hiding hidden: PixelRegion) {
        let shows = PixelRegion(SceneBounds.device(node, context.matrix).intersection(context.clip.extents))
            .subtracting(hidden)
        guard !shows.isEmpty else { return }
        saved { walk in
            walk.clip(shows)
            walk.draw(node)
        }
    }
}
