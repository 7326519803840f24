import TabBarCairo
import TabBarCore
import TabBarDemo
import TabBarKit
import TabBarMotionReview
import TabBarReview
import TabBarX11

/// `tabbar filmstrip [--config F] (--animation NAME | --transition NAME | --indicator NAME)
/// [--frames N] [--item I] [--role ROLE] [--crop item|bar|window] [--onion] -o strip.png`: one PNG of
/// N labelled frames of one motion, played in a headless window from the inputs that play it in
/// the window (with `--onion`, all of them overlaid in one tile).
enum FilmstripCommand {
    static func run(_ parsed: ParsedArguments) throws -> ExitCode {
        let options = try OfflineOptions(parsed)
        let choice = MotionChoice(parsed)
        let role = parsed.text("--role")
        let frames = parsed.integer("--frames") ?? 9
        let crop = parsed.text("--crop").flatMap(MotionClip.Crop.init(rawValue:))
        let onion = parsed.contains("--onion")
        let output = try options.requireOutput("filmstrip")
        let motion = try choice.motion("filmstrip")
        HeadlessSignals.watch()
        let renderer = SceneRenderer()
        let configuration = try options.loadConfiguration(images: renderer.images)
        let scene = try strip(
            motion, item: choice.item, role: role, crop: crop, frames: frames, onion: onion,
            configuration: configuration, viewport: options.viewport, renderer: renderer,
            configName: options.configName)
        try OfflineOptions.checkSize(scene.size, scale: options.scale, what: "the film strip")
        try PNGWriter.write(scene, to: output, scale: options.scale, renderer: renderer)
        return .success
    }

    /// The strip of `motion` under its header: `frames` frames from its start to its end on
    /// the window's 60 Hz grid, cut to `crop` (an item's cell, the window at half size for a
    /// transition, the bar for an indicator, unless another is asked for), the same clip
    /// `tabbar animate` encodes with that crop.
    static func strip(
        _ motion: MotionChoice.Motion, item: Int?, role: String?, crop: MotionClip.Crop?, frames: Int,
        onion: Bool, configuration: AppConfiguration, viewport: Size, renderer: SceneRenderer,
        configName: String
    ) throws -> Scene {
        if crop == .item, !motion.isAnimation { throw UsageError("filmstrip: --crop item needs --animation") }
        let (request, clip) = try MotionClip.play(
            motion, item: item, role: role, crop: crop, configuration: configuration, viewport: viewport,
            measurer: renderer.text, command: "filmstrip")
        return clip.filmStrip(
            frames: frames, shrink: (crop ?? request.usualCrop) == .window ? 0.5 : 1, onionSkin: onion,
            header: request.header(config: configName, duration: clip.duration), measurer: renderer.text)
    }
}
