import Glibc
import TabBarCairo
import TabBarCore
import TabBarLoading
import TabBarX11

/// An X11 window hosting a `TabBarController`: the way a program other than `tabbar` shows
/// the animated bar. Build it from a configuration file or from an `AppConfiguration` made
/// in code, set `shouldSelect` / `didSelect`, then `run()` until the window closes.
///
/// ```swift
/// var catalog = ItemAnimationCatalog.builtIn
/// catalog.register("wobble") { request in Wobble(duration: request.duration ?? 0.5) }
/// let window = try TabBarWindow(configurationFile: "app.json", catalog: catalog)
/// window.shouldSelect = { index in index != 2 }
/// window.didSelect = { index in window.setBadge(nil, at: index) }
/// exit(window.run().rawValue)
/// ```
///
/// Everything runs on the thread that calls `run()`: the hooks are called there, and the
/// methods that change the bar must be called there too (from a hook or `onFrame`).
public final class TabBarWindow {
    /// The bar, its pages and their state; every method of the core is available.
    public let controller: TabBarController
    let window: X11Window
    let host: WindowHost<TabBarController>
    let callbacks = WindowCallbacks()
    let clock = MonotonicClock()

    /// Opens a window for the configuration file at `path` (icons relative to it), with the
    /// item animations of `catalog` and the page kinds of `pages` available to it. The demo's
    /// pages (grid, list, button, settings), which `tabbar`'s configurations name, are
    /// `pages: .demo` and the Jelly animation `catalog: .demo`, from `import TabBarDemo`.
    ///
    /// - Throws: `ConfigError` naming the file, line and column; `X11Error` without a display.
    public convenience init(
        configurationFile path: String, catalog: ItemAnimationCatalog = .builtIn,
        pages: PageCatalog = .builtIn, size: Size = .defaultWindow
    ) throws {
        let renderer = SceneRenderer()
        let configuration = try ConfigurationFile.load(
            path, catalog: catalog, pages: pages, images: renderer.images,
            viewport: size)
        try self.init(configuration: configuration, size: size, renderer: renderer)
    }

    /// Opens a window for `configuration`, `size` logical pixels large.
    public init(
        configuration: AppConfiguration, size: Size = .defaultWindow, renderer: SceneRenderer = SceneRenderer()
    ) throws {
        window = try X11Window(title: configuration.title, width: Int(size.width), height: Int(size.height))
        controller = TabBarController(configuration: configuration, viewport: size, measurer: renderer.text)
        // Nothing reads the buffer back, so pages may be shown straight from their pictures
        // (the host puts everything back in the buffer once at rest).
        host = WindowHost(
            source: controller, pipeline: FramePipeline(renderer: renderer), drawsDirectly: true,
            setCursor: window.setCursor)
        host.add(callbacks)
        host.listeners = [{ [callbacks] events in callbacks.onEvent.map { events.forEach($0) } }]
    }

    /// Asked before a tap, key or `select` changes the selection; return false to veto.
    public var shouldSelect: ((Int) -> Bool)? {
        get { controller.selection.shouldSelect }
        set { controller.selection.shouldSelect = newValue }
    }

    /// Called after the selection changed (or the selected item was chosen again).
    public var didSelect: ((Int) -> Void)? {
        get { controller.selection.didSelect }
        set { controller.selection.didSelect = newValue }
    }

    /// Called with everything that happens (selections, animations, navigation), as the
    /// `--trace` lines say it.
    public var onEvent: ((TraceEvent) -> Void)? {
        get { callbacks.onEvent }
        set { callbacks.onEvent = newValue }
    }

    /// Called once the first frame is on screen, with the X window's id (for `xdotool
    /// --window`, `xprop -id`): the moment a program or a test may start driving the window.
    public var onReady: ((UInt) -> Void)? {
        get { callbacks.onReady }
        set { callbacks.onReady = newValue }
    }

    /// Called after each frame is on screen, with its number (1 for the first), on the
    /// loop's thread: a place to call the methods below while `run()` runs.
    public var onFrame: ((Int) -> Void)? {
        get { callbacks.onFrame }
        set { callbacks.onFrame = newValue }
    }

    /// Ends `run()` at the loop's next turn, which returns `code` (0 unless told): what a
    /// program calls from a hook instead of waiting for the window to be closed.
    public func close(code: ExitCode = .success) {
        callbacks.exitRequest = code
    }

    /// The animation time now: what the controller's methods take as `at:`.
    public var now: Double { host.pipeline.animationTime(clock.now()) }

    /// Selects item `index` as a program would (`selectedIndex = …`), with its animation.
    public func select(_ index: Int) {
        changed(controller.select(index, cause: .program, at: now))
    }

    /// Sets item `index`'s badge: a text, "" for a dot, nil for none.
    public func setBadge(_ value: String?, at index: Int) {
        changed(controller.setBadge(value, for: index, at: now))
    }

    /// The bar changed in code: the next frame shows it, and `onEvent` hears `events`.
    private func changed(_ events: [TraceEvent]) {
        host.pipeline.isDirty = true
        host.emit(events)
    }

    /// Hides or shows the bar (RDV's `setTabBarHidden(_:animated:)`).
    public func setBarHidden(_ hidden: Bool, animated: Bool = true) {
        controller.setTabBarHidden(hidden, animated: animated, at: now)
        host.pipeline.isDirty = true
    }

    /// Shows the window and runs until it is closed, `close()` is called, `exitAfter` seconds
    /// pass or a signal ends it; returns the exit code (0 when closed).
    ///
    /// While it runs, SIGINT, SIGTERM, SIGHUP and SIGQUIT end the loop, and it returns 128+N
    /// (see `SignalWatch`: only a loop stuck in a frozen X server is ended by a forced exit,
    /// its grace of 0.7 s later). When it returns, its signal watch has stopped (no thread is left
    /// behind, so a program may run windows one after another) and the calling thread's
    /// signal mask is as it was: the watch blocks those signals, and a blocked mask is
    /// inherited by every process started afterwards, which then ignores SIGTERM (a test that
    /// ran a window hung waiting for its Xvfb to stop).
    @discardableResult
    public func run(exitAfter: Double? = nil) -> ExitCode {
        var callersMask = sigset_t()
        pthread_sigmask(SIG_SETMASK, nil, &callersMask)
        defer { pthread_sigmask(SIG_SETMASK, &callersMask, nil) }
        let signals = SignalWatch()
        defer { signals?.stop() }
        let loop = EventLoop(window: window, client: host, clock: clock, signals: signals)
        let exit = loop.run(exitAfter: exitAfter)
        return exit.code
    }
}

/// `TabBarWindow`'s hooks as a plug-in: the program hears the first frame and every frame,
/// and `close()` ends the loop at its next turn.
final class WindowCallbacks: WindowPlugin {
    var onEvent: ((TraceEvent) -> Void)?
    var onReady: ((UInt) -> Void)?
    var onFrame: ((Int) -> Void)?
    /// Set by `TabBarWindow.close()`: the loop ends at its next turn with this code.
    var exitRequest: ExitCode?

    func framePresented(_ frame: PresentedFrame) {
        onFrame?(frame.seq)
    }

    func windowReady(_ window: ReadyWindow) {
        onReady?(window.id)
    }

    func exitCode(at host: Double) -> ExitCode? {
        exitRequest
    }
}
