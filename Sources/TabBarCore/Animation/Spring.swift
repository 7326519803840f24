import Glibc

/// A damped harmonic oscillator: a mass on a spring with a damper, m·x″ + c·x′ + k·x = 0,
/// where x is the distance from the target. Evaluated in closed form by `SpringMotion`,
/// so there is no integration step and no drift.
///
/// The defaults are `CASpringAnimation`'s: mass 1, stiffness 100, damping 10, which give
/// damping ratio ζ = 0.5 and natural frequency ω0 = 10 rad/s.
public struct Spring: Hashable, Sendable {
    /// Moving mass m, in mass units (> 0); CA's default is 1.
    public var mass: Double
    /// Spring constant k, force per unit distance (> 0); CA's default is 100.
    public var stiffness: Double
    /// Damping coefficient c, force per unit velocity (≥ 0; 0 never settles); CA's default
    /// is 10.
    public var damping: Double

    /// Fraction of the distance within which a motion counts as settled: 0.001, that is
    /// 0.1 px over 100 px, below a device pixel. UIKit's and CA's own thresholds are
    /// undocumented; 0.1 % is the envelope anchor of shared/reference/peers-and-motion.md
    /// §2.3.
    public static let settleEpsilon = 0.001

    /// Creates a spring from its physical constants; defaults are CASpringAnimation's.
    /// - Precondition: all finite, `mass > 0`, `stiffness > 0`, `damping >= 0`.
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        precondition(isValid, "Spring needs finite mass > 0, stiffness > 0, damping >= 0; got \(self)")
    }

    /// Creates the spring UIKit's `animate(withDuration:delay:usingSpringWithDamping:
    /// initialSpringVelocity:)` would use for `dampingRatio` and `duration` (seconds).
    ///
    /// UIKit's mapping is undocumented, so this one is ours: mass 1, damping ratio ζ as
    /// given, and ω0 chosen so that a motion released at rest has settled, within
    /// `settleEpsilon` of its distance, at exactly `duration`. Settling time scales as 1/ω0,
    /// so ω0 = U(ζ) / duration, where U(ζ) is the settling time of the same ζ at ω0 = 1:
    /// - ζ < 1: the smaller of the exponential envelope bound, ln(1 / (ε·√(1 − ζ²))) / ζ
    ///   (14.103 for ζ = 0.5, so ω0 = 28.21 rad/s over 0.5 s), and a bound that stays tight
    ///   near ζ = 1;
    /// - ζ ≥ 1: the exact last time the critically damped or overdamped motion is ε away
    ///   (9.2334 for ζ = 1, from e^(−u)(1 + u) = 0.001).
    /// Stiffness is then ω0² and damping 2ζω0.
    /// - Precondition: `dampingRatio > 0` (an undamped spring never settles) and
    ///   `duration > 0`, both finite.
    public init(dampingRatio: Double, duration: Double) {
        precondition(
            dampingRatio.isFinite && dampingRatio > 0,
            "Spring damping ratio must be finite and > 0, got \(dampingRatio)")
        precondition(
            duration.isFinite && duration > 0,
            "Spring duration must be finite seconds > 0, got \(duration)")
        let unitFrequency = Spring(mass: 1, stiffness: 1, damping: 2 * dampingRatio)
        let frequency = unitFrequency.settlingTime() / duration
        self.init(mass: 1, stiffness: frequency * frequency, damping: 2 * dampingRatio * frequency)
    }

    /// Damping ratio ζ = c / (2·√(m·k)), dimensionless: below 1 the motion oscillates, at 1
    /// it is critically damped (fastest without overshoot from rest), above 1 it creeps.
    public var dampingRatio: Double {
        damping / (2 * (mass * stiffness).squareRoot())
    }

    /// Natural (undamped) angular frequency ω0 = √(k / m), in radians per second.
    public var naturalFrequency: Double {
        (stiffness / mass).squareRoot()
    }

    /// Seconds until a motion over a unit distance stays within `epsilon` of its target.
    ///
    /// The motion starts 1 away from the target with `initialVelocity` in distances per
    /// second, positive towards the target (UIKit's normalised velocity). For ζ < 1 this is
    /// an upper bound from the decay envelope; for ζ ≥ 1 it is exact (to about 1e-12 s).
    /// An undamped spring (damping 0) returns `.infinity` unless it never leaves the band.
    /// - Precondition: `epsilon > 0` and `initialVelocity` finite.
    public func settlingTime(epsilon: Double = Spring.settleEpsilon, initialVelocity: Double = 0) -> Double {
        precondition(epsilon.isFinite && epsilon > 0, "settling epsilon must be > 0, got \(epsilon)")
        precondition(initialVelocity.isFinite, "initial velocity must be finite, got \(initialVelocity)")
        precondition(isValid, "Spring needs finite mass > 0, stiffness > 0, damping >= 0; got \(self)")
        return SpringSolution(spring: self, displacement: -1, velocity: initialVelocity)
            .settlingTime(threshold: epsilon)
    }

    /// Whether the constants describe a physical spring (checked again by `SpringMotion`,
    /// because the properties are mutable).
    var isValid: Bool {
        mass.isFinite && stiffness.isFinite && damping.isFinite
            && mass > 0 && stiffness > 0 && damping >= 0
    }
}
