import TabBarCairo
import TabBarCore
import TabBarKit
import TabBarReview
import TabBarX11

/// `tabbar compare A.json B.json [--size WxH] [--trace] [--exit-after S]`: both
/// configurations side by side in one window, each in a half of the given size.
enum CompareWindowCommand {
    static func run(_ configs: [String], arguments: [String]) -> ExitCode {
        SignalWatch.blockHandledSignals()
        var width = Int(Size.defaultWindow.width), height = Int(Size.defaultWindow.height)
        var traceOn = false
        var exitAfter: Double?
        var cursor = ArgumentCursor(arguments)
        do {
            while let argument = cursor.next() {
                switch argument {
                case "--size": (width, height) = try cursor.size(for: argument)
                case "--trace": traceOn = true
                case "--exit-after": exitAfter = try cursor.number(for: argument, in: 0...86_400)
                default: throw UsageError("compare: unknown option \"\(argument)\"; \(CompareCommand.usage)")
                }
            }
        } catch {
            Console.error("\(error)")
            return ExitCode(for: error)
        }
        let trace = TraceWriter(isEnabled: traceOn)
        let signals = WindowStart.watch(trace)
        let renderer = SceneRenderer()
        let half = Size(width: Double(width), height: Double(height))
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
        let driver = CompareWindowDriver(sides: sides, trace: trace, pipeline: FramePipeline(renderer: renderer))
        let loop = EventLoop(window: window, client: driver, signals: signals)
        let exit = loop.run(exitAfter: exitAfter)
        window.abandonConnection()
        if case .failed(let message) = exit { Console.error(message) }
        trace.end(code: exit.code)
        return exit.code
    }
}
