/// Point tests on outlines, for tools that ask what a scene shows at a point (the scene
/// probe weighing what shows through a clip, contrast checks).
extension Shape {
    /// Whether `p` lies inside the outline (edges included). A path counts with its own
    /// fill rule; curves are followed through their control points, close enough for
    /// probing.
    public func contains(_ p: Point) -> Bool {
        switch self {
        case .rect(let r):
            return p.x >= r.minX && p.x <= r.maxX && p.y >= r.minY && p.y <= r.maxY
        case .ellipse(let r):
            guard r.width > 0, r.height > 0 else { return false }
            let dx = (p.x - r.midX) / (r.width / 2), dy = (p.y - r.midY) / (r.height / 2)
            return dx * dx + dy * dy <= 1
        case .roundedRect(let r, let radius):
            guard Shape.rect(r).contains(p) else { return false }
            let rx = min(radius, r.width / 2), ry = min(radius, r.height / 2)
            guard rx > 0, ry > 0 else { return true }
            // The nearest point of the inner rectangle the corners are rounded about.
            let cx = min(max(p.x, r.minX + rx), r.maxX - rx), cy = min(max(p.y, r.minY + ry), r.maxY - ry)
            let dx = (p.x - cx) / rx, dy = (p.y - cy) / ry
            return dx * dx + dy * dy <= 1
        case .path(let path):
            let winding = path.winding(around: p)
            return path.isEvenOdd ? winding & 1 != 0 : winding != 0
        }
    }
}

extension Path {
    /// How many times the path winds around `p`, counter-clockwise positive; every sub-path
    /// is closed back to its start.
    public func winding(around p: Point) -> Int {
        var count = 0
        var start = Point.zero, last = Point.zero
        func edge(_ a: Point, _ b: Point) {
            let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
            if a.y <= p.y {
                if b.y > p.y, side > 0 { count += 1 }
            } else if b.y <= p.y, side < 0 {
                count -= 1
            }
        }
        for element in elements {
            switch element {
            case .move(let q):
                edge(last, start)
                (start, last) = (q, q)
            case .line(let q):
                edge(last, q)
                last = q
            case .curve(let c1, let c2, let q):
                edge(last, c1)
                edge(c1, c2)
                edge(c2, q)
                last = q
            case .close:
                edge(last, start)
                last = start
            }
        }
        edge(last, start)
        return count
    }
}

extension AffineTransform {
    /// The transform that undoes this one; nil when it collapses the plane (or is not finite).
    public var inverted: AffineTransform? {
        let det = a * d - b * c
        guard abs(det) > 1e-12, isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return AffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }
}
