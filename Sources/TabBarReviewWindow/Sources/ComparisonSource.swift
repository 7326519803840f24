import TabBarCairo
import TabBarCore
import TabBarReview
import TabBarX11

/// The window of `tabbar compare A.json B.json`: two configurations side by side, driven
/// by the same input and one animation clock (Space pauses both, Shift+S slows both, `.`
/// and `,` step both a frame). Draws through a frame pipeline and traces like the main window.
public final class CompareWindowDriver: WindowClient {
    /// The two bars, driven as one.
    public let sides: SideBySide
    /// Where events go.
    public let trace: TraceWriter
    /// Clock, scale, damage and the drawing surface.
    public let pipeline: FramePipeline
    private var hasTracedLayout = false

    /// Drives `sides` through `pipeline`, tracing to `trace` (whose scale it sets).
    public init(sides: SideBySide, trace: TraceWriter, pipeline: FramePipeline) {
        self.sides = sides
        self.trace = trace
        self.pipeline = pipeline
        trace.pipeline = pipeline
    }

    public var scale: Double { pipeline.scale }

    /// Its frames make no direct copies, so this stays true.
    public var bufferIsWhole: Bool { pipeline.bufferIsWhole }

    public func handle(_ event: InputEvent, at time: Double) {
        pipeline.isDirty = true
        if case .key(let key, _) = event, clockKey(key, at: time) { return }
        trace.write(sides.handle(event, at: pipeline.animationTime(time)))
    }

    /// The review keys that act on the shared clock; false for keys meant for the bars.
    func clockKey(_ key: Key, at host: Double) -> Bool {
        guard pipeline.handleClockKey(key, at: host) else { return false }
        trace.write(pipeline.clockEvent(at: host))
        return true
    }

    public func resize(width: Int, height: Int, at time: Double) {
        let size = Size(width: Double(width) / scale, height: Double(height) / scale)
        let events = sides.handle(.resize(size), at: pipeline.animationTime(time))
        if !hasTracedLayout {
            // The left half's layout, as the main window traces its own: items in window pixels.
            trace.write(.layout(sides.panes[0].traceLayout()))
            hasTracedLayout = true
        }
        trace.write(events.filter { if case .layout = $0 { return false } else { return true } })
        // The loop frees the old buffers at once.
        pipeline.forgetBuffer()
        pipeline.isDirty = true
    }

    public func needsFrame(at time: Double) -> Bool {
        pipeline.needsFrame(at: time, nextDeadline: sides.nextDeadline, isAnimating: sides.isAnimating)
    }

    public func drawFrame(at time: Double, into buffer: PixelBuffer, full: Bool) throws -> FrameUpdate {
        let now = pipeline.animationTime(time)
        trace.write(sides.advance(to: now))
        return try pipeline.draw(sides.scene(at: now), at: now, into: buffer, full: full)
    }

    public func didPresentFrame(seq: Int, time: Double, renderTime: Double, drawTime: Double) {
        let time = pipeline.frameShown()?.time ?? pipeline.lastAnimationTime
        trace.write(.frame(seq: seq, time: time, renderTime: renderTime, drawTime: drawTime))
    }

    public func didRestoreExposure(rects: Int) {
        trace.write(.exposed(rects: rects))
    }

    public func didBecomeReady(window: UInt, width: Int, height: Int, sharedMemory: Bool) {
        trace.write(.ready(window: window, width: width, height: height, sharedMemory: sharedMemory))
    }

    public func nextWakeTime(after time: Double) -> Double? {
        pipeline.wakeTime(after: time, nextDeadline: sides.nextDeadline)
    }

    public var pendingOutput: Int32? { trace.pendingOutput }

    public func outputHasRoom() { trace.outputHasRoom() }
}
