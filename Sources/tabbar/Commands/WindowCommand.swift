import Glibc
import TabBarCairo
import TabBarCore
import TabBarDemo
import TabBarKit
import TabBarLoading
import TabBarReview
import TabBarReviewWindow
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
        // Large paints are shared with a second thread; TABBAR_NO_BANDS keeps them on one.
        renderer.policy.sharesLargePaints = getenv("TABBAR_NO_BANDS") == nil
        do {
            // rlottie loads the Lottie icons once the first frame is on screen (`ReviewWindow`).
            configuration = try loadConfiguration(
                options.configPath, images: renderer.images,
                viewport: Size(width: Double(options.width), height: Double(options.height)), defersLotties: true)
            configuration = options.device.apply(to: configuration)
            if options.reduceMotion || configuration.reduceMotion {
                configuration = ReducedMotion.apply(to: configuration)
            }
            script = try options.scriptPath.map(loadScript)
        } catch {
            return WindowStart.fail(error, trace: trace)
        }
        let window = options.reviewOptions(script: script)
        return ReviewWindow.run(configuration, options: window, trace: trace, signals: signals, renderer: renderer)
    }

    /// Reads and checks a QA script; screenshot paths are relative to its folder.
    static func loadScript(_ path: String) throws -> QAScript {
        let root = try ConfigurationFile.readJSON(path)
        return try QAScript.decode(root, file: path, baseDirectory: FileSystem.directory(of: path))
    }
}

/// Loads `path`, or the built-in demo's configuration when it is nil, with the demo's
/// custom animations available; with a `viewport`, its items must fit a window that size.
/// With `defersLotties`, Lottie files are checked but wait for `images.loadPendingLotties()`.
func loadConfiguration(
    _ path: String?, images: ImageCache, viewport: Size? = nil, defersLotties: Bool = false
) throws(ConfigError) -> AppConfiguration {
    guard let file = path ?? AssetLocator.defaultConfigPath() else {
        throw ConfigError(
            message: "cannot find the demo configuration assets/\(AssetLocator.defaultConfigName); pass --config FILE")
    }
    let configuration = try ConfigurationFile.load(
        file, catalog: .demo, pages: .demo, images: images, viewport: viewport, defersLotties: defersLotties)
    if let warning = SelectedContrast.warning(for: configuration, file: file) { Console.warning(warning) }
    return configuration
}
