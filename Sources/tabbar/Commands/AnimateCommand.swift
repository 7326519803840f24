import TabBarCairo
import TabBarCore
import TabBarGIF
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
        try write(clip, slow: slow, scale: options.scale, renderer: renderer, to: output)
        return .success
    }

    /// Writes the clip's GIF: the frame the window shows every 0.02 s of GIF time, then the
    /// resting frame after the motion held for 0.5 s. Streamed: each frame is drawn, encoded
    /// against the one before (`FrameDeltaEncoder`) and written before the next is drawn, so
    /// memory stays the same however long the motion; the file is put in place only when whole
    /// (`OutputFile`).
    static func write(
        _ clip: MotionClip, slow: Double, scale: Double, renderer: SceneRenderer, to output: String
    ) throws {
        let times = GIFTiming.motionTimes(duration: clip.span, slow: slow) + [clip.span]
        // The surface, the frame copied out, the encoder's copy and its flags, a frame's indices.
        try MemoryHeadroom.check(
            width: Int((clip.size.width * scale).rounded()), height: Int((clip.size.height * scale).rounded()),
            bytesPerPixel: 14)
        let surface = try RasterSurface(
            width: max(1, Int((clip.size.width * scale).rounded())),
            height: max(1, Int((clip.size.height * scale).rounded())))
        let writer = try GIFWriter(path: output, width: surface.width, height: surface.height)
        var encoder = FrameDeltaEncoder()
        var frame = RGBFrame(
            width: surface.width, height: surface.height,
            pixels: Array(repeating: 0, count: surface.width * surface.height))
        for time in times {
            renderer.render(clip.frame(at: time), on: surface, scale: scale)
            surface.withPixels { frame.copy(argb32: $0, bytesPerRow: surface.bytesPerRow) }
            try writer.append(encoder.encode(frame, delay: GIFTiming.frameDelay))
        }
        // The end state is held: the rest of the hold's frames change nothing.
        for _ in 1..<GIFTiming.holdFrames { try writer.append(.unchanged(delay: GIFTiming.frameDelay)) }
        try writer.finish()
    }
}
