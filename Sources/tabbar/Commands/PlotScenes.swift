import TabBarCore
import TabBarReview

/// A motion for `tabbar plot`: the frames the window draws while it plays, from the
/// headless window (`RecordedMotion`, the one path every review tool plays through), with
/// the resting frame before the input.
struct PlotScenes {
    /// Seconds from the input to the motion's end, as the trace says.
    var duration: Double
    /// Seconds from the input to the frame at rest, when nothing moves any more (later than
    /// `duration` when something else moves on, such as the indicator after an item's bounce).
    var rest: Double
    /// When the window drew: two frames before the input (at rest), then every frame from
    /// the input to rest, and the resting frame on to the end of a plot's time axis, on the
    /// 60 Hz grid, in seconds from the input.
    var times: [Double]
    /// The window's scene at one of `times`.
    var scene: (Double) -> Scene

    /// Plays `recipe` in a headless window showing `configuration`. A motion it cannot play
    /// is a usage error.
    static func play(
        _ recipe: MotionRecipe, configuration: AppConfiguration, viewport: Size, measurer: any TextMeasuring
    ) throws -> PlotScenes {
        let window = HeadlessWindow(
            configuration: recipe.configured(configuration), viewport: viewport, measurer: measurer)
        let motion: RecordedMotion
        let before: Scene
        do {
            try recipe.prepare(window)
            before = window.lastFrame?.scene ?? window.drawFrame().scene
            motion = try RecordedMotion.record(recipe, in: window)
        } catch {
            throw UsageError("plot: \(error)")
        }
        var times = [-2.0 / 60, -1.0 / 60] + motion.frames.map { $0.time - motion.start }
        let rest = times.last ?? 0
        // The resting frame on to where a plot's time axis ends (`MotionPlot.timeRange`).
        let shown = max(motion.duration * 1.12, max(motion.duration, rest, 1.0 / 60) * 1.04)
        while let last = times.last, last + 1.0 / 60 <= shown + 1e-9 { times.append(last + 1.0 / 60) }
        return PlotScenes(
            duration: motion.duration, rest: rest, times: times, scene: { $0 < 0 ? before : motion.scene(at: $0) })
    }
}
