/// A circle in logical pixels.
public struct Circle: Hashable, Sendable {
    public var center: Point
    public var radius: Double

    public init(center: Point, radius: Double) {
        self.center = center
        self.radius = radius
    }

    public func contains(_ point: Point, tolerance: Double = 0) -> Bool {
        point.distance(to: center) <= radius + tolerance
    }

    /// The square around the circle.
    public var bounds: Rect {
        Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    }
}
