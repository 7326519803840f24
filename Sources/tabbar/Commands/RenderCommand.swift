import TabBarCairo
import TabBarCore
import TabBarKit
import TabBarX11

/// `tabbar render [--config F] [--size WxH] [--scale S] [--select I] [--at SECONDS] -o out.png`:
/// the frame `SECONDS` after selecting item `I`, drawn without X by the window's renderer.
enum RenderCommand {
    static let usage =
        "usage: tabbar render [--config FILE] [--size WxH] [--scale S] [--select I] [--at SECONDS] -o FILE.png"

    static func run(_ arguments: [String]) throws -> ExitCode {
        var options = OfflineOptions()
        var select: Int?
        var at = 0.0
        var cursor = ArgumentCursor(arguments)
        while let argument = cursor.next() {
            if try options.read(argument, from: &cursor) { continue }
            switch argument {
            case "--select": select = try cursor.integer(for: argument, in: 0...999)
            case "--at": at = try cursor.number(for: argument, in: 0...3600)
            default: throw UsageError("render: unknown option \"\(argument)\"; \(usage)")
            }
        }
        let output = try options.requireOutput("render")
        try OfflineOptions.checkSize(
            options.viewport, scale: options.scale, what: "render", shrinkWith: "--size or --scale")
        let renderer = SceneRenderer()
        let configuration = try options.loadConfiguration(images: renderer.images)
        let controller = TabBarController(
            configuration: configuration, viewport: options.viewport, measurer: renderer.text)
        if let select {
            guard controller.items.indices.contains(select) else {
                throw UsageError(
                    "render: --select \(select): there are only \(controller.items.count) items (0…\(controller.items.count - 1))"
                )
            }
            _ = controller.select(select, cause: .program, at: 0)
        }
        _ = controller.advance(to: at)
        try PNGWriter.write(controller.scene(at: at), to: output, scale: options.scale, renderer: renderer)
        return .success
    }
}
