import TabBarCairo
import TabBarCore
import TabBarKit
import TabBarReview
import TabBarReviewWindow
import TabBarX11

/// `tabbar compare A.json B.json [--size WxH] [--trace] [--exit-after S]`: both
/// configurations side by side in one window, each in a half of the given size.
enum CompareWindowCommand {
    /// Opens the window: `configs` side by side, each in a `half` of it.
    static func run(_ configs: [String], half: Size, trace traceOn: Bool, exitAfter: Double?) -> ExitCode {
        SignalWatch.blockHandledSignals()
        let width = Int(half.width), height = Int(half.height)
        let trace = TraceWriter(isEnabled: traceOn)
        let signals = WindowStart.watch(trace)
        let renderer = SceneRenderer()
        let controllers: [TabBarController]
        do {
            controllers = try configs.map { path in
                var configuration = try loadConfiguration(path, images: renderer.images, viewport: half)
                if configuration.reduceMotion { configuration = ReducedMotion.apply(to: configuration) }
                return TabBarController(configuration: configuration, viewport: half, measurer: renderer.text)
            }
        } catch {
            return WindowStart.fail(error, trace: trace)
        }
        let window: X11Window
        switch WindowStart.open(
            title: "compare: \(configs.joined(separator: " | "))", width: 2 * width, height: height,
            trace: trace)
        {
        case .success(let opened): window = opened
        case .failure(let failure): return failure.code
        }
        let sides = SideBySide(left: controllers[0], right: controllers[1], paneWidth: Double(width))
        let host = WindowHost(comparing: sides, renderer: renderer, trace: trace)
        let loop = EventLoop(window: window, client: host, signals: signals)
        let exit = loop.run(exitAfter: exitAfter)
        window.abandonConnection()
        if case .failed(let message) = exit { Console.error(message) }
        trace.end(code: exit.code)
        return exit.code
    }
}
