import TabBarCore

/// How much faster than the tween a spring transition may move between two samples.
///
/// The seed's spring moves page transitions faster than 3 % of the width per 240 Hz
/// sample: HYB fixes its kick (2 distances per second), its damping (0.5) and that it has
/// settled by its 0.5 s, so its progress peaks at about 15.5 distances per second (ω0
/// 28.2 rad/s, 40 ms in), where the ease-in-out tween peaks at about 3.4. A full-width
/// slide then moves several % of the width per sample, and a bubble's far corner more; a
/// bubble page's scale moves 0.064 per sample, and the detail hero inside it, drawn as the
/// card stretched 2.1×, 0.135. That is the seed's motion, not a jump, so with the spring the
/// position and scale limits grow by the ratio of the two peak speeds (about 4.5): the
/// spring may move the same path as fast as it moves, no faster, and any real jump (a page,
/// an element snapping into place) still breaks it.
public enum SpringAllowance {
    /// The ratio of the spring's peak speed to the tween's (1 for a tween).
    public static func factor(_ timing: TransitionTiming) -> Double {
        guard timing.spring else { return 1 }
        var tween = timing
        tween.spring = false
        func peak(_ timing: TransitionTiming) -> Double {
            let end = timing.totalDuration, step = 1.0 / 2400
            return stride(from: 0, to: end, by: step).map {
                abs(timing.progress(at: $0 + step) - timing.progress(at: $0)) / step
            }
            .max() ?? 0
        }
        return max(1, peak(timing) / max(peak(tween), 1e-9))
    }
}
