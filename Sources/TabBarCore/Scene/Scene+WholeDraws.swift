/// Damage that cuts no text: Cairo rounds glyphs cut by a clip's edge differently from
/// glyphs drawn whole (up to 37/255 at an ascender's tip), so a title repainted in part
/// would leave the window showing a frame that drawing it whole does not give (the
/// headless window, a screenshot, the frame at rest). The renderer says which runs it
/// draws directly (`SceneRenderer.uncut`); this widens the damage to take them in whole.
extension Scene {
    /// `damage` (logical pixels) grown by every one of `texts` it cuts and every backdrop
    /// blur it touches, until it cuts none.
    public func widened(_ damage: [Rect], toTake texts: [Rect]) -> [Rect] {
        let full = Rect(origin: .zero, size: size)
        let texts = texts.map { $0.integral.intersection(full) }.filter { !$0.isEmpty }
        var rects = coveringBackdrops(damage)
        // A few rounds at most: a run taken in can cut a neighbour, rarely more.
        for _ in 0..<8 {
            let cut = texts.filter { text in
                rects.contains { $0.intersects(text) } && !rects.contains { $0.union(text) == $0 }
            }
            guard !cut.isEmpty else { break }
            rects = coveringBackdrops(DamageRegion.merge(rects + cut))
        }
        return rects
    }
}

extension SceneNode {
    /// Appends where each text run in this node may draw, through `transform` (this node's
    /// parent's, in scene coordinates) and the groups' own transforms, within their clips;
    /// runs inside retained groups only unless `skippingRetained` (their pictures hold them).
    public func collectTextBounds(
        _ transform: AffineTransform = .identity, within clip: Rect? = nil, skippingRetained: Bool,
        into found: inout [Rect]
    ) {
        switch self {
        case .text:
            let box = transform.apply(to: bounds)
            found.append(clip.map { box.intersection($0) } ?? box)
        case .group(let group):
            guard group.opacity > 0, !(skippingRetained && group.retained), group.children.contains(where: \.drawsText)
            else { return }
            let inner = group.transform.concatenating(transform)
            var within = clip
            if let shape = group.clip {
                let box = inner.apply(to: shape.bounds)
                within = within.map { $0.intersection(box) } ?? box
            }
            for child in group.children {
                child.collectTextBounds(inner, within: within, skippingRetained: skippingRetained, into: &found)
            }
        case .fill, .stroke, .image, .backdropBlur: break
        }
    }

    /// Whether any text run is in this node.
    var drawsText: Bool {
        switch self {
        case .text: true
        case .group(let group): group.children.contains { $0.drawsText }
        case .fill, .stroke, .image, .backdropBlur: false
        }
    }
}
