/// An axis-aligned rectangle in logical pixels.
public struct Rect: Hashable, Sendable {
    /// The top-left corner (y grows downwards).
    public var origin: Point
    /// The width and height; a rectangle with either at 0 or below is empty.
    public var size: Size

    /// A rectangle at `origin`, `size` large.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle whose top-left corner is (`x`, `y`), `width` × `height` large.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle spanning two opposite corners, in any order.
    public init(corners a: Point, _ b: Point) {
        self.init(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge: `minX + width`.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge: `minY + height`.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width, as `size.width`.
    public var width: Double { size.width }
    /// The height, as `size.height`.
    public var height: Double { size.height }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }
    /// Whether the rectangle covers no area (a width or height of 0 or less).
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// True when `point` lies inside; the right and bottom edges are outside, like a pixel grid.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether the two rectangles share some area; touching edges and empty rectangles do not.
    public func intersects(_ other: Rect) -> Bool {
        !isEmpty && !other.isEmpty && minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The smallest rectangle holding both; an empty rectangle counts as nothing.
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return Rect(
            corners: Point(x: min(minX, other.minX), y: min(minY, other.minY)),
            Point(x: max(maxX, other.maxX), y: max(maxY, other.maxY)))
    }

    /// The overlap of both, or `.zero` when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle with each edge moved inwards by `insets` (outwards for negative insets).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// The rectangle with its left and right edges moved inwards by `dx` and its top and bottom
    /// edges by `dy` (outwards for negative values); the centre stays.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The same rectangle moved `dx` to the right and `dy` down.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rectangle scaled about the origin, e.g. from logical to device pixels.
    public func scaled(by s: Double) -> Rect {
        Rect(x: minX * s, y: minY * s, width: width * s, height: height * s)
    }

    /// The smallest rectangle on whole pixels that covers this one (rounds outwards).
    public var integral: Rect {
        guard !isEmpty else { return .zero }
        let x0 = minX.rounded(.down), y0 = minY.rounded(.down)
        return Rect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
    }

    /// A rectangle of `size` centred on `center`.
    public static func centered(at center: Point, size: Size) -> Rect {
        Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// Linear interpolation between two rectangles, edge by edge.
    public static func lerp(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
        Rect(
            x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
            width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
    }
}
