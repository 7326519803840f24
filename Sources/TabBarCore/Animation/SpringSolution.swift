import Glibc

/// The closed-form solution x(t) of m·x″ + c·x′ + k·x = 0 with x(0) = x0 and x′(0) = v0,
/// where x is the displacement from the target and t is seconds.
///
/// With λ = ζω0 (decay rate, 1/s):
/// - underdamped, ζ < 1: x = e^(−λt)·(A cos ωd·t + B sin ωd·t), ωd = ω0√(1 − ζ²),
///   A = x0, B = (v0 + λ·x0) / ωd;
/// - critically damped, ζ = 1: x = e^(−ω0·t)·(A + B·t), A = x0, B = v0 + ω0·x0;
/// - overdamped, ζ > 1: x = C1·e^(r1·t) + C2·e^(r2·t), r1,2 = −ω0(ζ ∓ √(ζ² − 1)),
///   C2 = (v0 − r1·x0) / (r2 − r1), C1 = x0 − C2.
struct SpringSolution: Hashable, Sendable {
    enum Form: Hashable, Sendable {
        /// x0 = v0 = 0: nothing moves.
        case rest
        case underdamped(decay: Double, frequency: Double, a: Double, b: Double)
        case critical(rate: Double, a: Double, b: Double)
        case overdamped(slowRate: Double, fastRate: Double, slow: Double, fast: Double)
    }

    let form: Form

    /// Damping ratios within this of 1 (1e-9) use the critical form. Springs built as
    /// "ζ = 1" land an ulp or two off 1 after the square roots, and the overdamped form
    /// loses about log10(1 / √(2(ζ − 1))) digits to cancellation as ζ → 1 (4.4 digits at
    /// the edge of this band), while the critical form's own error here is ~1e-9 relative.
    static let criticalBand = 1e-9

    init(spring: Spring, displacement x0: Double, velocity v0: Double) {
        precondition(spring.isValid, "Spring needs finite mass > 0, stiffness > 0, damping >= 0; got \(spring)")
        let omega = spring.naturalFrequency
        let zeta = spring.dampingRatio
        if x0 == 0 && v0 == 0 {
            form = .rest
        } else if abs(zeta - 1) <= Self.criticalBand {
            form = .critical(rate: omega, a: x0, b: v0 + omega * x0)
        } else if zeta < 1 {
            let decay = zeta * omega
            let frequency = omega * (1 - zeta * zeta).squareRoot()
            form = .underdamped(decay: decay, frequency: frequency, a: x0, b: (v0 + decay * x0) / frequency)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            // ω0/(ζ + √(ζ² − 1)) equals ω0(ζ − √(ζ² − 1)) without its cancellation.
            let slowRate = -omega / (zeta + root)
            let fastRate = -omega * (zeta + root)
            let fast = (v0 - slowRate * x0) / (fastRate - slowRate)
            form = .overdamped(slowRate: slowRate, fastRate: fastRate, slow: x0 - fast, fast: fast)
        }
    }

    /// x(t), the displacement from the target at `t` seconds (t ≥ 0, finite).
    func displacement(at t: Double) -> Double {
        switch form {
        case .rest:
            return 0
        case .underdamped(let decay, let frequency, let a, let b):
            let envelope = exp(-decay * t)
            return envelope * (a * cos(frequency * t) + b * sin(frequency * t))
        case .critical(let rate, let a, let b):
            let envelope = exp(-rate * t)
            // Skip the product once the envelope underflows, so a huge t cannot give 0·∞.
            return envelope == 0 ? 0 : envelope * (a + b * t)
        case .overdamped(let slowRate, let fastRate, let slow, let fast):
            return slow * exp(slowRate * t) + fast * exp(fastRate * t)
        }
    }

    /// x′(t), the velocity in units per second at `t` seconds (t ≥ 0, finite).
    func velocity(at t: Double) -> Double {
        switch form {
        case .rest:
            return 0
        case .underdamped(let decay, let frequency, let a, let b):
            let envelope = exp(-decay * t)
            let cosine = (frequency * b - decay * a) * cos(frequency * t)
            let sine = (-frequency * a - decay * b) * sin(frequency * t)
            return envelope * (cosine + sine)
        case .critical(let rate, let a, let b):
            let envelope = exp(-rate * t)
            return envelope == 0 ? 0 : envelope * (b - rate * (a + b * t))
        case .overdamped(let slowRate, let fastRate, let slow, let fast):
            return slowRate * slow * exp(slowRate * t) + fastRate * fast * exp(fastRate * t)
        }
    }

