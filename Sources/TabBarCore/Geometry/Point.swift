/// A point in logical pixels; y grows downwards, as in X11 and Cairo.
public struct Point: Hashable, Sendable {
    /// The distance from the left edge.
    public var x: Double
    /// The distance from the top edge.
    public var y: Double

    /// The point (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, the top-left corner.
    public static let zero = Point(x: 0, y: 0)

    /// The straight-line distance to `other`.
    public func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }

    /// The sum of two points taken as vectors.
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// The difference of two points taken as vectors: the offset from `b` to `a`.
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// The point taken as a vector, scaled by `s`.
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
}
