import Glibc

/// One spring animation of a scalar: a value released at `from` with `initialVelocity`,
/// pulled towards `to` by `spring`. A value type that maps time to position; the caller
/// passes the time (seconds since the motion started) and owns the clock.
///
/// The motion counts as settled once it stays within `Spring.settleEpsilon` of its scale,
/// where the scale is the larger of the distance |to − from| and |initialVelocity| / ω0
/// (the excursion that velocity alone would cause). The second term keeps a motion that
/// starts on its target but still moving, as after a retarget, from settling at once; a
/// motion with neither distance nor velocity is settled from the start.
public struct SpringMotion: Hashable, Sendable {
    /// The spring that drives the motion.
    public let spring: Spring
    /// Start value, in the animated property's units.
    public let from: Double
    /// Target value, in the animated property's units.
    public let to: Double
    /// Velocity at the start, in property units per second (absolute, not normalised).
    public let initialVelocity: Double
    /// The closed-form displacement from `to`.
    private let solution: SpringSolution
    /// Cached `settlingTime`, so `isSettled(at:)` stays cheap every frame.
    private let settleTime: Double

    /// Creates a motion from `from` to `to` starting with `initialVelocity` (units per
    /// second, positive towards larger values).
    /// - Precondition: the spring is valid (see `Spring.init`), and `from`, `to`,
    ///   `initialVelocity` and the distance are finite.
    public init(spring: Spring, from: Double, to: Double, initialVelocity: Double = 0) {
        precondition(
            from.isFinite && to.isFinite && (to - from).isFinite && initialVelocity.isFinite,
            "SpringMotion needs finite values, got from \(from) to \(to) velocity \(initialVelocity)")
        self.spring = spring
        self.from = from
        self.to = to
        self.initialVelocity = initialVelocity
        solution = SpringSolution(spring: spring, displacement: from - to, velocity: initialVelocity)
        let scale = max(abs(to - from), abs(initialVelocity) / spring.naturalFrequency)
        settleTime = scale > 0 ? solution.settlingTime(threshold: Spring.settleEpsilon * scale) : 0
    }

    /// The motion UIKit's `animate(withDuration:delay:usingSpringWithDamping:
    /// initialSpringVelocity:)` describes, with the spring of
    /// `Spring(dampingRatio:duration:)`.
    ///
    /// - Parameters:
    ///   - from: the start value, in the property's units.
    ///   - to: the target value, in the property's units.
    ///   - duration: seconds until a motion released at rest has settled.
    ///   - dampingRatio: ζ; the default 0.5 is the seed libraries' (HYBControllerTransitions
    ///     `damp`).
    ///   - relativeVelocity: initial velocity normalised by the distance, as UIKit documents:
    ///     "a value of 1 corresponds to the total animation distance traversed in one
    ///     second". The default 2.0 is the seeds' (1.0 / 0.5). A velocity towards the
    ///     target can shorten or lengthen the settle; `settlingTime` reports the real one.
    public static func uiKit(
        from: Double, to: Double, duration: Double,
        dampingRatio: Double = 0.5, relativeVelocity: Double = 2.0
    ) -> SpringMotion {
        SpringMotion(
            spring: Spring(dampingRatio: dampingRatio, duration: duration),
            from: from, to: to, initialVelocity: relativeVelocity * (to - from))
    }

    /// The value at `t` seconds since the start. `t <= 0` gives exactly `from`; `t = +∞`
    /// gives `to` (for an undamped spring, which has no limit, as well).
    /// - Precondition: `t` is not NaN.
    public func value(at t: Double) -> Double {
        precondition(!t.isNaN, "SpringMotion.value(at:) needs a time in seconds, got NaN")
        if t <= 0 { return from }
        if t == .infinity { return to }
        return to + solution.displacement(at: t)
    }

    /// The velocity in units per second at `t` seconds since the start. `t <= 0` gives
    /// exactly `initialVelocity` and `t = +∞` gives 0.
    /// - Precondition: `t` is not NaN.
    public func velocity(at t: Double) -> Double {
        precondition(!t.isNaN, "SpringMotion.velocity(at:) needs a time in seconds, got NaN")
        if t <= 0 { return initialVelocity }
        if t == .infinity { return 0 }
        return solution.velocity(at: t)
    }

    /// Seconds after which the value stays within `Spring.settleEpsilon` × scale of `to`
    /// (see the type); 0 for a motion with no distance and no velocity, and `.infinity` for
    /// an undamped spring that moves. For ζ < 1 it is an upper bound from the decay envelope.
    public var settlingTime: Double {
        settleTime
    }

    /// Seconds after which the value stays within `tolerance` (in the property's units) of
    /// `to`: the exact moment, where `settlingTime` is a bound. 0 if it never leaves it.
    /// - Precondition: `tolerance > 0`.
    public func settlingTime(within tolerance: Double) -> Double {
        precondition(tolerance > 0, "SpringMotion.settlingTime(within:) needs a tolerance > 0, got \(tolerance)")
        return solution.exactSettlingTime(threshold: tolerance)
    }

    /// Whether the motion has settled at `t` seconds, that is `t >= settlingTime`; from then
    /// on the caller may snap to `to` and stop asking for frames.
    /// - Precondition: `t` is not NaN.
    public func isSettled(at t: Double) -> Bool {
        precondition(!t.isNaN, "SpringMotion.isSettled(at:) needs a time in seconds, got NaN")
        return t >= settleTime
    }

    /// A new motion, with the same spring, that starts where this one is at `t` seconds,
    /// with its velocity, and heads for `newTarget`. Value and velocity are continuous:
    /// the new motion's value and velocity at 0 equal this one's at `t`. Its time starts at
    /// 0 at the moment of the retarget.
    /// - Precondition: `t` is not NaN and `newTarget` is finite.
    public func retargeted(at t: Double, to newTarget: Double) -> SpringMotion {
        SpringMotion(spring: spring, from: value(at: t), to: newTarget, initialVelocity: velocity(at: t))
    }
}
