/// How long a transition runs and how its progress moves: a tween (HYBBaseTransition's
/// default: 0.5 s, UIKit's ease-in-out) or, with `spring`, HYB's spring (damping ratio
/// 0.5, initial velocity 2.0 = 1.0 / 0.5, seed-libraries.md §3.1), which overshoots.
/// A value type: the caller passes the elapsed time and owns the clock.
public struct TransitionTiming: Hashable, Sendable {
    /// Seconds: the tween's length, or the time a spring released at rest would take to
    /// settle (`Spring(dampingRatio:duration:)`). HYB's default is 0.5.
    public var duration: Double
    /// Whether progress follows a spring instead of the ease-in-out curve (HYB
    /// `animatedWithSpring`, default NO).
    public var spring: Bool
    /// The spring's damping ratio ζ; below 1 it overshoots. HYB `damp`, 0.5.
    public var dampingRatio: Double
    /// The spring's initial velocity relative to the whole distance per second, as UIKit's
    /// `initialSpringVelocity`. HYB passes 1.0 / 0.5 = 2.0.
    public var initialVelocity: Double
    /// The tween's timing curve (UIKit's ease-in-out by default; `navigation.curve`, which the
    /// timeline panel's Bézier handles edit).
    public var curve: TimingCurve

    /// A timing: HYB's defaults, a 0.5 s ease-in-out tween, unless told otherwise.
    public init(
        duration: Double = 0.5, spring: Bool = false, dampingRatio: Double = 0.5,
        initialVelocity: Double = 2.0, curve: TimingCurve = .easeInEaseOut
    ) {
        self.duration = duration
        self.spring = spring
        self.dampingRatio = dampingRatio
        self.initialVelocity = initialVelocity
        self.curve = curve
    }

    /// HYB's spring with its defaults.
    public static let seedSpring = TransitionTiming(spring: true)
    /// No time at all, for `TransitionKind.none`: progress is 1 from the first frame.
    public static let instant = TransitionTiming(duration: 0)

    /// Progress at `elapsed` seconds since the start: 0 before it, exactly 1 from
    /// `totalDuration` on. A tween stays within 0…1 (unless its curve's control points leave it); a spring (ζ 0.5, velocity 2) peaks
    /// near 1.16 after about a quarter of the duration. A zero or negative duration jumps
    /// to 1 at once, and a spring with an unusable damping ratio (≤ 0 or not finite) falls
    /// back to the tween.
    /// - Precondition: `elapsed` is not NaN.
    public func progress(at elapsed: Double) -> Double {
        precondition(!elapsed.isNaN, "TransitionTiming.progress(at:) needs seconds, got NaN")
        if elapsed < 0 { return 0 }
        guard isTimed else { return 1 }
        if elapsed >= totalDuration { return 1 }
        if let motion = springMotion { return motion.value(at: elapsed) }
        return curve.value(at: elapsed / duration)
    }

    /// Seconds until the transition ends: `duration` for a tween, the settling time for a
    /// spring (within `Spring.settleEpsilon` of the end; with the seed values that is
    /// inside `duration`), 0 when there is no duration.
    public var totalDuration: Double {
        guard isTimed else { return 0 }
        return springMotion?.settlingTime ?? duration
    }

    /// `progress(at:)` for a transition that ends at `end` seconds (see
    /// `totalDuration(settledWhen:)`): the tween's or the spring's value before it, exactly
    /// 1 from it on.
    public func progress(at elapsed: Double, endingAt end: Double) -> Double {
        precondition(!elapsed.isNaN, "TransitionTiming.progress(at:endingAt:) needs seconds, got NaN")
        guard let motion = springMotion else { return progress(at: elapsed) }
        if elapsed < 0 { return 0 }
        return elapsed >= end ? 1 : motion.value(at: elapsed)
    }

    /// Seconds until the transition ends, when `looksSettled(progress)` tells whether a
    /// progress looks like the end on screen (issues 9 and 40: within half a pixel and 1/255 in
    /// opacity): for a spring, the moment after which it stays so, found on a 1 ms grid and
    /// refined by bisection; a tween's `duration`.
    ///
    /// With `departs` (the page being left is gone at the end: a dismissed bubble, a popped
    /// page, a page faded out), a spring whose overshoot shows nothing (every progress past 1
    /// looks like the end) ends when it first reaches 1 instead, where its frame is the end
    /// frame exactly. Run on, it would come back from beyond the end and show the departed
    /// page again for a moment (a faint disc pulsed over the bar's button some 14 frames
    /// after a dismiss had visibly finished), so it is absorbed where it arrives.
    public func totalDuration(settledWhen looksSettled: (Double) -> Bool, departs: Bool = false) -> Double {
        guard let motion = springMotion else { return totalDuration }
        // Past this the spring is within 1e-6 of the end, far below a pixel on any screen.
        let bound = motion.settlingTime(within: 1e-6)
        let step = 0.001
        if departs, Self.overshootLooksSettled(motion, until: bound, looksSettled) {
            return Self.firstArrival(motion, until: bound, step: step)
        }
        var time = bound
        while time > 0 && looksSettled(motion.value(at: time)) { time -= step }
        guard time > 0 || !looksSettled(motion.value(at: 0)) else { return 0 }
        return Self.bisect(motion, low: max(time, 0), high: min(max(time, 0) + step, bound), looksSettled)
    }

    /// Whether every progress past 1 that `motion` reaches before `bound` looks like the end.
    static func overshootLooksSettled(
        _ motion: SpringMotion, until bound: Double, _ looksSettled: (Double) -> Bool
    ) -> Bool {
        let step = 0.001
        var peak = 1.0
        for time in stride(from: 0, through: bound, by: step) { peak = max(peak, motion.value(at: time)) }
        guard peak > 1 else { return false }
        let samples = 64
        return (0...samples).allSatisfy { looksSettled(1 + (peak - 1) * Double($0) / Double(samples)) }
    }

    /// The first moment `motion` reaches 1: on a `step` grid, refined by bisection.
    static func firstArrival(_ motion: SpringMotion, until bound: Double, step: Double) -> Double {
        let arrived = { (progress: Double) in progress >= 1 }
        var time = 0.0
        while time < bound && !arrived(motion.value(at: time + step)) { time += step }
        return bisect(motion, low: time, high: min(time + step, bound), arrived)
    }

    /// The moment between `low` (not settled) and `high` (settled) where `motion` turns
    /// settled, to far below a millisecond.
    static func bisect(
        _ motion: SpringMotion, low: Double, high: Double, _ looksSettled: (Double) -> Bool
    ) -> Double {
        var low = low, high = high
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if looksSettled(motion.value(at: middle)) { high = middle } else { low = middle }
        }
        return high
    }

    /// Whether there is a positive, finite duration to run over.
    private var isTimed: Bool {
        duration.isFinite && duration > 0
    }

    /// The spring motion from 0 to 1, or nil for a tween or an unusable spring.
    private var springMotion: SpringMotion? {
        guard spring, isTimed, dampingRatio.isFinite, dampingRatio > 0, initialVelocity.isFinite else { return nil }
        return SpringMotion.uiKit(
            from: 0, to: 1, duration: duration, dampingRatio: dampingRatio,
            relativeVelocity: initialVelocity)
    }
}
