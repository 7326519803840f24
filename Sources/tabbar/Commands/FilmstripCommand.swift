import TabBarCairo
import TabBarCore
import TabBarDemo
import TabBarKit
import TabBarReview
import TabBarX11

/// `tabbar filmstrip [--config F] (--animation NAME | --transition NAME | --indicator NAME)
/// [--frames N] [--item I] [--role ROLE] [--crop item|bar|window] [--onion] -o strip.png`: one PNG of
/// N evenly spaced, labelled frames of one motion (with `--onion`, all of them overlaid in one tile).
enum FilmstripCommand {
    static let usage = """
        usage: tabbar filmstrip [--config FILE] (--animation NAME | --transition NAME | --indicator NAME) \
        [--frames N] [--item I] [--role select|deselect|reselect|push|pop|present|dismiss|tab] \
        [--crop item|bar|window] [--onion] -o FILE.png
        """

    static func run(_ arguments: [String]) throws -> ExitCode {
        var options = OfflineOptions()
        var animation: String?, transition: String?, indicator: String?, role: String?
        var frames = 9
        var item: Int?
        var crop: MotionClip.Crop?
        var onion = false
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
            case "--crop": crop = try parseCrop(try cursor.value(for: argument))
            case "--onion": onion = true
            default: throw UsageError("filmstrip: unknown option \"\(argument)\"; \(usage)")
            }
        }
        let output = try options.requireOutput("filmstrip")
        guard [animation, transition, indicator].compactMap({ $0 }).count == 1 else {
            throw UsageError("filmstrip needs exactly one of --animation, --transition or --indicator")
        }
        try checkRole(role, animation: animation, transition: transition, indicator: indicator, crop: crop)
        let renderer = SceneRenderer()
        let configuration = try options.loadConfiguration(images: renderer.images)
        let scene: Scene
        if let crop {
            scene = try croppedStrip(
                crop, animation: animation, transition: transition, indicator: indicator, item: item,
                frames: frames, onion: onion, configuration: configuration, viewport: options.viewport,
                renderer: renderer, configName: options.configName)
        } else if let animation {
            scene = try animationStrip(
                animation, item: item ?? 0, role: role, frames: frames, onion: onion,
                configuration: configuration, renderer: renderer, configName: options.configName)
        } else if let transition {
            scene = try transitionStrip(
                transition, role: role, frames: frames, onion: onion, configuration: configuration,
                viewport: options.viewport, renderer: renderer, configName: options.configName)
        } else {
            scene = try indicatorStrip(
                indicator ?? "", item: item, frames: frames, onion: onion, configuration: configuration,
                viewport: options.viewport, renderer: renderer, configName: options.configName)
        }
        try OfflineOptions.checkSize(scene.size, scale: options.scale, what: "the film strip")
        try PNGWriter.write(scene, to: output, scale: options.scale, renderer: renderer)
        return .success
    }

    static func animationStrip(
        _ name: String, item index: Int, role: String?, frames: Int, onion: Bool, configuration: AppConfiguration,
        renderer: SceneRenderer, configName: String
    ) throws -> Scene {
        var (item, animation) = try MotionLookup.item(
            index, animation: name, configuration: configuration, command: "filmstrip")
        item.animation = animation
        let script = try animationScript(role, for: animation)
        var strip = ItemFilmStrip(item: item, style: configuration.bar, measurer: renderer.text)
        strip.isOnionSkin = onion
        let header = FilmStripHeader.text(
            config: configName, item: index, title: item.title, motion: name,
            role: role ?? "select", duration: strip.length(of: script))
        return FilmStripHeader.adding(header, measurer: renderer.text, to: strip.scene(frames: frames, script: script))
    }

    static func transitionStrip(
        _ name: String, role: String?, frames: Int, onion: Bool, configuration: AppConfiguration,
        viewport: Size, renderer: SceneRenderer, configName: String
    ) throws -> Scene {
        let kind = try MotionLookup.transition(name, command: "filmstrip")
        var chosen = TransitionFilmStrip.defaultRole(for: kind)
        if let role {
            guard let parsed = TransitionRole(rawValue: role) else {
                throw UsageError(
                    "filmstrip: unknown role \"\(role)\"; valid: \(TransitionRole.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            chosen = parsed
        }
        var strip = TransitionFilmStrip(configuration: configuration, viewport: viewport, measurer: renderer.text)
        strip.isOnionSkin = onion
        let header = FilmStripHeader.text(
            config: configName, motion: name, role: chosen.rawValue,
            duration: strip.clip(kind: kind, role: chosen).duration)
        return FilmStripHeader.adding(
            header, measurer: renderer.text, to: strip.scene(kind: kind, role: chosen, frames: frames))
    }

    static func indicatorStrip(
        _ name: String, item: Int?, frames: Int, onion: Bool, configuration: AppConfiguration, viewport: Size,
        renderer: SceneRenderer, configName: String
    ) throws -> Scene {
        let kind = try MotionLookup.indicator(name, command: "filmstrip")
        var configuration = configuration
        configuration.bar.indicator = kind
        let controller = TabBarController(configuration: configuration, viewport: viewport, measurer: renderer.text)
        let target = item ?? min(2, controller.items.count - 1)
        _ = controller.select(target, cause: .program, at: 0)
        let bar = controller.layout.bar
        let region = Rect(x: 0, y: bar.minY - 40, width: viewport.width, height: bar.height + 40)
        let duration = max(controller.indicatorEndTime, 1.0 / 60)
        var strip = SceneFilmStrip(region: region, scale: 1)
        strip.isOnionSkin = onion
        let header = FilmStripHeader.text(
            config: configName, motion: name, role: "to item \(target)", duration: duration)
        return FilmStripHeader.adding(
            header, measurer: renderer.text,
            to: strip.scene(times: FilmStrip.times(count: frames, duration: duration)) {
                _ = controller.advance(to: $0)
                return controller.scene(at: $0)
            })
    }
}
