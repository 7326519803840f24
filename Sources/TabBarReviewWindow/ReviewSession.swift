import TabBarCairo
import TabBarCore
import TabBarKit
import TabBarLoading
import TabBarReview

/// What the review window's tools share: the host showing the bar (whose source is the
/// controller a reload replaces), the trace, the configuration it reloads, and the tools
/// that reach each other (a script's key reaches the HUD, the control channel a script's
/// steps). Each tool is a plug-in of its own on the host, added by `ReviewWindow.plugIn`;
/// this is where they meet.
final class ReviewSession {
    /// The window's one client, showing the bar.
    let host: WindowHost<TabBarController>
    /// Where events go.
    let trace: TraceWriter
    /// Makes the controller again from the configuration file (`--watch`, `reload`).
    var reloader: ConfigReloader?
    /// `--update-snapshots`: screenshot asserts rewrite a reference that is missing or differs.
    var updatesSnapshots = false
    /// An HTML report was asked for: screenshot asserts keep their pictures.
    var keepsPictures = false
    /// When each node's motion last began, for motion asserts.
    var motionStarts = MotionStarts()
    /// The control channel's screenshots, written on a thread of their own.
    lazy var screenshotQueue = ScreenshotQueue()
    /// The tools the others reach, made on first use; `ReviewWindow.plugIn` adds them to the
    /// host in the order their hooks must run.
    private(set) lazy var hud = HUDPlugin(session: self)
    private(set) lazy var repaints = RepaintPlugin(session: self)
    private(set) lazy var screenshots = ScreenshotPlugin(session: self)
    private(set) lazy var captures = CapturePlugin(session: self)
    private(set) lazy var scripts = ScriptPlugin(session: self)
    /// Loads the Lottie icons once the first frame is shown; a refused file ends the window.
    private(set) lazy var lotties = LottieLoading(session: self)
    /// `T` / `--timeline`: the timeline panel; nil on a host without it.
    var timeline: TimelinePlugin?
    /// `--record`, and `--control`: only when asked for.
    var recording: RecordPlugin?
    var control: ControlPlugin?
    /// The one executor of script steps and of control commands shaped like one.
    private(set) lazy var steps = StepRunner(session: self)

    /// The tools for `host`, which shows the bar, writing events to `trace` (whose scale is
    /// the host's pipeline's). They start off; `ReviewWindow` sets them from its options.
    init(host: WindowHost<TabBarController>, trace: TraceWriter) {
        self.host = host
        self.trace = trace
        trace.pipeline = host.pipeline
        trace.listeners.append { [unowned self] in motionStarts.note($0) }
    }

    /// The bar and its pages; a reload replaces it.
    var controller: TabBarController {
        get { host.source }
        set { host.source = newValue }
    }

    var pipeline: FramePipeline { host.pipeline }
    var renderer: SceneRenderer { host.pipeline.renderer }
    var scale: Double { host.pipeline.scale }
    /// The loop's time at the last input or frame.
    var lastHost: Double { host.lastHost }

    /// The animation time at host time `host`.
    func animationTime(_ host: Double) -> Double {
        pipeline.animationTime(host)
    }

    /// A file in the current folder named after the configuration, the date and time and
    /// the animation clock at host time `host`: colorful-20261201-034512-123-t1.250s.gif.
    func capturePath(extension name: String, at host: Double) -> String {
        FileSystem.currentDirectory() + "/"
            + CaptureName.make(
                config: reloader?.path, time: CaptureName.now(), clock: animationTime(host), extension: name)
    }

    /// The frame at animation time `time` without the HUD, as `PNGWriter` draws it.
    func offscreenPicture(at time: Double) throws -> RasterSurface {
        try PNGWriter.picture(controller.scene(at: time), scale: scale, renderer: renderer)
    }

    /// A frame rendered offscreen at animation time `time`, without the HUD: what a script's
    /// screenshot shows, identical between runs with `--fixed-step`.
    func writeOffscreenScreenshot(to path: String, at time: Double) throws {
        try offscreenPicture(at: time).writePNG(to: path)
        trace.write(.screenshot(path: path))
    }
}
