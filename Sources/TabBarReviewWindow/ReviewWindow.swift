import Glibc
import TabBarCairo
import TabBarCore
import TabBarKit
import TabBarReview
import TabBarX11

/// The `tabbar` program's own window, for any program: a `TabBarController` in an X11 window
/// with the review tools as options — the JSON trace, the HUD, QA scripts with their report,
/// recording, GIF captures, repaint flashes, reloading on save and the `--control` channel.
/// `TabBarWindow` is the plain window an app embeds; this is the same host with the review
/// tools plugged in, the one a reviewer drives.
///
/// ```swift
/// var options = ReviewWindow.Options()
/// options.showHUD = true
/// options.control = true
/// exit(ReviewWindow.run(configuration, options: options).code)
/// ```
public enum ReviewWindow {
    /// What the window shows and does besides the bar; every tool is off by default.
    public struct Options {
        /// The window's size in logical pixels (device pixels are this times the scale).
        public var size = Size.defaultWindow
        /// Device pixels per logical pixel; nil takes Xft.dpi / 96 from the X resources, lowered
        /// when the window would be larger than the screen. A scale given here that makes it
        /// larger is refused (`WindowTooLarge`, exit 2).
        public var scale: Double?
        /// Starts in slow motion, this many times slower (Shift+S toggles ×10).
        public var slowFactor = 1.0
        /// The animation clock advances exactly one frame per frame drawn.
        public var fixedStep = false
        /// Closes the window after this many seconds.
        public var exitAfter: Double?
        /// Starts with the heads-up display shown (F1 toggles it).
        public var showHUD = false
        /// Flashes every repainted rectangle (F2 toggles it).
        public var showRepaints = false
        /// A QA script to replay; the exit code says whether its asserts held.
        public var script: QAScript?
        /// With `script`: its asserts as JUnit XML (`.xml`) or an HTML page (`.html`), written on exit.
        public var reportPath: String?
        /// With `script`: screenshot asserts rewrite a reference that is missing or differs.
        public var updatesSnapshots = false
        /// What the person does, written as a QA script on exit.
        public var recordPath: String?
        /// The whole session as an animated GIF, written on exit.
        public var capturePath: String?
        /// JSON commands read from standard input, one a line.
        public var control = false
        /// With `control`: the end of input leaves the window open (otherwise it closes, exit 0).
        public var keepsControlOpen = false
        /// Makes the controller again from the configuration file (`--watch`, and the control
        /// channel's `reload`); nil when the configuration was not read from a file.
        public var reloader: ConfigReloader?
        /// Reloads whenever `reloader`'s file is saved.
        public var watch = false
        /// Makes the `_NET_WM_ICON`, called once the first frame is on screen (decoding it can
        /// wait); nil sets none.
        public var icon: (() -> X11Window.Icon?)?
        /// Pages are kept as pictures and moved rather than redrawn (off: every frame is drawn
        /// from scratch).
        public var retainsLayers = true
        /// Frames go through MIT-SHM when the server offers it (off: XPutImage).
        public var allowsSharedMemory = true
        /// Pages in motion are shown by the server from pictures in shared memory rather than
        /// copied into the back buffer (off: every frame goes through the buffer).
        public var showsPagesDirectly = true
        /// How many back buffers the window draws into (1 or 2); nil lets the window's size
        /// decide (two from 2560×1440 device pixels, see `X11Window.bufferCount`).
        public var bufferCount: Int?
        /// Opens with the timeline panel shown (`T` toggles it): the window is as much larger
        /// as the panel, beside or below `size`, which stays the bar's area.
        public var timeline = false

        /// Every tool off, the default window size, the scale from the X resources.
        public init() {}
    }

