import Glibc

/// Two cubic Béziers that meet at a shared midpoint, as Flutter's `ThreePointCubic`
/// (flutter/flutter `packages/flutter/lib/src/animation/curves.dart`).
///
/// The curve runs (0, 0) → midpoint → (1, 1). Each half is an ordinary timing Bézier whose
/// control points are normalised into its own sub-box, exactly as Flutter builds a `Cubic`
/// per half; the halves' values are then scaled back out of the box. Time and value are
/// progress fractions 0...1.
struct ThreePointCubic: Hashable, Sendable {
    /// The shared point's time progress, strictly inside 0...1.
    let midX: Double
    /// The shared point's value progress, strictly inside 0...1.
    let midY: Double
    /// The curve from (0, 0) to the midpoint, normalised to the unit box.
    let first: CubicBezier
    /// The curve from the midpoint to (1, 1), normalised to the unit box.
    let second: CubicBezier

    /// Creates the curve from Flutter's five points: `a1`, `b1` control the first half,
    /// `midpoint` is shared, and `a2`, `b2` control the second half (all as (x, y) in
    /// progress units).
    /// - Precondition: the midpoint lies strictly inside the unit square, and the
    ///   normalised control points have x in 0...1 (checked by `CubicBezier`).
    init(
        a1: (x: Double, y: Double), b1: (x: Double, y: Double),
        midpoint: (x: Double, y: Double),
        a2: (x: Double, y: Double), b2: (x: Double, y: Double)
    ) {
        precondition(
            midpoint.x > 0 && midpoint.x < 1 && midpoint.y > 0 && midpoint.y < 1,
            "ThreePointCubic midpoint must lie inside the unit square, got \(midpoint)")
        midX = midpoint.x
        midY = midpoint.y
        // Flutter: Cubic(a1.dx / scaleX, a1.dy / scaleY, b1.dx / scaleX, b1.dy / scaleY)
        // with scaleX, scaleY = midpoint for the first half…
        first = CubicBezier(a1.x / midX, a1.y / midY, b1.x / midX, b1.y / midY)
        // …and the offsets from the midpoint over (1 − midpoint) for the second half.
        let width = 1 - midX
        let height = 1 - midY
        second = CubicBezier(
            (a2.x - midX) / width, (a2.y - midY) / height,
            (b2.x - midX) / width, (b2.y - midY) / height)
    }

    /// Value progress at time progress `x` in 0...1. Like Flutter, `x == midX` already
    /// belongs to the second half, whose value there is exactly `midY`.
    func value(at x: Double) -> Double {
        if x < midX {
            return first.value(at: x / midX) * midY
        }
        return second.value(at: (x - midX) / (1 - midX)) * (1 - midY) + midY
    }

    /// d value / d time at time progress `x` in 0...1: the half's own slope, scaled by its
    /// box's height over width.
    func slope(at x: Double) -> Double {
        if x < midX {
            return first.slope(at: x / midX) * midY / midX
        }
        return second.slope(at: (x - midX) / (1 - midX)) * (1 - midY) / (1 - midX)
    }
}
