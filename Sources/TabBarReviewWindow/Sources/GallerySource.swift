import TabBarCairo
import TabBarCore
import TabBarReview
import TabBarX11

/// The live gallery window: every frame replays every row, through the same frame pipeline
/// as the tab bar window.
public final class GalleryDriver: WindowClient {
    /// Every item animation, one row each.
    public let gallery: Gallery
    /// Clock, damage and the drawing surface.
    public let pipeline: FramePipeline
    private var size = Size.defaultWindow

    /// Replays `gallery` live, drawn with `renderer`.
    public init(gallery: Gallery, renderer: SceneRenderer) {
        self.gallery = gallery
        pipeline = FramePipeline(renderer: renderer)
    }

    public func handle(_ event: InputEvent, at time: Double) {}

    public func resize(width: Int, height: Int, at time: Double) {
        size = Size(width: Double(width), height: Double(height))
        // The loop frees the old buffers at once.
        pipeline.forgetBuffer()
        pipeline.invalidate()
    }

    public func needsFrame(at time: Double) -> Bool { true }

    public func drawFrame(at time: Double, into buffer: PixelBuffer, full: Bool) throws -> FrameUpdate {
        let now = pipeline.animationTime(time)
        return try pipeline.draw(gallery.liveScene(at: now, size: size), at: now, into: buffer, full: full)
    }

    public func didPresentFrame(seq: Int, time: Double, renderTime: Double, drawTime: Double) {
        _ = pipeline.frameShown()
    }

    public func didBecomeReady(window: UInt, width: Int, height: Int, sharedMemory: Bool) {}
}
