/// A circle in logical pixels.
public struct Circle: Hashable, Sendable {
    /// The centre.
    public var center: Point
    /// The radius, in logical pixels.
    public var radius: Double

    /// A circle about `center` with `radius`.
    public init(center: Point, radius: Double) {
        self.center = center
        self.radius = radius
    }

    /// Whether `point` lies inside or on the circle, or within `tolerance` pixels outside it.
    public func contains(_ point: Point, tolerance: Double = 0) -> Bool {
        point.distance(to: center) <= radius + tolerance
    }

    /// The square around the circle.
    public var bounds: Rect {
        Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    }
}
