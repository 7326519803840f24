import Foundation
import Glibc
import TabBarCairo
import TabBarCore
import TabBarKit
import TabBarDemo
import TabBarReview
import TabBarLoading
import TabBarX11

/// The default mode: open the window and run until it closes (or a script ends).
enum WindowCommand {
    /// Runs the window mode and returns the process exit code.
    static func run(_ arguments: [String]) -> ExitCode {
        // Before anything can start a thread, so that no thread receives these the default way.
        SignalWatch.blockHandledSignals()
        let options: WindowOptions
        do {
            options = try WindowOptions.parse(arguments)
        } catch {
            Console.error("\(error)")
            return ExitCode(for: error)
        }
        let trace = TraceWriter(isEnabled: options.trace)
        // Watched from here on, so that a signal ends the process within a second wherever it
        // is stuck (a frozen server in XOpenDisplay, a frame, an exit), with the exit line if
        // the reader takes it at once and without another call to the X server.
        let signals = WindowStart.watch(trace)
        var configuration: AppConfiguration
        var script: QAScript?
        // Pages are kept as pictures and moved, not redrawn; TABBAR_NO_LAYERS draws every frame
        // from scratch (the bench's before-and-after, and a debugging knob).
        let renderer = SceneRenderer(layers: getenv("TABBAR_NO_LAYERS") == nil ? LayerCache() : nil)
        do {
            configuration = try loadConfiguration(options.configPath, images: renderer.images,
                                                  viewport: Size(width: Double(options.width), height: Double(options.height)))
            configuration = options.device.apply(to: configuration)
            if options.reduceMotion || configuration.reduceMotion { configuration = ReducedMotion.apply(to: configuration) }
            script = try options.scriptPath.map(loadScript)
        } catch {
            return WindowStart.fail(error, trace: trace)
        }
        let window: X11Window
        switch WindowStart.open(title: configuration.title, width: options.width, height: options.height, trace: trace) {
        case .success(let opened): window = opened
        case .failure(let failure): return failure.code
        }
        window.setDesktopProperties(icon: nil)
        // HiDPI: --scale, else Xft.dpi from the X resources (96 dpi is 1×), kept small
        // enough that the window stays within 16384 device pixels a side.
        let largest = Double(max(options.width, options.height))
        let scale = options.scale ?? window.resourceDPI().map { max(0.5, min(4, $0 / 96, 16384 / largest)) } ?? 1
        if scale != 1 {
            window.resize(width: Int((Double(options.width) * scale).rounded()), height: Int((Double(options.height) * scale).rounded()))
        }
        renderer.layers?.setBudget(LayerCache.budget(for: Size(width: Double(options.width), height: Double(options.height)),
                                                     scale: scale))
        // A debugging knob, and the way tests cover the XPutImage fallback.
        window.allowsSharedMemory = getenv("TABBAR_NO_SHM") == nil
        let controller = TabBarController(configuration: configuration,
                                          viewport: Size(width: Double(options.width), height: Double(options.height)),
                                          measurer: renderer.text)
        let pipeline = FramePipeline(scale: scale, renderer: renderer, clock: AnimationClock(slowFactor: options.slow ?? 1),
                                     fixedStep: options.fixedStep)
        let driver = WindowDriver(controller: controller, trace: trace, pipeline: pipeline, setCursor: window.setCursor)
        driver.hud.isVisible = options.showHUD
        driver.reloader = options.configPath.map { ConfigReloader(path: $0, reduceMotion: options.reduceMotion, device: options.device) }
        driver.script = script.map(ScriptRun.init)
        if let path = options.capturePath { driver.startCapture(to: path, session: true) }
        driver.repaints = RepaintOverlay(isShown: options.showRepaints)
        if options.recordPath != nil { driver.recorder = ScriptRecorder(start: 0) }
        let loop = EventLoop(window: window, client: driver, signals: signals)
        // Decoding the icon can wait until the first frame is on screen.
        loop.afterFirstFrame = { WindowIcon.load().map { window.setIcon($0) } }
        if options.control {
            let input = ControlInput()
            loop.read(input.fd) { [unowned loop] in driver.readControl(input, at: loop.clock.now()) }
        }
        var watcher: FileWatcher?
        if options.watch, let path = options.configPath {
            watcher = FileWatcher(path: path)
            if let watcher { loop.watch(watcher) { driver.reload() } } else { Console.error("--watch: cannot watch \(path)") }
        }
        let exit = loop.run(exitAfter: options.exitAfter)
        // No exit path waits on the server: the kernel closes the connection.
        window.abandonConnection()
        if case .failed(let message) = exit { Console.error(message) }
        // A signal's process ends within a second (SignalWatch's grace): finish captures in haste.
        if case .signalled = exit {
            driver.finishCaptures(at: loop.clock.now(), inHaste: true)
        } else {
            driver.finishCaptures(at: loop.clock.now())
        }
        var code = exit.code
        if driver.endScriptAtExit(), exit == .closed || exit == .timedOut { code = .script }
        if let path = options.reportPath, !driver.writeReport(to: path) && code == .success { code = .input }
        if let path = options.recordPath, !driver.writeRecording(to: path, at: loop.clock.now()) && code == .success { code = .input }
        trace.end(code: code)
        withExtendedLifetime(watcher) {}
        return code
    }

    /// Reads and checks a QA script; screenshot paths are relative to its folder.
    static func loadScript(_ path: String) throws -> QAScript {
        let root = try ConfigurationFile.readJSON(path)
        return try QAScript.decode(root, file: path, baseDirectory: URL(fileURLWithPath: path).deletingLastPathComponent().path)
    }
}

/// Loads `path`, or the built-in demo's configuration when it is nil, with the demo's
/// custom animations available; with a `viewport`, its items must fit a window that size.
func loadConfiguration(_ path: String?, images: ImageCache, viewport: Size? = nil) throws(ConfigError) -> AppConfiguration {
    guard let file = path ?? AssetLocator.defaultConfigPath() else {
        throw ConfigError(message: "cannot find the demo configuration assets/\(AssetLocator.defaultConfigName); pass --config FILE")
    }
    let configuration = try ConfigurationFile.load(file, catalog: .demo, images: images, viewport: viewport)
    if let warning = SelectedContrast.warning(for: configuration, file: file) { Console.warning(warning) }
    return configuration
}
