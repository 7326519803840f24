import TabBarCairo
import TabBarCore
import TabBarMotionReview
import TabBarX11

/// `tabbar animate [--config F] (--animation|--transition|--indicator) NAME [--item I]
/// [--crop item|bar|window] [--slow F] -o motion.gif`: one motion as an animated GIF, every
/// frame 2 cs long, ending on a 0.5 s hold. Sampling and quantizing are deterministic, so
/// two runs write the same bytes.
enum AnimateCommand {
    static func run(_ parsed: ParsedArguments) throws -> ExitCode {
        let options = try OfflineOptions(parsed)
        let choice = MotionChoice(parsed)
        let crop = parsed.text("--crop").flatMap(MotionClip.Crop.init(rawValue:))
        let slow = parsed.number("--slow") ?? 1
        guard let output = options.output, !output.isEmpty else { throw UsageError("animate needs -o FILE.gif") }
        let motion = try choice.motion("animate")
        if crop == .item && !motion.isAnimation { throw UsageError("animate: --crop item needs --animation") }
        HeadlessSignals.watch()
        let renderer = SceneRenderer()
        let configuration = try options.loadConfiguration(images: renderer.images)
        let (_, clip) = try MotionClip.play(
            motion, item: choice.item, role: nil, crop: crop, configuration: configuration, viewport: options.viewport,
            measurer: renderer.text, command: "animate")
        try MotionGIF.write(clip, to: output, slow: slow, scale: options.scale, renderer: renderer)
        return .success
    }
}