    /// Opens the window for `configuration` and runs it until it closes, `exitAfter` passes,
    /// a script ends or a signal comes; returns the exit code (see `ExitCode`).
    ///
    /// `trace` receives every event (made before the configuration was loaded, so a failed
    /// start still writes its exit line); `signals` should be watched from the process's start
    /// (see `WindowStart.watch`). `renderer` is the one the configuration's images were
    /// checked with, when there is one.
    public static func run(
        _ configuration: AppConfiguration, options: Options = Options(),
        trace: TraceWriter = TraceWriter(isEnabled: false), signals: SignalWatch? = nil,
        renderer: SceneRenderer? = nil
    ) -> ExitCode {
        let renderer = renderer ?? SceneRenderer(layers: options.retainsLayers ? LayerCache() : nil)
        // The window holds the bar's area, and the timeline panel beside or below it when open.
        let windowSize = options.timeline ? TimelineLayout.window(for: options.size) : options.size
        let width = Int(windowSize.width), height = Int(windowSize.height)
        let outputs: WindowOutputs
        do {
            outputs = try WindowOutputs(options)
        } catch {
            return WindowStart.fail(error, trace: trace)
        }
        let window: X11Window
        switch WindowStart.open(title: configuration.title, width: width, height: height, trace: trace) {
        case .success(let opened): window = opened
        case .failure(let failure): return failure.code
        }
        let scale: Double
        switch WindowScale.resize(window, to: options.size, requested: options.scale, trace: trace) {
        case .success(let chosen): scale = chosen
        case .failure(let failure): return failure.code
        }
        renderer.layers?.setBudget(LayerCache.budget(for: options.size, scale: scale))
        renderer.images.variants.setBudget(ImageVariants.budget(scale: scale))
        window.allowsSharedMemory = options.allowsSharedMemory
        window.bufferCount = options.bufferCount
        // Mapped now, at its final size: the server maps it while the controller lays out the
        // bar (the first text measured waits for fontconfig to load). Nothing shows in it until
        // the first frame: it has no background, so the server never clears it.
        window.map()
        let controller = TabBarController(configuration: configuration, viewport: options.size, measurer: renderer.text)
        let pipeline = FramePipeline(
            scale: scale, renderer: renderer, clock: AnimationClock(slowFactor: options.slowFactor),
            fixedStep: options.fixedStep)
        let session = Self.session(
            controller, pipeline: pipeline, trace: trace, options: options, outputs: outputs,
            setCursor: window.setCursor, resizeWindow: { window.resize(width: $0, height: $1) })
        if options.showsPagesDirectly {
            renderer.layers?.memory = WindowPictureMemory(window)
            // A push's dim is laid by the server over the copied page (a round trip, after the map).
            renderer.policy.laysTints = getenv("TABBAR_NO_TINTS") == nil && window.laysTints
        }
        let loop = EventLoop(window: window, client: session.host, signals: signals)
        // The first frame does not wait for rlottie: the icons' files load once it is shown.
        let loadsLotties = renderer.images.hasPendingLotties
        let icon = options.icon
        loop.afterFirstFrame = { [unowned loop] in
            if loadsLotties { session.lotties.load(seconds: loop.clock.now) }
            icon.map { $0().map { window.setIcon($0) } }
        }
        if let control = session.control {
            loop.read(control.run.input.fd) { [unowned loop] time in control.service(at: time, clock: loop.clock) }
        }
        var watcher: FileWatcher?
        if options.watch, let path = options.reloader?.path {
            watcher = FileWatcher(path: path)
            if let watcher {
                loop.watch(watcher) { session.reload() }
            } else {
                Console.error("--watch: cannot watch \(path)")
            }
        }
        let exit = loop.run(exitAfter: options.exitAfter)
        // No exit path waits on the server: the kernel closes the connection.
        window.abandonConnection()
        let code = finish(session, exit: exit, at: loop.clock.now(), outputs: outputs)
        trace.end(code: code)
        withExtendedLifetime(watcher) {}
        return code
    }

    /// A host showing `controller` through `pipeline` with the tools `options` ask for plugged
    /// in, writing into `outputs` and tracing to `trace`: what `run` opens a window around, and
    /// what tests drive on a fake loop.
    static func session(
        _ controller: TabBarController, pipeline: FramePipeline, trace: TraceWriter, options: Options = Options(),
        outputs: WindowOutputs = WindowOutputs(), setCursor: @escaping (CursorShape) -> Void = { _ in },
        resizeWindow: @escaping (Int, Int) -> Void = { _, _ in }
    ) -> ReviewSession {
        let host = WindowHost(
            source: controller, pipeline: pipeline, drawsDirectly: options.showsPagesDirectly, setCursor: setCursor)
        let session = ReviewSession(host: host, trace: trace)
        plugIn(session, options, outputs: outputs, resizeWindow: resizeWindow)
        return session
    }
}
