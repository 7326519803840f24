import TabBarCore

/// One motion played in a `HeadlessWindow` from its recipe, every frame the window would
/// draw kept, from the motion's first frame until everything is at rest: what a film strip,
/// a GIF, a comparison or a plot samples. Frames fall on the window's 60 Hz grid, as with
/// `--fixed-step`; `duration` is when the trace says the motion ended.
public struct RecordedMotion {
    /// The recipe that was played.
    public let recipe: MotionRecipe
    /// The window after the motion (its layout, its controller at rest).
    public let window: HeadlessWindow
    /// The animation time of the motion's first input and first frame.
    public let start: Double
    /// Seconds from `start` to the motion's end, as the trace reports it (for a motion
    /// whose end nothing traces, a hijacked press, until everything rests).
    public let duration: Double
    /// Every frame from `start` on, one per 1/60 s, the last at rest.
    public let frames: [HeadlessWindow.Frame]

    /// Plays `recipe` in a new window of `viewport` showing `configuration`: the window
    /// opens and settles, is brought to where the motion starts, then the motion's inputs
    /// come at their frames and every frame is kept until the window rests.
    public static func play(
        _ recipe: MotionRecipe, configuration: AppConfiguration, viewport: Size, measurer: any TextMeasuring
    ) throws(MotionRecipe.Unplayable) -> RecordedMotion {
        let window = HeadlessWindow(
            configuration: recipe.configured(configuration), viewport: viewport, measurer: measurer)
        try recipe.prepare(window)
        return try record(recipe, in: window)
    }

    /// Plays `recipe`'s inputs in `window`, which `prepare` brought to where it starts.
    public static func record(
        _ recipe: MotionRecipe, in window: HeadlessWindow, limit: Int = 3600
    ) throws(MotionRecipe.Unplayable) -> RecordedMotion {
        var pending = try recipe.startInputs(in: window)[...]
        let start = window.now
        let traced = window.trace.count
        var frames: [HeadlessWindow.Frame] = []
        repeat {
            while let next = pending.first, next.frame <= frames.count {
                window.send(next.events)
                pending.removeFirst()
            }
            frames.append(window.drawFrame())
        } while (!pending.isEmpty || window.needsFrame) && frames.count < limit
        let end = recipe.endTime(in: window.trace[traced...]) ?? frames[frames.count - 1].time
        return RecordedMotion(
            recipe: recipe, window: window, start: start, duration: max(0, end - start), frames: frames)
    }

    /// How many frames the motion spans: the frame at `lastFrame` is the first drawn at or
    /// after its end, which shows it ended.
    public var lastFrame: Int {
        min(frames.count - 1, max(0, Int((duration * AnimationClock.frameRate - 1e-6).rounded(.up))))
    }

    /// The frame the window shows `t` seconds after the motion began: the last drawn by
    /// then (the resting frame after the motion).
    public func frame(at t: Double) -> HeadlessWindow.Frame {
        frames[min(frames.count - 1, max(0, Int((t * AnimationClock.frameRate + 1e-6).rounded(.down))))]
    }

    /// The scene the window shows `t` seconds after the motion began.
    public func scene(at t: Double) -> Scene {
        frame(at: t).scene
    }

    /// `count` times from 0 to the motion's last frame on the 60 Hz grid, as evenly spaced as
    /// whole frames allow (seconds since the motion began): a film strip's frames.
    public func times(count: Int) -> [Double] {
        guard count > 1 else { return [0] }
        let last = lastFrame
        return (0..<count).map { i in
            Double((Double(last * i) / Double(count - 1)).rounded()) / AnimationClock.frameRate
        }
    }
}
