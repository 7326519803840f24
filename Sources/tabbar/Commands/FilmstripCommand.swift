import Foundation
import TabBarCairo
import TabBarCore
import TabBarDemo
import TabBarReview
import TabBarX11

/// `tabbar filmstrip [--config F] (--animation NAME | --transition NAME | --indicator NAME)
/// [--frames N] [--item I] [--role ROLE] -o strip.png`: one PNG of N evenly spaced,
/// labelled frames of one motion.
enum FilmstripCommand {
    static let usage = """
        usage: tabbar filmstrip [--config FILE] (--animation NAME | --transition NAME | --indicator NAME) \
        [--frames N] [--item I] [--role push|pop|present|dismiss|tab] -o FILE.png
        """

    static func run(_ arguments: [String]) throws -> ExitCode {
        var options = OfflineOptions()
        var animation: String?, transition: String?, indicator: String?, role: String?
        var frames = 9
        var item: Int?
        var cursor = ArgumentCursor(arguments)
        while let argument = cursor.next() {
            if try options.read(argument, from: &cursor) { continue }
            switch argument {
            case "--animation": animation = try cursor.value(for: argument)
            case "--transition": transition = try cursor.value(for: argument)
            case "--indicator": indicator = try cursor.value(for: argument)
            case "--role": role = try cursor.value(for: argument)
            case "--frames": frames = try cursor.integer(for: argument, in: 2...60)
            case "--item": item = try cursor.integer(for: argument, in: 0...999)
            default: throw UsageError("filmstrip: unknown option \"\(argument)\"; \(usage)")
            }
        }
        let output = try options.requireOutput("filmstrip")
        guard [animation, transition, indicator].compactMap({ $0 }).count == 1 else {
            throw UsageError("filmstrip needs exactly one of --animation, --transition or --indicator")
        }
        let renderer = SceneRenderer()
        let configuration = try options.loadConfiguration(images: renderer.images)
        let scene: Scene
        if let animation {
            scene = try animationStrip(animation, item: item ?? 0, frames: frames, configuration: configuration, renderer: renderer)
        } else if let transition {
            scene = try transitionStrip(transition, role: role, frames: frames, configuration: configuration,
                                        viewport: options.viewport, renderer: renderer)
        } else {
            scene = try indicatorStrip(indicator ?? "", item: item, frames: frames, configuration: configuration,
                                       viewport: options.viewport, renderer: renderer)
        }
        try OfflineOptions.checkSize(scene.size, scale: options.scale, what: "the film strip")
        try PNGWriter.write(scene, to: output, scale: options.scale, renderer: renderer)
        return .success
    }

    static func animationStrip(_ name: String, item index: Int, frames: Int, configuration: AppConfiguration,
                               renderer: SceneRenderer) throws -> Scene {
        var (item, animation) = try MotionLookup.item(index, animation: name, configuration: configuration, command: "filmstrip")
        item.animation = animation
        let strip = ItemFilmStrip(item: item, style: configuration.bar, measurer: renderer.text)
        return strip.scene(frames: frames, script: ItemFilmStrip.script(for: animation))
    }

    static func transitionStrip(_ name: String, role: String?, frames: Int, configuration: AppConfiguration,
                                viewport: Size, renderer: SceneRenderer) throws -> Scene {
        let kind = try MotionLookup.transition(name, command: "filmstrip")
        var chosen = TransitionFilmStrip.defaultRole(for: kind)
        if let role {
            guard let parsed = TransitionRole(rawValue: role) else {
                throw UsageError("filmstrip: unknown role \"\(role)\"; valid: \(TransitionRole.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            chosen = parsed
        }
        return TransitionFilmStrip(configuration: configuration, viewport: viewport, measurer: renderer.text)
            .scene(kind: kind, role: chosen, frames: frames)
    }

    static func indicatorStrip(_ name: String, item: Int?, frames: Int, configuration: AppConfiguration, viewport: Size,
                               renderer: SceneRenderer) throws -> Scene {
        let kind = try MotionLookup.indicator(name, command: "filmstrip")
        var configuration = configuration
        configuration.bar.indicator = kind
        let controller = TabBarController(configuration: configuration, viewport: viewport, measurer: renderer.text)
        let target = item ?? min(2, controller.items.count - 1)
        _ = controller.select(target, cause: .program, at: 0)
        let bar = controller.layout.bar
        let region = Rect(x: 0, y: bar.minY - 40, width: viewport.width, height: bar.height + 40)
        let duration = max(controller.indicatorEndTime, 1.0 / 60)
        return SceneFilmStrip(region: region, scale: 1).scene(times: FilmStrip.times(count: frames, duration: duration)) {
            _ = controller.advance(to: $0)
            return controller.scene(at: $0)
        }
    }
}
