/// How a shape is filled.
public enum Paint: Hashable, Sendable {
    /// One colour everywhere.
    case solid(Color)
    /// A linear gradient from `start` to `end`, in the drawing's coordinates.
    case linearGradient(start: Point, end: Point, stops: [GradientStop])
    /// A radial gradient from a circle of radius 0 at `center` to `radius`.
    case radialGradient(center: Point, radius: Double, stops: [GradientStop])
}

/// One colour stop of a gradient; `offset` runs from 0 to 1.
public struct GradientStop: Hashable, Sendable {
    /// Where the stop sits along the gradient, 0 (its start) ... 1 (its end).
    public var offset: Double
    /// The colour at the stop.
    public var color: Color

    /// A stop of `color` at `offset` (0...1).
    public init(_ offset: Double, _ color: Color) {
        self.offset = offset
        self.color = color
    }
}
