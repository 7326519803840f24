import CCairo
import TabBarCore

/// What a node may touch: its device box, and for discs, rows of pixels. A bubble's
/// opaque circle hides the page under it, and leaves the rest of that page to direct copies.
///
/// A bounding box says a disc may touch its whole square. A bubble's square covers the
/// window long before its disc does, so everything under the square was composited into
/// the buffer on every frame, and a disc that is not a rectangle covered nothing. Cut into
/// bands of rows, a disc touches (`outer`) and covers whole (`inner`) a stack of
/// rectangles that follows its edge within a band's height.
extension SceneRenderer {
    /// Rows per band: at most a few hundred rectangles for a 4K window's disc.
    static let discBandRows = 8
    /// Device pixels kept clear of the disc's edge: Cairo flattens an arc into lines within
    /// a tenth of a pixel, and antialiases the pixels the edge crosses.
    static let discEdgeMargin = 1.0

    /// The device pixels of the ellipse `r` under the axis-aligned `m`, within `clip`:
    /// those it covers whole (`inner`), or every one it may touch.
    static func discBands(_ r: Rect, _ m: cairo_matrix_t, clip: cairo_rectangle_int_t, inner: Bool) -> PixelRegion {
        let cx = r.midX * m.xx + m.x0, cy = r.midY * m.yy + m.y0
        let rx = abs(r.width / 2 * m.xx), ry = abs(r.height / 2 * m.yy)
        guard rx > 0, ry > 0, rx.isFinite, ry.isFinite, cx.isFinite, cy.isFinite else {
            return inner ? PixelRegion() : PixelRegion(intersect(outer(r, m), clip))
        }
        let top = max(Int((cy - ry).rounded(.down)), Int(clip.y))
        let bottom = min(Int((cy + ry).rounded(.up)), Int(clip.y + clip.height))
        var boxes: [cairo_rectangle_int_t] = []
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
                let band = box(x0, Double(y0), x1, Double(y1))
                boxes.append(intersect(band, clip))
            }
            y0 = y1
        }
        return PixelRegion(boxes: boxes)
    }

    /// The device box of everything `node` may touch under `m`, on whole pixels.
    static func deviceBounds(of node: SceneNode, matrix m: cairo_matrix_t) -> cairo_rectangle_int_t {
        outer(quickBounds(of: node), m)
    }

    /// A bounding box of `node` that stops at clips: a page's clip bounds it, so its
    /// hundreds of nodes need not be visited every frame. Never smaller than `node.bounds`.
    /// A path clip is cut to its children, which are few: the colourful mask draws an
    /// item's unselected look through everything but the mask, a path reaching 10,000
    /// pixels past the bar, and counting all of it made each item seem to cover the page
    /// (no direct copies of it, and every item drawn for any damage).
    static func quickBounds(of node: SceneNode) -> Rect {
        guard case .group(let group) = node else { return node.bounds }
        func children() -> Rect { group.children.reduce(Rect.zero) { $0.union(quickBounds(of: $1)) } }
        let inner: Rect
        switch group.clip {
        case nil: inner = children()
        case .path(let path)?: inner = path.bounds.intersection(children())
        case let clip?: inner = clip.bounds
        }
        return group.transform.apply(to: inner)
    }

    /// The device pixels `node` may touch under `m`: its device box, but a disc's bands, and
    /// for a small plain group over a disc (a bubble's circle in its clip), its children's.
    static func deviceReach(of node: SceneNode, matrix m: cairo_matrix_t) -> PixelRegion {
        switch node {
        case .fill(.ellipse(let r), _) where m.xy == 0 && m.yx == 0:
            return discBands(r, m, clip: outer(r, m), inner: false)
        case .group(let group) where holdsDisc(node, depth: 3):
            let inner = placing(group.transform, under: m)
            let reach = PixelRegion()
            for child in group.children { reach.add(deviceReach(of: child, matrix: inner)) }
            if let clip = group.clip { reach.intersect(PixelRegion(outer(clip.bounds, inner))) }
            return reach
        default:
            return PixelRegion(deviceBounds(of: node, matrix: m))
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
