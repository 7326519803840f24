import TabBarCore

/// An affine map to device pixels, laid out and composed exactly as Cairo's `cairo_matrix_t`
/// (x' = xx·x + xy·y + x0, y' = yx·x + yy·y + y0), so that the planner's arithmetic gives the
/// very numbers the painter's context holds, to the last bit.
public struct DeviceMatrix: Equatable, Sendable {
    /// How far x' moves per unit of x.
    public var xx: Double
    /// How far y' moves per unit of x.
    public var yx: Double
    /// How far x' moves per unit of y.
    public var xy: Double
    /// How far y' moves per unit of y.
    public var yy: Double
    /// The horizontal translation.
    public var x0: Double
    /// The vertical translation.
    public var y0: Double

    /// The matrix of these six numbers, in Cairo's order.
    public init(xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double) {
        self.xx = xx
        self.yx = yx
        self.xy = xy
        self.yy = yy
        self.x0 = x0
        self.y0 = y0
    }

    /// The matrix that leaves every point where it is.
    public static let identity = DeviceMatrix(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)

    /// `t` as a matrix.
    public init(_ t: AffineTransform) {
        self.init(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    }

    /// A scale by `sx` horizontally and `sy` vertically.
    public static func scale(_ sx: Double, _ sy: Double) -> DeviceMatrix {
        DeviceMatrix(xx: sx, yx: 0, xy: 0, yy: sy, x0: 0, y0: 0)
    }

    /// A move by (`tx`, `ty`).
    public static func translation(_ tx: Double, _ ty: Double) -> DeviceMatrix {
        DeviceMatrix(xx: 1, yx: 0, xy: 0, yy: 1, x0: tx, y0: ty)
    }

    /// `self` then `next` (`cairo_matrix_multiply(result, self, next)`).
    public func then(_ next: DeviceMatrix) -> DeviceMatrix {
        let (a, b) = (self, next)
        return DeviceMatrix(
            xx: a.xx * b.xx + a.yx * b.xy, yx: a.xx * b.yx + a.yx * b.yy,
            xy: a.xy * b.xx + a.yy * b.xy, yy: a.xy * b.yx + a.yy * b.yy,
            x0: a.x0 * b.xx + a.y0 * b.xy + b.x0, y0: a.x0 * b.yx + a.y0 * b.yy + b.y0)
    }

    /// The matrix after `cairo_transform(t)`: `t` applied first. Cairo skips an identity.
    public func transformed(by t: DeviceMatrix) -> DeviceMatrix {
        t == .identity ? self : t.then(self)
    }

    /// The matrix after `cairo_scale(sx, sy)`.
    public func scaled(_ sx: Double, _ sy: Double) -> DeviceMatrix {
        Self.scale(sx, sy).then(self)
    }

    /// The matrix after `cairo_translate(tx, ty)`.
    public func translated(_ tx: Double, _ ty: Double) -> DeviceMatrix {
        Self.translation(tx, ty).then(self)
    }

    /// Where the point (x, y) lands, computed as `cairo_matrix_transform_point` does.
    public func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        (xx * x + xy * y + x0, yx * x + yy * y + y0)
    }

    /// Whether the map neither rotates nor skews.
    public var isAxisAligned: Bool { xy == 0 && yx == 0 }

    /// The whole device pixels inside `r`, for an axis-aligned map (a hair of slack for
    /// rounding).
    public func pixels(inside r: Rect) -> PixelBox {
        let x1 = (r.minX * xx + x0 - 1e-6).rounded(.up), x2 = (r.maxX * xx + x0 + 1e-6).rounded(.down)
        let y1 = (r.minY * yy + y0 - 1e-6).rounded(.up), y2 = (r.maxY * yy + y0 + 1e-6).rounded(.down)
        return PixelBox(edges: x1, y1, x2, y2)
    }

    /// The whole device pixels touching `r` (its bounding box, for any map).
    public func pixels(touching r: Rect) -> PixelBox {
        // Corner by corner, without arrays: this runs for every node of every frame.
        func x(_ x: Double, _ y: Double) -> Double { x * xx + y * xy + x0 }
        func y(_ x: Double, _ y: Double) -> Double { x * yx + y * yy + y0 }
        let xs = (x(r.minX, r.minY), x(r.maxX, r.minY), x(r.minX, r.maxY), x(r.maxX, r.maxY))
        let ys = (y(r.minX, r.minY), y(r.maxX, r.minY), y(r.minX, r.maxY), y(r.maxX, r.maxY))
        return PixelBox(
            edges: min(xs.0, xs.1, xs.2, xs.3).rounded(.down), min(ys.0, ys.1, ys.2, ys.3).rounded(.down),
            max(xs.0, xs.1, xs.2, xs.3).rounded(.up), max(ys.0, ys.1, ys.2, ys.3).rounded(.up))
    }

    /// Whether `r` lands as an axis-aligned rectangle with every edge on whole device pixels.
    public func landsOnPixels(_ r: Rect) -> Bool {
        guard isAxisAligned else { return false }
        return [r.minX * xx + x0, r.maxX * xx + x0, r.minY * yy + y0, r.maxY * yy + y0].allSatisfy {
            abs($0 - $0.rounded()) < 1e-6
        }
    }
}
