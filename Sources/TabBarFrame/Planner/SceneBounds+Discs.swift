import TabBarCore

/// What a node may touch: its device box, and for discs, rows of pixels. A bubble's
/// opaque circle hides the page under it, and leaves the rest of that page to direct copies.
///
/// A bounding box says a disc may touch its whole square. A bubble's square covers the
/// window long before its disc does, so everything under the square was composited into
/// the buffer on every frame, and a disc that is not a rectangle covered nothing. Cut into
/// bands of rows, a disc touches (`outer`) and covers whole (`inner`) a stack of
/// rectangles that follows its edge within a band's height.
extension SceneBounds {
    /// Rows per band: at most a few hundred rectangles for a 4K window's disc.
    static let discBandRows = 8
    /// Device pixels kept clear of the disc's edge: Cairo flattens an arc into lines within
    /// a tenth of a pixel, and antialiases the pixels the edge crosses.
    static let discEdgeMargin = 1.0

    /// The device pixels of the ellipse `r` under the axis-aligned `m`, within `clip`:
    /// those it covers whole (`inner`), or every one it may touch.
    static func discBands(_ r: Rect, _ m: DeviceMatrix, clip: PixelBox, inner: Bool) -> PixelRegion {
        let cx = r.midX * m.xx + m.x0, cy = r.midY * m.yy + m.y0
        let rx = abs(r.width / 2 * m.xx), ry = abs(r.height / 2 * m.yy)
        guard rx > 0, ry > 0, rx.isFinite, ry.isFinite, cx.isFinite, cy.isFinite else {
            return inner ? PixelRegion() : PixelRegion(m.pixels(touching: r).intersection(clip))
        }
        let top = max(Int((cy - ry).rounded(.down)), clip.y)
        let bottom = min(Int((cy + ry).rounded(.up)), clip.maxY)
        var boxes: [PixelBox] = []
        var y0 = top
        while y0 < bottom {
            let y1 = min(y0 + discBandRows, bottom)
            let near = abs(Double(y0) - cy), far = abs(Double(y1) - cy)
            // Inner: the band's row farthest from the centre is the narrowest; outer: the
            // nearest (the centre row itself when the band holds it) is the widest.
            let dy = inner ? max(near, far) : (Double(y0) <= cy && cy <= Double(y1) ? 0 : min(near, far))
            if dy < ry {
                let half = rx * (1 - (dy / ry) * (dy / ry)).squareRoot()
                let reach = inner ? half - discEdgeMargin : half + discEdgeMargin
                let x0 = inner ? (cx - reach).rounded(.up) : (cx - reach).rounded(.down)
                let x1 = inner ? (cx + reach).rounded(.down) : (cx + reach).rounded(.up)
                boxes.append(PixelBox(edges: x0, Double(y0), x1, Double(y1)).intersection(clip))
            }
            y0 = y1
        }
        return PixelRegion(boxes: boxes)
    }

    /// The device pixels `node` may touch under `m`: its device box, but a disc's bands, and
    /// for a small plain group over a disc (a bubble's circle in its clip), its children's.
    static func reach(_ node: SceneNode, _ m: DeviceMatrix) -> PixelRegion {
        switch node {
        case .fill(.ellipse(let r), _) where m.xy == 0 && m.yx == 0:
            return discBands(r, m, clip: m.pixels(touching: r), inner: false)
        case .group(let group) where holdsDisc(node, depth: 3):
            let inner = DeviceMatrix(group.transform).then(m)
            var reach = PixelRegion()
            for child in group.children { reach.add(Self.reach(child, inner)) }
            if let clip = group.clip { reach.intersect(inner.pixels(touching: clip.bounds)) }
            return reach
        default:
            return PixelRegion(device(node, m))
        }
    }

    /// Whether `node` is a disc, or a plain group of a few children over one within `depth`
    /// levels: only those are worth more than a box (a page's hundreds of nodes are not).
    static func holdsDisc(_ node: SceneNode, depth: Int) -> Bool {
        switch node {
        case .fill(.ellipse, _): return true
        case .group(let group):
            guard depth > 0, !group.retained, group.children.count <= 4 else { return false }
            return group.children.contains { holdsDisc($0, depth: depth - 1) }
        default: return false
        }
    }
}
