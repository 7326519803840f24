/// How a property travels to a new value.
public enum MotionSpec: Hashable, Sendable {
    /// Jump at once.
    case instant
    /// Along a timing curve over `duration` seconds.
    case tween(duration: Double, curve: TimingCurve)
    /// A UIKit-style spring: settles within `duration` seconds with damping ratio
    /// `dampingRatio`, starting with `relativeVelocity` × the distance per second
    /// (HYBControllerTransitions' defaults: 0.5 and 2.0).
    case spring(duration: Double, dampingRatio: Double, relativeVelocity: Double)
    /// A Core Animation spring given by mass, stiffness and damping; it lasts until it settles.
    case physical(Spring)

    /// The seed libraries' spring: 0.5 s, damping 0.5, velocity 2.0.
    public static let seedSpring = MotionSpec.spring(duration: 0.5, dampingRatio: 0.5, relativeVelocity: 2)
}
