import TabBarCore

/// A rectangle of whole device pixels: `width`×`height` from (`x`, `y`). An empty box is
/// all zeros, as the constructors below make it.
public struct PixelBox: Hashable, Sendable {
    /// The left edge, in device pixels.
    public var x: Int
    /// The top edge, in device pixels.
    public var y: Int
    /// The width in device pixels.
    public var width: Int
    /// The height in device pixels.
    public var height: Int

    /// The box `width`×`height` from (`x`, `y`).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty box.
    public static let empty = PixelBox(x: 0, y: 0, width: 0, height: 0)

    /// The box between two edges, empty when they cross or are not finite, and clamped to
    /// ±2²⁴ (Cairo's range for device coordinates).
    public init(edges x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        let limit = Double(1 << 24)
        guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else {
            self = .empty
            return
        }
        let a = max(-limit, min(limit, x1)), b = max(-limit, min(limit, y1))
        let c = max(-limit, min(limit, x2)), d = max(-limit, min(limit, y2))
        guard c > a, d > b else {
            self = .empty
            return
        }
        self.init(x: Int(a), y: Int(b), width: Int(c - a), height: Int(d - b))
    }

    /// The whole pixels that `rect` touches.
    public init(touching rect: Rect) {
        self.init(
            edges: rect.minX.rounded(.down), rect.minY.rounded(.down), rect.maxX.rounded(.up), rect.maxY.rounded(.up))
    }

    /// Whether the box holds no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// The right edge: the first column past the box.
    public var maxX: Int { x + width }
    /// The bottom edge: the first row past the box.
    public var maxY: Int { y + height }

    /// The pixels in both boxes; `.empty` when there are none.
    public func intersection(_ other: PixelBox) -> PixelBox {
        let x1 = max(x, other.x), y1 = max(y, other.y)
        let x2 = min(maxX, other.maxX), y2 = min(maxY, other.maxY)
        guard x2 > x1, y2 > y1 else { return .empty }
        return PixelBox(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Whether the boxes share a pixel.
    public func intersects(_ other: PixelBox) -> Bool { !intersection(other).isEmpty }

    /// The box in device pixels as a `Rect`.
    public var rect: Rect { Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }
}
