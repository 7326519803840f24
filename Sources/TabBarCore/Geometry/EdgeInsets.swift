/// Distances inwards from each edge of a rectangle, in logical pixels.
/// Negative values grow the rectangle, as UIKit's insets do.
public struct EdgeInsets: Hashable, Sendable {
    /// The distance inwards from the top edge.
    public var top: Double
    /// The distance inwards from the left edge.
    public var left: Double
    /// The distance inwards from the bottom edge.
    public var bottom: Double
    /// The distance inwards from the right edge.
    public var right: Double

    /// Insets of the given distances, 0 for those not given.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets()
}
