/// A closed outline to fill, stroke or clip with.
public enum Shape: Hashable, Sendable {
    case rect(Rect)
    case roundedRect(Rect, radius: Double)
    case ellipse(Rect)
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
        case move(Point)
        case line(Point)
        case curve(Point, Point, Point)
        case close
    }

    public var elements: [Element]
    /// Fill with the even-odd rule, so inner sub-paths cut holes (an icon's door or play
    /// triangle); otherwise the non-zero winding rule.
    public var isEvenOdd: Bool

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
