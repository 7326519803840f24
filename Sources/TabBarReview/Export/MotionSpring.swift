import TabBarCore

/// The spring a motion's progress follows (a transition with `navigation.spring`), as code
/// hands it to a developer: its constants (mass 1), its initial velocity normalised by the
/// distance, and which of a motion's per-frame values follow it.
///
/// A property follows it when every frame lies on `from + (to − from) × progress(t)`, the
/// transition's progress from 0 to 1 applied to the property's first and last values,
/// recognised by the values as `CurvePieces` recognises a curve. The window stops a spring
/// once it looks settled (within half a pixel and 1/255, `TransitionGeometry+Settle`), so
/// the frames from then on sit on the end value where the spring itself still differs by
/// that little: those get a looser bound (`tailTolerance`).
public struct MotionSpring: Equatable, Sendable {
    /// The spring, mass 1 (Compose's and SwiftUI's springs have no other mass).
    public var spring: Spring
    /// The velocity at the start in distances per second, positive towards the end (UIKit's
    /// and `CASpringAnimation`'s normalised `initialVelocity`).
    public var relativeVelocity: Double

    /// Creates the spring of `spring` starting at `relativeVelocity` distances per second.
    public init(spring: Spring, relativeVelocity: Double) {
        self.spring = spring
        self.relativeVelocity = relativeVelocity
    }

    /// The spring of `timing`, or nil when its progress is a tween (or its spring cannot run).
    public init?(_ timing: TransitionTiming) {
        guard timing.spring, timing.duration.isFinite, timing.duration > 0, timing.dampingRatio.isFinite,
            timing.dampingRatio > 0, timing.initialVelocity.isFinite
        else { return nil }
        self.init(
            spring: Spring(dampingRatio: timing.dampingRatio, duration: timing.duration),
            relativeVelocity: timing.initialVelocity)
    }

    /// Progress from 0 towards 1 at `time` seconds since the start (past 1 when it overshoots).
    public func progress(at time: Double) -> Double {
        SpringMotion(spring: spring, from: 0, to: 1, initialVelocity: relativeVelocity).value(at: time)
    }

    /// Frames inside the motion may be this far off the spring, in distances: the values are
    /// written to four decimals, and a page lands on whole device pixels.
    static let tolerance = 0.002
    /// Frames at the end value once the window has stopped the spring may be this far off it.
    static let tailTolerance = 0.02

    /// Whether `values`, one a 60 Hz frame from the motion's start, follow the spring from
    /// the first to the last; a property that does not move does not.
    func isFollowed(by values: [Double]) -> Bool {
        guard let from = values.first, let to = values.last, values.count > 2 else { return false }
        let distance = to - from
        guard abs(distance) > 1e-3 else { return false }
        // The frames from here on hold the end value: the window stopped the spring there.
        let tail = (values.lastIndex { $0 != to } ?? -1) + 1
        return values.indices.allSatisfy { frame in
            let expected = from + distance * progress(at: Double(frame) / 60)
            let bound = (frame >= tail ? Self.tailTolerance : Self.tolerance) * abs(distance) + 1e-4
            return abs(values[frame] - expected) <= bound
        }
    }

    /// Seconds until the spring stays within `Spring.settleEpsilon` of the distance: the
    /// duration code gives the animation.
    public var settlingTime: Double {
        SpringMotion(spring: spring, from: 0, to: 1, initialVelocity: relativeVelocity).settlingTime
    }
}
