/// A closed outline to fill, stroke or clip with.
public enum Shape: Hashable, Sendable {
    /// A rectangle.
    case rect(Rect)
    /// A rectangle with circular corners of `radius` logical pixels.
    case roundedRect(Rect, radius: Double)
    /// The ellipse inscribed in a rectangle (a circle in a square).
    case ellipse(Rect)
    /// Any outline.
    case path(Path)

    /// The smallest rectangle holding the outline.
    public var bounds: Rect {
        switch self {
        case .rect(let r), .roundedRect(let r, _), .ellipse(let r): return r
        case .path(let p): return p.bounds
        }
    }
}

/// A path of straight and cubic segments.
public struct Path: Hashable, Sendable {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new sub-path at a point.
        case move(Point)
        /// A straight segment to a point.
        case line(Point)
        /// A cubic Bézier segment through two control points to the third point.
        case curve(Point, Point, Point)
        /// A straight segment back to the sub-path's start, closing it.
        case close
    }

    /// The steps, in order.
    public var elements: [Element]
    /// Fill with the even-odd rule, so inner sub-paths cut holes (an icon's door or play
    /// triangle); otherwise the non-zero winding rule.
    public var isEvenOdd: Bool

    /// A path of `elements`, filled with the even-odd rule when `evenOdd`.
    public init(_ elements: [Element] = [], evenOdd: Bool = false) {
        self.elements = elements
        self.isEvenOdd = evenOdd
    }

    /// A polygon through `points`, closed.
    public static func polygon(_ points: [Point]) -> Path {
        guard let first = points.first else { return Path() }
        return Path([.move(first)] + points.dropFirst().map { .line($0) } + [.close])
    }

    /// The bounds of every point, control points included (a safe over-estimate).
    public var bounds: Rect {
        // Point by point, without collecting them: the colourful mask's paths are measured
        // on every frame.
        var box: Rect?
        func add(_ p: Point) {
            guard let b = box else {
                box = Rect(origin: p, size: .zero)
                return
            }
            box = Rect(
                corners: Point(x: min(b.minX, p.x), y: min(b.minY, p.y)),
                Point(x: max(b.maxX, p.x), y: max(b.maxY, p.y)))
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .curve(let a, let b, let c):
                add(a)
                add(b)
                add(c)
            case .close: break
            }
        }
        return box ?? .zero
    }
}
