/// How a shape is filled.
public enum Paint: Hashable, Sendable {
    case solid(Color)
    /// A linear gradient from `start` to `end`, in the drawing's coordinates.
    case linearGradient(start: Point, end: Point, stops: [GradientStop])
    /// A radial gradient from a circle of radius 0 at `center` to `radius`.
    case radialGradient(center: Point, radius: Double, stops: [GradientStop])
}

/// One colour stop of a gradient; `offset` runs from 0 to 1.
public struct GradientStop: Hashable, Sendable {
    public var offset: Double
    public var color: Color

    public init(_ offset: Double, _ color: Color) {
        self.offset = offset
        self.color = color
    }
}