    /// Seconds after which |x(t)| stays at or below `threshold` (> 0, in displacement units).
    /// Underdamped: an upper bound, the earlier of the envelope e^(−λt)·√(A² + B²) and
    /// e^(−λt)·(|A| + |B|·ωd·t) (from |sin ωd·t| ≤ ωd·t, tight near ζ = 1) reaching it.
    /// Critical and overdamped: exact, since x has at most one extremum.
    func settlingTime(threshold: Double) -> Double {
        switch form {
        case .rest:
            return 0
        case .underdamped(let decay, let frequency, let a, let b):
            let amplitude = hypot(a, b)
            if amplitude <= threshold { return 0 }
            guard decay > 0 else { return .infinity }
            let envelopeTime = log(amplitude / threshold) / decay
            let linear = (constant: abs(a), slope: abs(b) * frequency)
            // e^(−λt)(p + q·t) rises until t = 1/λ − p/q and falls after it.
            let peak = linear.slope > 0 ? max(0, 1 / decay - linear.constant / linear.slope) : 0
            let bound = { (t: Double) in exp(-decay * t) * (linear.constant + linear.slope * t) }
            let linearTime =
                bound(peak) <= threshold
                ? 0 : Self.lastTime(above: threshold, from: peak, step: 1 / decay) { bound($0) }
            return min(envelopeTime, linearTime)
        case .critical(let rate, let a, let b):
            // x′ = e^(−rate·t)(b − rate·a − rate·b·t) vanishes once, if b ≠ 0.
            let extremum = b != 0 ? (b - rate * a) / (rate * b) : 0
            return settlingTime(threshold: threshold, extremum: extremum, step: 1 / rate)
        case .overdamped(let slowRate, let fastRate, let slow, let fast):
            // x′ = 0 where e^((r1 − r2)t) = −r2·C2 / (r1·C1), if that ratio is positive.
            let ratio = slow != 0 ? -(fastRate * fast) / (slowRate * slow) : 0
            let extremum = ratio > 0 ? log(ratio) / (slowRate - fastRate) : 0
            return settlingTime(threshold: threshold, extremum: extremum, step: -1 / slowRate)
        }
    }

    /// The exact last time |x(t)| exceeds `threshold` (> 0), after which it stays within it;
    /// `settlingTime` is an upper bound for an underdamped spring, this is the moment itself.
    /// Underdamped: |x| peaks once per half period, at the zeros of x′, and the peaks shrink;
    /// so the answer lies after the last peak above `threshold`, before the next zero of x.
    func exactSettlingTime(threshold: Double) -> Double {
        guard case .underdamped(let decay, let frequency, let a, let b) = form else {
            return settlingTime(threshold: threshold)
        }
        let bound = settlingTime(threshold: threshold)
        guard bound.isFinite, bound > 0 else { return bound }
        let size = { (t: Double) in abs(self.displacement(at: t)) }
        // x′ ∝ C cos ωt + D sin ωt = R cos(ωt − φ), zero at ωt = φ + π/2 + kπ.
        let c = frequency * b - decay * a, d = -frequency * a - decay * b
        let halfPeriod = Double.pi / frequency
        let phase = (atan2(d, c) + .pi / 2).truncatingRemainder(dividingBy: .pi)
        let firstPeak = (phase < 0 ? phase + .pi : phase) / frequency
        var peak = firstPeak + ((bound - firstPeak) / halfPeriod).rounded(.down) * halfPeriod
        while peak > 0 && size(peak) <= threshold { peak -= halfPeriod }
        // Between a peak and the next one x crosses 0 once, and |x| stays within the
        // threshold after it falls below: the crossing is the only one in that half period.
        if peak > 0 { return Self.bisect(above: threshold, low: peak, high: peak + halfPeriod, size) }
        // No peak above it: only the start is, until x first nears 0.
        guard size(0) > threshold else { return 0 }
        return Self.bisect(above: threshold, low: 0, high: firstPeak > 0 ? firstPeak : halfPeriod, size)
    }

    /// Exact settling time when x has at most one extremum, at `extremum` seconds (≤ 0 if
    /// none ahead). After it |x| only falls. Before it x is monotonic, so |x| falls to any
    /// zero crossing and rises from there to |x(extremum)|.
    private func settlingTime(threshold: Double, extremum: Double, step: Double) -> Double {
        let start = max(extremum, 0)
        let size = { (t: Double) in abs(self.displacement(at: t)) }
        if size(start) > threshold {
            return Self.lastTime(above: threshold, from: start, step: step, size)
        }
        if start == 0 || size(0) <= threshold { return 0 }
        return Self.bisect(above: threshold, low: 0, high: start, size)
    }

    /// The time at which a function that falls from above `threshold` at `start` towards 0
    /// crosses it, bracketed by doubling steps of `step` seconds (the slowest time constant).
    private static func lastTime(
        above threshold: Double, from start: Double, step: Double, _ size: (Double) -> Double
    ) -> Double {
        var width = step
        var high = start + width
        var doublings = 0
        // 2^200 time constants is far past any underflow, so the loop ends on real input.
        while size(high) > threshold && doublings < 200 {
            width *= 2
            high = start + width
            doublings += 1
        }
        return bisect(above: threshold, low: start, high: high, size)
    }

    /// Bisects for the boundary between `size > threshold` (at `low`) and `size <= threshold`
    /// (at `high`); returns the `high` side, so the motion is settled at the answer.
    private static func bisect(
        above threshold: Double, low: Double, high: Double, _ size: (Double) -> Double
    ) -> Double {
        var low = low
        var high = high
        // 100 halvings reach Double resolution from any bracket.
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if middle <= low || middle >= high { break }
            if size(middle) > threshold { low = middle } else { high = middle }
        }
        return high
    }
}
