import Glibc

/// A 2-D affine transform with Cairo's matrix layout:
/// x' = a·x + c·y + tx, y' = b·x + d·y + ty.
public struct AffineTransform: Hashable, Sendable {
    /// How far x' moves per unit of x (the horizontal scale, with `c` the shear).
    public var a: Double
    /// How far y' moves per unit of x.
    public var b: Double
    /// How far x' moves per unit of y.
    public var c: Double
    /// How far y' moves per unit of y (the vertical scale, with `b` the shear).
    public var d: Double
    /// The horizontal translation, in logical pixels.
    public var tx: Double
    /// The vertical translation, in logical pixels.
    public var ty: Double

    /// A transform from its six coefficients, in Cairo's order (see the type).
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that leaves every point where it is.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A move by `dx` to the right and `dy` down.
    public static func translation(_ dx: Double, _ dy: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }

    /// A scale about the origin: `sx` horizontally, `sy` vertically.
    public static func scale(_ sx: Double, _ sy: Double) -> AffineTransform {
        AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `radians`, clockwise on screen (y grows downwards).
    public static func rotation(_ radians: Double) -> AffineTransform {
        AffineTransform(a: cos(radians), b: sin(radians), c: -sin(radians), d: cos(radians), tx: 0, ty: 0)
    }

    /// The transform that applies `self` first, then `other`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// `self` applied about `pivot` instead of the origin.
    public func about(_ pivot: Point) -> AffineTransform {
        AffineTransform.translation(-pivot.x, -pivot.y).concatenating(self)
            .concatenating(.translation(pivot.x, pivot.y))
    }

    /// The point `p` transformed: (a·x + c·y + tx, b·x + d·y + ty).
    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The bounding box of `rect`'s four corners after the transform.
    /// No arrays: damage and occlusion call this for every node of every frame, and four
    /// corners in arrays were a seventh of a click's frame in allocations.
    public func apply(to rect: Rect) -> Rect {
        let p1 = apply(to: Point(x: rect.minX, y: rect.minY)), p2 = apply(to: Point(x: rect.maxX, y: rect.minY))
        let p3 = apply(to: Point(x: rect.minX, y: rect.maxY)), p4 = apply(to: Point(x: rect.maxX, y: rect.maxY))
        return Rect(
            corners: Point(x: min(p1.x, p2.x, p3.x, p4.x), y: min(p1.y, p2.y, p3.y, p4.y)),
            Point(x: max(p1.x, p2.x, p3.x, p4.x), y: max(p1.y, p2.y, p3.y, p4.y)))
    }

    /// Whether the transform leaves every point where it is (exactly).
    public var isIdentity: Bool { self == .identity }

    /// Whether every coefficient is finite (checked per node per frame, so without an array).
    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// Whether something drawn under the transform can show: finite and not singular (an
    /// icon turned edge-on, a scale through zero). The renderer skips groups that fail it,
    /// and Cairo would put its whole context into an error state for them.
    public var isDrawable: Bool {
        abs(a * d - b * c) > 1e-12 && isFinite
    }
}
