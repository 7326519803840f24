import TabBarCairo
import TabBarCore
import TabBarKit
import TabBarReview
import TabBarX11

/// `tabbar render [--config F] [--size WxH] [--scale S] [--select I] [--at SECONDS] -o out.png`:
/// the frame the window shows `SECONDS` after a tap on item `I` (on its 60 Hz grid), played in a
/// headless window and drawn by the window's renderer.
enum RenderCommand {
    static func run(_ parsed: ParsedArguments) throws -> ExitCode {
        let options = try OfflineOptions(parsed)
        let select = parsed.integer("--select")
        let at = parsed.number("--at") ?? 0
        let output = try options.requireOutput("render")
        HeadlessSignals.watch()
        try OfflineOptions.checkSize(
            options.viewport, scale: options.scale, what: "render", shrinkWith: "--size or --scale")
        let renderer = SceneRenderer()
        let configuration = try options.loadConfiguration(images: renderer.images)
        // The window, opened and at rest; item `select` tapped; the frame it shows `at` seconds
        // later, on its 60 Hz grid.
        let window = HeadlessWindow(configuration: configuration, viewport: options.viewport, measurer: renderer.text)
        window.settle()
        var frame = window.drawFrame()
        if let select {
            guard let tap = MotionRecipe.tap(item: select, in: window.controller) else {
                let count = window.controller.items.count
                throw UsageError("render: --select \(select): there are only \(count) items (0…\(count - 1))")
            }
            window.send(tap)
            frame = window.drawFrame()
        }
        for _ in 0..<Int((at * AnimationClock.frameRate + 1e-6).rounded(.down)) where window.needsFrame {
            frame = window.drawFrame()
        }
        try PNGWriter.write(frame.scene, to: output, scale: options.scale, renderer: renderer)
        return .success
    }
}
