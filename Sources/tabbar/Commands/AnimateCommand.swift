import TabBarCairo
import TabBarCore
import TabBarMotionReview
import TabBarX11

/// `tabbar animate [--config F] (--animation|--transition|--indicator) NAME [--item I]
/// [--crop item|bar|window] [--slow F] -o motion.gif`: one motion as an animated GIF, every
/// frame 2 cs long, ending on a 0.5 s hold. Sampling and quantizing are deterministic, so
/// two runs write the same bytes.
enum AnimateCommand {
    static let usage = """
        usage: tabbar animate [--config FILE] [--size WxH] [--scale S] (--animation NAME | --transition NAME | \
        --indicator NAME) [--item I] [--crop item|bar|window] [--slow FACTOR] -o FILE.gif
        """

    static func run(_ arguments: [String]) throws -> ExitCode {
        var options = OfflineOptions()
        var choice = MotionChoice()
        var crop: MotionClip.Crop?
        var slow = 1.0
        var cursor = ArgumentCursor(arguments)
        while let argument = cursor.next() {
            if try options.read(argument, from: &cursor) || choice.read(argument, from: &cursor) { continue }
            switch argument {
            case "--slow": slow = try cursor.number(for: argument, in: 1...100)
            case "--crop":
                let name = try cursor.value(for: argument)
                guard let parsed = MotionClip.Crop(rawValue: name) else {
                    throw MotionLookup.unknown(
                        "crop", name, valid: MotionClip.Crop.allCases.map(\.rawValue), command: "animate")
                }
                crop = parsed
            default: throw UsageError("animate: unknown option \"\(argument)\"; \(usage)")
            }
        }
        guard let output = options.output, !output.isEmpty else { throw UsageError("animate needs -o FILE.gif") }
        let motion = try choice.motion("animate")
        if crop == .item && !motion.isAnimation { throw UsageError("animate: --crop item needs --animation") }
        HeadlessSignals.watch()
        let renderer = SceneRenderer()
        let configuration = try options.loadConfiguration(images: renderer.images)
        let request = try MotionRequest.resolve(
            motion, item: choice.item, role: nil, configuration: configuration, viewport: options.viewport,
            command: "animate")
        let clip = try MotionClip.make(
            request, crop: crop, configuration: configuration, viewport: options.viewport, measurer: renderer.text,
            command: "animate")
        try MotionGIF.write(clip, to: output, slow: slow, scale: options.scale, renderer: renderer)
        return .success
    }
}
