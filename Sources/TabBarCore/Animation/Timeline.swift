/// A scalar that changes over time: the building block of every motion. `value(at:)`
/// takes seconds since the timeline started; before its delay it holds its first value,
/// after its end its last one.
public protocol Timeline: Sendable {
    /// Seconds from the start until the value stops changing, delay included.
    var duration: Double { get }
    /// The value `time` seconds after the start: the first value before the delay, the last
    /// after `duration`.
    func value(at time: Double) -> Double
}

/// A value moving from `from` to `to` along a timing curve, after `delay` seconds.
public struct Tween: Timeline, Hashable {
    /// The value until the delay has passed.
    public var from: Double
    /// The value once the move has ended.
    public var to: Double
    /// Seconds the move takes (not counting the delay).
    public var length: Double
    /// How the progress of the value follows the progress of time.
    public var curve: TimingCurve
    /// Seconds before the move starts.
    public var delay: Double

    /// A move from `from` to `to` over `length` seconds along `curve` (UIKit's ease-in-out
    /// unless told), starting `delay` seconds after the timeline's start.
    public init(from: Double, to: Double, length: Double, curve: TimingCurve = .easeInEaseOut, delay: Double = 0) {
        self.from = from
        self.to = to
        self.length = length
        self.curve = curve
        self.delay = delay
    }

    public var duration: Double { delay + length }

    public func value(at time: Double) -> Double {
        guard length > 0 else { return time < delay ? from : to }
        // The ends are exact, so a finished tween rests on its target bit for bit.
        let progress = (time - delay) / length
        if progress >= 1 { return to }
        if progress <= 0 { return from }
        return from + (to - from) * curve.value(at: progress)
    }

    /// The rate of change at `time`, in units per second (0 outside the move).
    public func velocity(at time: Double) -> Double {
        let progress = (time - delay) / max(length, .ulpOfOne)
        guard length > 0, progress > 0, progress < 1 else { return 0 }
        return (to - from) * curve.slope(at: progress) / length
    }
}

/// Keyframes played over `length` seconds after `delay` (Core Animation's
/// `CAKeyframeAnimation` with `duration` and `beginTime`).
public struct KeyframeTimeline: Timeline, Hashable {
    /// The values and how the time between them is filled.
    public var track: KeyframeTrack
    /// Seconds the keyframes take to play (not counting the delay).
    public var length: Double
    /// Seconds before the first keyframe starts to play.
    public var delay: Double

    /// `values` spread evenly over `length` seconds, after `delay` seconds, interpolated
    /// as `interpolation` says (cubic, Core Animation's `kCAAnimationCubic`, unless told).
    public init(_ values: [Double], length: Double, interpolation: KeyframeInterpolation = .cubic, delay: Double = 0) {
        track = KeyframeTrack(values: values, interpolation: interpolation)
        self.length = length
        self.delay = delay
    }

    public var duration: Double { delay + length }

    public func value(at time: Double) -> Double {
        track.value(at: length > 0 ? (time - delay) / length : (time < delay ? 0 : 1))
    }
}
