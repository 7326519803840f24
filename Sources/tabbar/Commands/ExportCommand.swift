import Glibc
import TabBarCairo
import TabBarCore
import TabBarLoading
import TabBarMotionReview
import TabBarOutput
import TabBarReview
import TabBarX11

/// `tabbar export (--lottie | --format swift|kotlin|css) (--animation NAME [--item I]
/// [--role R] | --indicator NAME | --transition NAME [--role R]) [--crop item|bar|window]
/// -o FILE`: one motion, played in the headless window from the inputs that play it in the
/// window, handed off as a Lottie file (every frame at 60 fps) or as code with its values.
enum ExportCommand {
    enum Format: String, CaseIterable {
        case lottie, swift, kotlin, css
    }

    static func run(_ parsed: ParsedArguments) throws -> ExitCode {
        let options = try OfflineOptions(parsed)
        let choice = MotionChoice(parsed)
        let role = parsed.text("--role")
        let crop = parsed.text("--crop").flatMap(MotionClip.Crop.init(rawValue:))
        var format: Format?
        for occurrence in parsed.occurrences {
            switch occurrence.name {
            case "--lottie": format = try only(format, .lottie)
            case "--format": format = try only(format, Format(rawValue: occurrence.value.text) ?? .css)
            default: continue
            }
        }
        guard let format else { throw UsageError("export needs --lottie or --format swift|kotlin|css") }
        let output = try options.requireOutput("export")
        HeadlessSignals.watch()
        let motion = try choice.motion("export")
        if crop == .item, !motion.isAnimation { throw UsageError("export: --crop item needs --animation") }
        let renderer = SceneRenderer()
        let configuration = try options.loadConfiguration(images: renderer.images)
        let (request, clip) = try MotionClip.play(
            motion, item: choice.item, role: role, crop: crop, configuration: configuration,
            viewport: options.viewport, measurer: renderer.text, command: "export")
        let name = "tabbar: \(request.caption)" + (request.title.map { " of \"\($0)\"" } ?? "")
        let text: String
        switch format {
        case .lottie:
            text = CompactJSON.text(lottie(clip, name: name, scale: options.scale, renderer: renderer)) + "\n"
        case .swift, .kotlin, .css:
            let (layers, frames) = ExportCommand.layers(clip)
            // A transition's progress follows the configuration's spring when it has one.
            var spring: MotionSpring?
            if case .transition = motion { spring = MotionSpring(configuration.navigation.timing) }
            let code = MotionCode(name: name, layers: layers, frameCount: frames.count, spring: spring)
            text = code.text(MotionCode.Language(rawValue: format.rawValue) ?? .css)
        }
        // Whole or not at all, as every output (`OutputFile`).
        try OutputFile.write(text, to: output)
        return .success
    }

    /// Two formats asked for are a usage error.
    static func only(_ current: Format?, _ new: Format) throws(UsageError) -> Format {
        if let current, current != new {
            throw UsageError(
                "export: --\(current == .lottie ? "lottie" : "format \(current.rawValue)") and "
                    + "--\(new == .lottie ? "lottie" : "format \(new.rawValue)") both given; choose one")
        }
        return new
    }

    /// The layers of `clip`'s frames, from the first to the one that shows the end.
    static func layers(_ clip: MotionClip) -> (layers: [ExportLayer], frames: [Scene]) {
        let frames = Array(clip.motion.frames.prefix(clip.motion.lastFrame + 1)).map(\.scene)
        let place = AffineTransform.translation(-clip.region.minX, -clip.region.minY)
        return (MotionLayers.layers(of: frames, place: place), frames)
    }

    /// The Lottie document of `clip`.
    static func lottie(_ clip: MotionClip, name: String, scale: Double, renderer: SceneRenderer) -> SchemaJSON {
        let (layers, frames) = layers(clip)
        let pictures = ExportPictures(renderer: renderer)
        let writer = LottieMotionWriter(
            size: clip.region.size, scale: scale, name: name, background: frames.first?.background ?? .white,
            picture: pictures.png(of:in:scale:))
        return writer.document(layers, frameCount: frames.count)
    }
}
