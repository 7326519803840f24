import Glibc

/// How a keyframe track fills the time between its values; the modes of
/// `CAKeyframeAnimation.calculationMode`.
public enum KeyframeInterpolation: String, Hashable, Sendable, CaseIterable {
    /// Straight lines between neighbouring values (CA `linear`).
    case linear
    /// A smooth Catmull-Rom spline through every value (CA `cubic`).
    case cubic
    /// Each value holds until the next one starts, with no blending (CA `discrete`): for
    /// flip-book frames.
    case discrete
}

/// A scalar keyframe animation: a list of values and the progress (0...1 of the
/// animation's duration) at which each is reached, following `CAKeyframeAnimation`.
///
/// Without key times, `linear` and `cubic` space n values evenly over n − 1 intervals
/// (value i at progress i / (n − 1)), and `discrete` gives each value an equal share:
/// value i holds on [i / n, (i + 1) / n). Progress is clamped to 0...1; progress 0 gives the
/// first value and progress 1 the last, exactly.
///
/// `cubic` is a Kochanek–Bartels spline with tension, continuity and bias 0, that is
/// Catmull-Rom: the tangent at a key is the difference of its neighbours over their time
/// span, (v[i+1] − v[i−1]) / (t[i+1] − t[i−1]), in value per unit progress. Measured in
/// time this is Kochanek–Bartels' own adjustment for uneven key spacing, so the curve is
/// C¹ in time. At the two ends the end key is duplicated one interval beyond the track, so
/// the end tangent is half the one-sided difference, (v[1] − v[0]) / (2 (t[1] − t[0])):
/// the curve leaves the end gently, neither flat nor at full chord speed. Core
/// Animation's own end condition is undocumented.
public struct KeyframeTrack: Hashable, Sendable {
    /// The keyframe values, in the animated property's units; never empty.
    public let values: [Double]
    /// How the track blends between values.
    public let interpolation: KeyframeInterpolation
    /// Progress at which each value starts (one per value, non-decreasing, first 0).
    private let times: [Double]
    /// Catmull-Rom tangent at each key, in value per unit progress; empty unless cubic.
    private let tangents: [Double]

    /// Creates a track.
    ///
    /// - Parameters:
    ///   - values: the keyframe values (property units).
    ///   - keyTimes: progress 0...1 of each value, non-decreasing, as CA's `keyTimes`. For
    ///     `linear` and `cubic` one per value, starting at 0 and ending at 1. For `discrete`
    ///     either CA's form, one more than the values, starting at 0 and ending at 1 (value
    ///     i holds on [keyTimes[i], keyTimes[i + 1])), or one per value, starting at 0 (the
    ///     last value holds to the end). Nil spaces the values evenly (see the type).
    ///   - interpolation: how to blend between values.
    /// - Precondition: `values` is non-empty and finite, and `keyTimes` obeys the rules above.
    public init(values: [Double], keyTimes: [Double]? = nil, interpolation: KeyframeInterpolation) {
        precondition(!values.isEmpty, "KeyframeTrack needs at least one value")
        precondition(values.allSatisfy(\.isFinite), "KeyframeTrack values must be finite: \(values)")
        self.values = values
        self.interpolation = interpolation
        if let keyTimes {
            times = Self.startTimes(from: keyTimes, valueCount: values.count, interpolation)
        } else {
            // Linear and cubic end on the last value at 1; discrete starts the last value at
            // (n − 1) / n and holds it to the end.
            let intervals = interpolation == .discrete ? values.count : max(values.count - 1, 1)
            times = (0..<values.count).map { Double($0) / Double(intervals) }
        }
        tangents = interpolation == .cubic ? Self.catmullRomTangents(values, times) : []
    }

    /// The value at `progress` (fraction 0...1 of the duration, clamped).
    /// - Precondition: `progress` is not NaN.
    public func value(at progress: Double) -> Double {
        precondition(!progress.isNaN, "KeyframeTrack.value(at:) needs a progress, got NaN")
        let lastKey = values.count - 1
        if progress <= 0 { return values[0] }
        if progress >= 1 || lastKey == 0 { return values[lastKey] }
        if interpolation == .discrete {
            return values[lastIndex(where: { $0 <= progress })]
        }
        let i = segment(containing: progress)
        let width = times[i + 1] - times[i]
        let u = (progress - times[i]) / width
        if interpolation == .linear {
            return values[i] + (values[i + 1] - values[i]) * u
        }
        // Cubic Hermite basis, Horner form; at u = 0 every term but the first is exactly 0.
        let h00 = (2 * u - 3) * u * u + 1
        let h10 = ((u - 2) * u + 1) * u
        let h01 = (3 - 2 * u) * u * u
        let h11 = (u - 1) * u * u
        return h00 * values[i] + h10 * width * tangents[i]
            + h01 * values[i + 1] + h11 * width * tangents[i + 1]
    }

