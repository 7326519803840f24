import TabBarCairo
import TabBarCore
import TabBarX11

/// The event loop's client for `TabBarWindow`: input into the controller through the
/// pipeline's clock, frames drawn by the pipeline, events out to `onEvent`. `WindowDriver`
/// (the `tabbar` window, `ReviewWindow`) adds the review tools (trace, HUD, scripts,
/// captures) on top of the same pipeline.
final class WindowHost: WindowClient {
    let controller: TabBarController
    let pipeline: FramePipeline
    let setCursor: (CursorShape) -> Void
    var onEvent: ((TraceEvent) -> Void)?
    var onReady: ((UInt) -> Void)?
    var onFrame: ((Int) -> Void)?
    /// Set by `TabBarWindow.close()`: the loop ends at its next turn with this code.
    var exitRequest: ExitCode?

    init(controller: TabBarController, pipeline: FramePipeline, setCursor: @escaping (CursorShape) -> Void) {
        self.controller = controller
        self.pipeline = pipeline
        self.setCursor = setCursor
    }

    var scale: Double { pipeline.scale }

    func emit(_ events: [TraceEvent]) {
        pipeline.isDirty = true
        guard let onEvent else { return }
        events.forEach(onEvent)
    }

    func handle(_ event: InputEvent, at time: Double) {
        let now = pipeline.animationTime(time)
        emit(controller.handle(event, at: now))
        if case .pointerMove(let point) = event { setCursor(controller.cursor(at: point, time: now)) }
    }

    func resize(width: Int, height: Int, at time: Double) {
        pipeline.forgetBuffer()
        emit(
            controller.handle(
                .resize(Size(width: Double(width) / scale, height: Double(height) / scale)),
                at: pipeline.animationTime(time)))
    }

    func needsFrame(at time: Double) -> Bool {
        pipeline.needsFrame(at: time, nextDeadline: controller.nextDeadline, isAnimating: controller.isAnimating)
    }

    func drawFrame(at time: Double, into buffer: PixelBuffer, full: Bool) throws -> FrameUpdate {
        let now = pipeline.animationTime(time)
        emit(controller.advance(to: now))
        // Nothing here reads the buffer back, so pages may be shown straight from their
        // pictures (`idleWork` puts everything back in the buffer once at rest).
        return try pipeline.draw(
            controller.scene(at: now), at: now, into: buffer, full: full, exact: !controller.isAnimating(at: now),
            direct: true)
    }

    func didPresentFrame(seq: Int, time: Double, renderTime: Double, drawTime: Double) {
        _ = pipeline.frameShown()
        onFrame?(seq)
    }

    /// At rest, what the last frame left to direct copies is drawn into the buffer.
    func idleWork() -> Bool {
        !controller.isAnimating(at: pipeline.lastAnimationTime) && pipeline.completeBuffer()
    }

    var bufferIsWhole: Bool { pipeline.bufferIsWhole }

    func didBecomeReady(window: UInt, width: Int, height: Int, sharedMemory: Bool) {
        onReady?(window)
    }

    func exitCode(at time: Double) -> ExitCode? {
        exitRequest
    }

    func nextWakeTime(after time: Double) -> Double? {
        pipeline.wakeTime(after: time, nextDeadline: controller.nextDeadline)
    }
}
