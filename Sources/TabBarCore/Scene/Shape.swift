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
        var points: [Point] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .curve(let a, let b, let c): points += [a, b, c]
            case .close: break
            }
        }
        guard let first = points.first else { return .zero }
        return points.dropFirst().reduce(Rect(origin: first, size: .zero)) { box, p in
            Rect(
                corners: Point(x: min(box.minX, p.x), y: min(box.minY, p.y)),
                Point(x: max(box.maxX, p.x), y: max(box.maxY, p.y)))
        }
    }
}
