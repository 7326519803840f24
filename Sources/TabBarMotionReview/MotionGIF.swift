import TabBarCairo
import TabBarCore
import TabBarGIF

/// One motion as an animated GIF, as `tabbar animate` writes it: the frame the window shows
/// every 0.02 s of GIF time, then the resting frame held for 0.5 s, every frame 2 cs long.
/// Sampling and quantizing are deterministic, so two runs write the same bytes.
public enum MotionGIF {
    /// Writes `clip` to `path`, `slow` times slower, at `scale` device pixels per logical
    /// pixel. Streamed: each frame is drawn, encoded against the one before
    /// (`FrameDeltaEncoder`) and written before the next is drawn, so memory stays the same
    /// however long the motion; the file is put in place only when whole (`OutputFile`).
    public static func write(
        _ clip: MotionClip, to path: String, slow: Double = 1, scale: Double = 1,
        renderer: SceneRenderer = SceneRenderer()
    ) throws {
        let times = GIFTiming.motionTimes(duration: clip.span, slow: slow) + [clip.span]
        // The surface, the frame copied out, the encoder's copy and its flags, a frame's indices.
        try MemoryHeadroom.check(
            width: Int((clip.size.width * scale).rounded()), height: Int((clip.size.height * scale).rounded()),
            bytesPerPixel: 14)
        let surface = try RasterSurface(
            width: max(1, Int((clip.size.width * scale).rounded())),
            height: max(1, Int((clip.size.height * scale).rounded())))
        let writer = try GIFWriter(path: path, width: surface.width, height: surface.height)
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
