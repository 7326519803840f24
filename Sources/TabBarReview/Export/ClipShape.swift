import TabBarCore

/// Which clips a Lottie mask draws exactly: a rectangle, rounded or not, an ellipse, and a
/// union of rectangles that leaves one rectangular hole in their bounds (the colourful
/// mask's outside), which is that hole, inverted.
enum ClipShape {
    static func mask(for shape: Shape) -> (shape: Shape, inverted: Bool)? {
        guard case .path(let path) = shape else { return (shape, false) }
        guard let rects = rectangles(path) else { return nil }
        return hole(in: rects).map { (.rect($0), true) }
    }

    /// The rectangles a path draws as closed axis-aligned quadrilaterals, or nil.
    static func rectangles(_ path: Path) -> [Rect]? {
        var rects: [Rect] = [], points: [Point] = []
        for element in path.elements {
            switch element {
            case .move(let p):
                guard points.isEmpty else { return nil }
                points = [p]
            case .line(let p): points.append(p)
            case .curve: return nil
            case .close:
                guard points.count == 4 else { return nil }
                let xs = Set(points.map(\.x)), ys = Set(points.map(\.y))
                guard xs.count == 2, ys.count == 2, let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(),
                    let y1 = ys.max()
                else { return nil }
                rects.append(Rect(corners: Point(x: x0, y: y0), Point(x: x1, y: y1)))
                points = []
            }
        }
        return points.isEmpty && !rects.isEmpty ? rects : nil
    }

    /// The one rectangle of `rects`' bounds that none of them covers; an empty rectangle when
    /// they cover it all; nil when what is left is not one rectangle.
    static func hole(in rects: [Rect]) -> Rect? {
        let xs = Set(rects.flatMap { [$0.minX, $0.maxX] }).sorted()
        let ys = Set(rects.flatMap { [$0.minY, $0.maxY] }).sorted()
        var uncovered: [Rect] = []
        for (x0, x1) in zip(xs, xs.dropFirst()) {
            for (y0, y1) in zip(ys, ys.dropFirst()) {
                let mid = Point(x: (x0 + x1) / 2, y: (y0 + y1) / 2)
                if !rects.contains(where: { $0.contains(mid) }) {
                    uncovered.append(Rect(corners: Point(x: x0, y: y0), Point(x: x1, y: y1)))
                }
            }
        }
        guard let first = uncovered.first else { return Rect(x: xs[0], y: ys[0], width: 0, height: 0) }
        let bounds = uncovered.dropFirst().reduce(first) { $0.union($1) }
        let area = uncovered.reduce(0) { $0 + $1.width * $1.height }
        return abs(area - bounds.width * bounds.height) <= 1e-9 * max(1, area) ? bounds : nil
    }
}
