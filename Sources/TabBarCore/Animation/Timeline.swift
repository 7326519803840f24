/// A scalar that changes over time: the building block of every motion. `value(at:)`
/// takes seconds since the timeline started; before its delay it holds its first value,
/// after its end its last one.
public protocol Timeline: Sendable {
    /// Seconds from the start until the value stops changing, delay included.
    var duration: Double { get }
    func value(at time: Double) -> Double
}

/// A value moving from `from` to `to` along a timing curve, after `delay` seconds.
public struct Tween: Timeline, Hashable {
    public var from: Double
    public var to: Double
    /// Seconds the move takes (not counting the delay).
    public var length: Double
    public var curve: TimingCurve
    public var delay: Double

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
    public var track: KeyframeTrack
    public var length: Double
    public var delay: Double

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
