import Glibc

/// A CSS / Core Animation timing curve: the cubic Bézier from (0, 0) to (1, 1) through the
/// control points (x1, y1) and (x2, y2).
///
/// The horizontal axis is the progress of time and the vertical axis the progress of the
/// value, both as fractions 0...1 of the animation. Like CSS `cubic-bezier()`, the x
/// coordinates must lie in 0...1; that keeps x(t) monotonic, so every time has exactly one
/// value. The y coordinates may leave 0...1, which makes the value overshoot.
public struct CubicBezier: Hashable, Sendable {
    /// x of the first control point (time progress, 0...1).
    public let x1: Double
    /// y of the first control point (value progress; may leave 0...1 to overshoot).
    public let y1: Double
    /// x of the second control point (time progress, 0...1).
    public let x2: Double
    /// y of the second control point (value progress; may leave 0...1 to overshoot).
    public let y2: Double

    /// Creates the curve with control points (x1, y1) and (x2, y2), in the argument order of
    /// CSS `cubic-bezier(x1, y1, x2, y2)` and `CAMediaTimingFunction(controlPoints:)`.
    ///
    /// - Precondition: every coordinate is finite and `x1`, `x2` lie in 0...1.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        precondition(
            x1.isFinite && y1.isFinite && x2.isFinite && y2.isFinite,
            "CubicBezier control points must be finite, got (\(x1), \(y1), \(x2), \(y2))")
        precondition(
            (0...1).contains(x1) && (0...1).contains(x2),
            "CubicBezier x coordinates must lie in 0...1 (as in CSS), got x1 \(x1), x2 \(x2)")
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// The value progress at time progress `x` (clamped to 0...1).
    ///
    /// Returns exactly 0 at `x <= 0` and exactly 1 at `x >= 1`. In between it finds the curve
    /// parameter t with x(t) = x (Newton's method to `solveTolerance`, bisection when Newton
    /// stalls), then returns y(t). The error is below 1e-7 except right at a vertical
    /// tangent, where y changes like the cube root of x and no solver in Double does better.
    /// - Precondition: `x` is not NaN.
    public func value(at x: Double) -> Double {
        precondition(!x.isNaN, "CubicBezier.value(at:) needs a time progress, got NaN")
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return yAxis.value(parameter(forX: x))
    }

    /// The slope dy/dx at time progress `x` (clamped to 0...1): value progress per unit of
    /// time progress. Multiply by distance / duration to get a velocity in units per second.
    ///
    /// Where dx/dt and dy/dt both vanish (for example at x = 0 when x1 = y1 = 0) it returns
    /// the limit, by L'Hôpital's rule on higher derivatives. Where only dx/dt vanishes the
    /// tangent is vertical and the true slope infinite; it then returns the finite value
    /// dy/dt ÷ `degenerateDerivative`, so a velocity handed to a spring never becomes
    /// infinite or NaN.
    /// - Precondition: `x` is not NaN.
    public func slope(at x: Double) -> Double {
        precondition(!x.isNaN, "CubicBezier.slope(at:) needs a time progress, got NaN")
        let t = x <= 0 ? 0 : (x >= 1 ? 1 : parameter(forX: x))
        for order in 1...3 {
            let dx = xAxis.derivative(order: order, at: t)
            let dy = yAxis.derivative(order: order, at: t)
            if abs(dx) > Self.degenerateDerivative { return dy / dx }
            if abs(dy) > Self.degenerateDerivative { return dy / Self.degenerateDerivative }
        }
        // Unreachable for a valid curve: x(t) runs from 0 to 1, so its first three
        // derivatives cannot all vanish at one t. A flat curve is the safe answer.
        return 0
    }

    /// Newton's method stops once |x(t) − x| < 1e-12: five orders below the 1e-7 the
    /// animation engine asks for (also `kBezierEpsilon` in WebKit's UnitBezier and
    /// Chromium's gfx::CubicBezier), and still well above Double rounding of x(t). The
    /// bisection fallback ignores it and runs to full Double resolution.
    public static let solveTolerance = 1e-12

    /// Derivatives of x(t) or y(t) smaller than this (1e-9, relative to coefficients of
    /// order 1) count as zero in `slope(at:)`; chosen far above rounding noise (~1e-16)
    /// and far below any slope a real timing curve has.
    public static let degenerateDerivative = 1e-9

    /// Newton steps tried before bisection: 8, as in Apple's original UnitBezier (today's
    /// WebKit and Chromium take 4 from a better, spline-sampled first guess). Newton
    /// converges in 2–4 steps on ordinary curves; bisection catches the rest.
    static let newtonIterations = 8

    /// Newton gives up where |dx/dt| is below this (1e-6, the original UnitBezier's value),
    /// because a step divided by a tiny derivative jumps far away.
    static let newtonFlatDerivative = 1e-6

    /// Bisection steps: 64 halvings shrink the bracket to 5e-20, far below the 1.1e-16
    /// spacing of Doubles near 1 (the loop also stops once the midpoint stops moving).
    static let bisectionIterations = 64

    private var xAxis: BezierAxis { BezierAxis(x1, x2) }
    private var yAxis: BezierAxis { BezierAxis(y1, y2) }

    /// The curve parameter t in 0...1 with x(t) = x, for x strictly inside 0...1.
    private func parameter(forX x: Double) -> Double {
        let axis = xAxis
        // Newton's method, starting from t = x (exact for the linear curve).
        var t = x
        for _ in 0..<Self.newtonIterations {
            let error = axis.value(t) - x
            if abs(error) < Self.solveTolerance { return t }
            let derivative = axis.derivative(order: 1, at: t)
            if abs(derivative) < Self.newtonFlatDerivative { break }
            t -= error / derivative
            if !(0...1).contains(t) { break }
        }
        // Bisection: x(t) is monotonic on 0...1 because x1 and x2 lie in 0...1. Newton only
        // fails near flat spots of x(t), where y is ill-conditioned in x (a cube-root
        // singularity at a vertical tangent), so it runs to full resolution, not tolerance.
        var low = 0.0
        var high = 1.0
        for _ in 0..<Self.bisectionIterations {
            t = (low + high) / 2
            if t <= low || t >= high { break }
            let current = axis.value(t)
            if current == x { return t }
            if current < x { low = t } else { high = t }
        }
        return (low + high) / 2
    }
}

/// One coordinate of a cubic Bézier with end points 0 and 1, in power form
/// ((a·t + b)·t + c)·t, which costs three multiplications per evaluation.
private struct BezierAxis {
    let a: Double
    let b: Double
    let c: Double

    /// Coefficients of 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³ expanded in powers of t.
    init(_ p1: Double, _ p2: Double) {
        c = 3 * p1
        b = 3 * (p2 - p1) - c
        a = 1 - c - b
    }

    func value(_ t: Double) -> Double {
        ((a * t + b) * t + c) * t
    }

    /// The first, second or third derivative with respect to t.
    func derivative(order: Int, at t: Double) -> Double {
        switch order {
        case 1: return (3 * a * t + 2 * b) * t + c
        case 2: return 6 * a * t + 2 * b
        default: return 6 * a
        }
    }
}
