/// When the window clients want frames and wake-ups: the same rules for the tab bar window,
/// `TabBarWindow` and `tabbar compare`, given what they draw as two functions of animation
/// time (the controller's or the side-by-side's `nextDeadline(after:)` and `isAnimating(at:)`).
extension FramePipeline {
    /// Whether host time `host` needs a frame: something changed, a deadline has come (a long
    /// press's 0.5 s; with `fixedStep` time only moves with frames, so any pending deadline
    /// needs them), or something moves on a running clock.
    func needsFrame(at host: Double, nextDeadline: (Double) -> Double?, isAnimating: (Double) -> Bool) -> Bool {
        if isDirty { return true }
        if let deadline = nextDeadline(lastAnimationTime), fixedStep || deadline <= animationTime(host) { return true }
        return !clock.isPaused && isAnimating(lastAnimationTime)
    }

    /// The host time of the next deadline after host time `host`, through the clock's rate;
    /// nil while paused or with `fixedStep` (frames move time then, not the wall clock).
    func wakeTime(after host: Double, nextDeadline: (Double) -> Double?) -> Double? {
        guard !clock.isPaused, !fixedStep else { return nil }
        let now = animationTime(host)
        return nextDeadline(now).map { host + ($0 - now) * clock.slowFactor }
    }
}
