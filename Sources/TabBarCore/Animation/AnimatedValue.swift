/// A scalar property that animates to new targets and can be retargeted at any moment
/// from the value on screen: tweens restart from the current value, springs keep their
/// current velocity too, so nothing jumps.
///
/// Time is absolute (seconds on the caller's clock); the value holds no clock.
public struct AnimatedValue: Sendable {
    private enum Segment: Sendable {
        case still(Double)
        case tween(Tween, start: Double)
        case spring(SpringMotion, start: Double)
    }

    private var segment: Segment

    /// A value resting at `value`.
    public init(_ value: Double) {
        segment = .still(value)
    }

    /// Where the value is heading (its current value when still).
    public var target: Double {
        switch segment {
        case .still(let v): v
        case .tween(let tween, _): tween.to
        case .spring(let motion, _): motion.to
        }
    }

    /// When the value stops moving (−∞ when still).
    public var endTime: Double {
        switch segment {
        case .still: -.infinity
        case .tween(let tween, let start): start + tween.duration
        case .spring(let motion, let start): start + motion.settlingTime
        }
    }

    /// The value at `time` (seconds on the caller's clock).
    public func value(at time: Double) -> Double {
        switch segment {
        case .still(let v): v
        case .tween(let tween, let start): tween.value(at: time - start)
        case .spring(let motion, let start):
            time >= start + motion.settlingTime ? motion.to : motion.value(at: max(0, time - start))
        }
    }

    /// Units per second at `time`.
    public func velocity(at time: Double) -> Double {
        switch segment {
        case .still: 0
        case .tween(let tween, let start): tween.velocity(at: time - start)
        case .spring(let motion, let start):
            time >= start + motion.settlingTime ? 0 : motion.velocity(at: max(0, time - start))
        }
    }

    /// Whether the value is still moving at `time`.
    public func isAnimating(at time: Double) -> Bool { time < endTime }

    /// Heads for `target` from the value at `time`, the way `spec` says.
    public mutating func animate(to target: Double, at time: Double, _ spec: MotionSpec) {
        let current = value(at: time)
        switch spec {
        case .instant:
            segment = .still(target)
        case .tween(let duration, let curve):
            segment =
                duration > 0 && current != target
                ? .tween(Tween(from: current, to: target, length: duration, curve: curve), start: time) : .still(target)
        case .spring(let duration, let ratio, let relative):
            // A moving value keeps its velocity; one at rest gets UIKit's relative kick.
            let velocity = self.velocity(at: time)
            let kick = velocity != 0 ? velocity : relative * (target - current)
            segment = .spring(
                SpringMotion(
                    spring: Spring(dampingRatio: ratio, duration: duration), from: current, to: target,
                    initialVelocity: kick), start: time)
        case .physical(let spring):
            segment = .spring(
                SpringMotion(spring: spring, from: current, to: target, initialVelocity: velocity(at: time)),
                start: time)
        }
    }

    /// Jumps to `value` with no motion.
    public mutating func set(_ value: Double) {
        segment = .still(value)
    }
}
