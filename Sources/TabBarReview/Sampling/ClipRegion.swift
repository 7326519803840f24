import TabBarCore

/// One clip of a scene as a region of the window: its shape in the group's own
/// coordinates and the map from the window back into them, so a window point can be
/// tested against it exactly (a colourful mask's rectangle, a curl's polygon, a bubble).
struct ClipRegion {
    var shape: Shape
    /// Window → the shape's coordinates; nil when the group's transform collapses it.
    var inverse: AffineTransform?
    /// The region as window rectangles that meet only at their edges, when it is one (a
    /// rectangle or a path of rectangles, unturned): then areas are exact.
    var rectangles: [Rect]?

    init(_ shape: Shape, transform: AffineTransform) {
        self.shape = shape
        inverse = transform.inverted
        guard transform.b == 0, transform.c == 0 else { return }
        switch shape {
        case .rect(let rect): rectangles = [transform.apply(to: rect)]
        case .path(let path) where !path.isEvenOdd: rectangles = Self.rectangles(in: path)?.map(transform.apply(to:))
        default: break
        }
    }

    func contains(_ point: Point) -> Bool {
        guard let inverse else { return false }
        return shape.contains(inverse.apply(to: point))
    }

    /// The rectangles a path is made of, when it is only closed, level rectangles (the
    /// colourful mask's outside); nil otherwise. Such rectangles are taken to meet only at
    /// their edges, as `MaskReveal.outside` draws them.
    static func rectangles(in path: Path) -> [Rect]? {
        var rects: [Rect] = []
        var corners: [Point] = []
        for element in path.elements {
            switch element {
            case .move(let p) where corners.isEmpty: corners = [p]
            case .line(let p) where !corners.isEmpty: corners.append(p)
            case .close:
                let xs = Set(corners.map(\.x)), ys = Set(corners.map(\.y))
                guard corners.count == 4, xs.count == 2, ys.count == 2, let x = xs.min(), let y = ys.min() else {
                    return nil
                }
                rects.append(Rect(x: x, y: y, width: xs.max()! - x, height: ys.max()! - y))
                corners = []
            default: return nil
            }
        }
        return corners.isEmpty ? rects : nil
    }

    /// The window area of `bounds` (local, under `screen`) that shows through `clips`:
    /// exact for rectangles, else from a grid of 16 × 16 probe points (the curl's slanted
    /// fold, a bubble).
    static func visibleArea(_ bounds: Rect, screen: AffineTransform, clips: [ClipRegion]) -> Double {
        let area = abs(screen.a * screen.d - screen.b * screen.c) * bounds.width * bounds.height
        guard area > 0 else { return 0 }
        guard !clips.isEmpty else { return area }
        if screen.b == 0, screen.c == 0, clips.allSatisfy({ $0.rectangles != nil }) {
            var pieces = [screen.apply(to: bounds)]
            for clip in clips {
                pieces = pieces.flatMap { piece in
                    clip.rectangles!.map { $0.intersection(piece) }.filter { !$0.isEmpty }
                }
            }
            return pieces.reduce(0) { $0 + $1.width * $1.height }
        }
        let steps = 16
        var inside = 0
        for i in 0..<steps {
            for j in 0..<steps {
                let local = Point(
                    x: bounds.minX + bounds.width * (Double(i) + 0.5) / Double(steps),
                    y: bounds.minY + bounds.height * (Double(j) + 0.5) / Double(steps))
                let point = screen.apply(to: local)
                if clips.allSatisfy({ $0.contains(point) }) { inside += 1 }
            }
        }
        return area * Double(inside) / Double(steps * steps)
    }
}