    /// d value / d progress at `progress` (clamped to 0...1). At a key it is the slope of the
    /// segment that starts there, and at progress 1 that of the segment ending there. Always
    /// 0 for `discrete`, whose value only jumps. Divide by the duration in seconds for a
    /// velocity in property units per second.
    /// - Precondition: `progress` is not NaN.
    public func slope(at progress: Double) -> Double {
        precondition(!progress.isNaN, "KeyframeTrack.slope(at:) needs a progress, got NaN")
        guard interpolation != .discrete, values.count > 1 else { return 0 }
        let clamped = min(max(progress, 0), 1)
        let i = segment(containing: clamped)
        let width = times[i + 1] - times[i]
        let u = (clamped - times[i]) / width
        if interpolation == .linear {
            return (values[i + 1] - values[i]) / width
        }
        // Derivatives of the Hermite basis with respect to u, then d/du ÷ width = d/dprogress.
        let d00 = 6 * u * (u - 1)
        let d10 = (3 * u - 4) * u + 1
        let d01 = 6 * u * (1 - u)
        let d11 = (3 * u - 2) * u
        return
            (d00 * values[i] + d11 * width * tangents[i + 1]
            + d01 * values[i + 1] + d10 * width * tangents[i]) / width
    }

    /// For linear and cubic with at least two values: the index i ≤ n − 2 of the segment
    /// with times[i] ≤ progress ≤ times[i + 1] and times[i] < times[i + 1], so its width is
    /// never zero. `progress` must lie in 0...1.
    private func segment(containing progress: Double) -> Int {
        progress < 1 ? lastIndex(where: { $0 <= progress }) : lastIndex(where: { $0 < 1 })
    }

    /// The last index whose start time satisfies `isBefore`; times are sorted and
    /// times[0] = 0 satisfies every predicate used here, so the answer is at least 0.
    private func lastIndex(where isBefore: (Double) -> Bool) -> Int {
        var low = 0
        var high = times.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if isBefore(times[middle]) { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Checks CA's key-time rules and returns one start time per value.
    private static func startTimes(
        from keyTimes: [Double], valueCount: Int, _ interpolation: KeyframeInterpolation
    ) -> [Double] {
        precondition(
            keyTimes.allSatisfy { $0.isFinite && (0...1).contains($0) },
            "KeyframeTrack keyTimes must lie in 0...1: \(keyTimes)")
        precondition(
            zip(keyTimes, keyTimes.dropFirst()).allSatisfy { $0 <= $1 },
            "KeyframeTrack keyTimes must not decrease: \(keyTimes)")
        precondition(keyTimes.first == 0, "KeyframeTrack keyTimes must start at 0: \(keyTimes)")
        if interpolation == .discrete {
            precondition(
                keyTimes.count == valueCount
                    || (keyTimes.count == valueCount + 1 && keyTimes.last == 1),
                "discrete keyTimes need one per value, or one more ending at 1 (CA's form); "
                    + "got \(keyTimes.count) for \(valueCount) values")
            return Array(keyTimes.prefix(valueCount))
        }
        precondition(
            keyTimes.count == valueCount,
            "\(interpolation) keyTimes need one per value; got \(keyTimes.count) for \(valueCount)")
        precondition(
            valueCount == 1 || keyTimes.last == 1,
            "KeyframeTrack keyTimes must end at 1: \(keyTimes)")
        return keyTimes
    }

    /// Catmull-Rom tangents in value per unit progress, end keys duplicated (see the type).
    /// A zero time span (repeated key times) gets a flat tangent instead of a division by 0.
    private static func catmullRomTangents(_ values: [Double], _ times: [Double]) -> [Double] {
        let last = values.count - 1
        guard last > 0 else { return [0] }
        return (0...last).map { i in
            let previous = max(i - 1, 0)
            let next = min(i + 1, last)
            let isEnd = i == 0 || i == last
            // The phantom duplicate key doubles the end's span: half the one-sided slope.
            let span = (times[next] - times[previous]) * (isEnd ? 2 : 1)
            return span > 0 ? (values[next] - values[previous]) / span : 0
        }
    }
}
