import TabBarCore
import TabBarReview

/// A motion for a plot (`tabbar plot`, `MotionReview.plot`): the frames the window draws
/// while it plays, from the headless window (`RecordedMotion`, the one path every review tool
/// plays through), with the resting frame before the input.
public struct PlotScenes {
    /// Seconds from the input to the motion's end, as the trace says.
    public var duration: Double
    /// Seconds from the input to the frame at rest, when nothing moves any more (later than
    /// `duration` when something else moves on, such as the indicator after an item's bounce).
    public var rest: Double
    /// When the window drew: two frames before the input (at rest), then every frame from
    /// the input to rest, and the resting frame on to the end of a plot's time axis, on the
    /// 60 Hz grid, in seconds from the input.
    public var times: [Double]
    /// The window's scene at one of `times`.
    public var scene: (Double) -> Scene

    /// `motion`'s frames, with `before`, the window's resting frame before its input.
    public init(_ motion: RecordedMotion, before: Scene) {
        var times =
            [-2 / AnimationClock.frameRate, -AnimationClock.frameDuration]
            + motion.frames.map { $0.time - motion.start }
        let rest = times.last ?? 0
        // The resting frame on to where a plot's time axis ends (`MotionPlot.timeRange`).
        let shown = max(motion.duration * 1.12, max(motion.duration, rest, AnimationClock.frameDuration) * 1.04)
        while let last = times.last, last + AnimationClock.frameDuration <= shown + 1e-9 {
            times.append(last + AnimationClock.frameDuration)
        }
        self.duration = motion.duration
        self.rest = rest
        self.times = times
        self.scene = { $0 < 0 ? before : motion.scene(at: $0) }
    }

    /// Plays `recipe` in a headless window showing `configuration`.
    public static func play(
        _ recipe: MotionRecipe, configuration: AppConfiguration, viewport: Size, measurer: any TextMeasuring
    ) throws(MotionRecipe.Unplayable) -> PlotScenes {
        let (motion, before) = try RecordedMotion.playFromRest(
            recipe, configuration: configuration, viewport: viewport, measurer: measurer)
        return PlotScenes(motion, before: before)
    }

    /// The motion's samples: every named node's properties at `times`.
    public var samples: MotionSamples { MotionSamples(times: times, scene: scene) }

    /// The plot of these scenes under `title`: one lane per property that moves (and its
    /// velocity under it with `velocity`), with the seed's marks for `recipe`'s motion.
    public func plot(
        title: String, velocity: Bool = false, recipe: MotionRecipe, configuration: AppConfiguration
    ) -> MotionPlot {
        MotionPlot(
            title: title, duration: duration, rest: rest, samples: samples, velocity: velocity,
            references: SeedReferences.references(for: recipe, in: configuration))
    }
}

extension RecordedMotion {
    /// Plays `recipe` as `play` does, and returns with it the window's resting frame just
    /// before the motion's input (a plot's first samples).
    public static func playFromRest(
        _ recipe: MotionRecipe, configuration: AppConfiguration, viewport: Size, measurer: any TextMeasuring
    ) throws(MotionRecipe.Unplayable) -> (motion: RecordedMotion, before: Scene) {
        let window = HeadlessWindow(
            configuration: recipe.configured(configuration), viewport: viewport, measurer: measurer)
        try recipe.prepare(window)
        let before = window.lastFrame?.scene ?? window.drawFrame().scene
        return (try record(recipe, in: window), before)
    }
}
