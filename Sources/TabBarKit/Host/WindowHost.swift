import TabBarCairo
import TabBarCore
import TabBarX11

/// The event loop's one client, for any window: it draws a `FrameSource` through the frame
/// pipeline (input and frames on the pipeline's clock, so slow motion and pause reach
/// everything), reports what the source says to `listeners`, and lets `WindowPlugin`s see
/// the input and the frames. `TabBarWindow` is one with the bar as its source; the review
/// tools plug into another (`TabBarReviewWindow`).
public final class WindowHost<Source: FrameSource>: WindowClient {
    /// What the window shows; a new one (a reload) shows from the next frame on.
    public var source: Source
    /// Clock mapping, scale, dirty state and damage; it draws into the window's buffer records.
    public let pipeline: FramePipeline
    /// The plug-ins, called in the order they were added.
    public private(set) var plugins: [WindowPlugin] = []
    /// Hear every event the source reports (selections, motions, navigation), in order, a
    /// batch at a time (what one input or one frame's advance said).
    public var listeners: [([TraceEvent]) -> Void] = []
    /// Pages in motion may be shown by the server from their pictures in shared memory
    /// (`RenderResult.copies`) while no plug-in reads the buffer.
    public var drawsDirectly: Bool
    /// The frame at rest is drawn exactly (retained pictures drawn from scratch where they
    /// would be resampled); false draws every frame as in motion.
    public var drawsRestExactly: Bool
    /// Shows a cursor shape in the window (the X11 window's, or a test's recorder).
    private let setCursor: (CursorShape) -> Void
    /// The loop's time at the last input or frame.
    public private(set) var lastHost = 0.0

    /// Shows `source` through `pipeline`; `setCursor` shows the shape under the pointer.
    public init(
        source: Source, pipeline: FramePipeline, drawsDirectly: Bool = false, drawsRestExactly: Bool = true,
        setCursor: @escaping (CursorShape) -> Void = { _ in }
    ) {
        self.source = source
        self.pipeline = pipeline
        self.drawsDirectly = drawsDirectly
        self.drawsRestExactly = drawsRestExactly
        self.setCursor = setCursor
    }

    /// Adds `plugin` after the others.
    public func add(_ plugin: WindowPlugin) {
        plugins.append(plugin)
    }

    /// The pipeline's scale, which the event loop reads to scale input.
    public var scale: Double { pipeline.scale }

    /// The animation time at host time `host`.
    public func animationTime(_ host: Double) -> Double {
        pipeline.animationTime(host)
    }

    /// Reports `events` to every listener.
    public func emit(_ events: [TraceEvent]) {
        guard !events.isEmpty else { return }
        for listener in listeners { listener(events) }
    }

    /// Offers a key to the plug-ins as a window key (a review key); true when one took it.
    public func windowKey(_ key: Key, modifiers: KeyModifiers, at host: Double) -> Bool {
        plugins.contains { $0.handleKey(key, modifiers: modifiers, at: host) }
    }

    public func handle(_ event: InputEvent, at host: Double) {
        lastHost = host
        if plugins.contains(where: { $0.intercept(event, at: host) }) { return }
        defer { for plugin in plugins { plugin.inputHandled(at: host) } }
        pipeline.isDirty = true
        if case .key(let key, let modifiers) = event, windowKey(key, modifiers: modifiers, at: host) { return }
        let time = animationTime(host)
        emit(source.handle(event, at: time))
        if case .pointerMove(let point) = event { setCursor(source.cursor(at: point, time: time)) }
    }

    public func resize(width: Int, height: Int, at host: Double) {
        var area = Size(width: Double(width) / scale, height: Double(height) / scale)
        for plugin in plugins { area = plugin.sourceArea(inWindow: area, device: (width, height)) }
        let events = source.handle(.resize(area), at: animationTime(host))
        for plugin in plugins { plugin.sourceResized(events, at: host) }
        emit(events)
        // The loop frees the old buffers at once.
        pipeline.forgetBuffer()
        pipeline.isDirty = true
    }

    public func needsFrame(at host: Double) -> Bool {
        if plugins.contains(where: { $0.wantsFrame(at: host) }) { return true }
        return pipeline.needsFrame(at: host, nextDeadline: source.nextDeadline, isAnimating: source.isAnimating)
    }

    public func drawFrame(at host: Double, into buffer: BufferRecord, full: Bool) throws -> FrameUpdate {
        lastHost = host
        var time = animationTime(host)
        for plugin in plugins { plugin.frameBegins(at: host, time: time) }
        // What ended by now is over before the plug-ins act on this frame (and is traced first).
        emit(source.advance(to: time))
        for plugin in plugins { plugin.sourceAdvanced(at: host, time: time) }
        // A plug-in may have moved the clock (a script's scrub key): the frame shows where it is now.
        time = animationTime(host)
        var scene = source.scene(at: time)
        for plugin in plugins { scene = plugin.decorate(scene, at: host, time: time) }
        // The last frame of a motion is drawn exactly; moving pages may be resampled pictures,
        // or shown by the server from their own (`RenderResult.copies`).
        let exact = drawsRestExactly && (!source.isAnimating(at: time) || plugins.contains { $0.holdsStill })
        let direct = drawsDirectly && !plugins.contains { $0.readsBuffer }
        let update = try pipeline.draw(scene, at: time, into: buffer, full: full, exact: exact, direct: direct) {
            var marked = (scene: $0, damage: $1)
            for plugin in plugins { marked = plugin.mark(marked.scene, damage: marked.damage, at: host) }
            return marked
        }
        for plugin in plugins { plugin.frameDrawn(at: host) }
        return update
    }

    public func didPresentFrame(_ report: FrameReport) {
        // The frame's own time and buffer: with two buffers the next frame may be drawn already.
        let frame = PresentedFrame(
            seq: report.seq, host: report.host, time: report.time ?? pipeline.lastAnimationTime,
            renderTime: report.renderTime, drawTime: report.drawTime, buffer: report.buffer)
        for plugin in plugins { plugin.framePresented(frame) }
    }

    /// At rest, once the frame is on screen, what it left to direct copies is drawn into the
    /// buffer (`FramePipeline.completeBuffer`), so that the buffer is whole again.
    public func completeBuffer(_ buffer: BufferRecord) -> Bool {
        !source.isAnimating(at: pipeline.lastAnimationTime) && pipeline.completeBuffer(buffer)
    }

    /// The plug-ins' work, one piece per call.
    public func idleWork() -> Bool {
        plugins.contains { $0.idleWork(at: pipeline.lastAnimationTime) }
    }

    public func didRestoreExposure(rects: Int) {
        for plugin in plugins { plugin.exposureRestored(rects: rects) }
    }

    public func didBecomeIdle(uptime: Double) {
        for plugin in plugins { plugin.windowIdle(uptime: uptime) }
    }

    public func didBecomeReady(window: UInt, width: Int, height: Int, sharedMemory: Bool) {
        let ready = ReadyWindow(id: window, width: width, height: height, sharedMemory: sharedMemory)
        for plugin in plugins { plugin.windowReady(ready) }
    }

    public func nextWakeTime(after host: Double) -> Double? {
        var wake = pipeline.wakeTime(after: host, nextDeadline: source.nextDeadline)
        for plugin in plugins {
            if let time = plugin.wakeTime(after: host) { wake = min(wake ?? time, time) }
        }
        return wake
    }

    /// The first plug-in's code, each asked once: asking may end what it says (a script that
    /// finished hands over its report), so a lazy `compactMap(...).first`, which calls twice,
    /// would lose it.
    public func exitCode(at host: Double) -> ExitCode? {
        for plugin in plugins {
            if let code = plugin.exitCode(at: host) { return code }
        }
        return nil
    }

    public var pendingOutput: Int32? {
        for plugin in plugins {
            if let descriptor = plugin.pendingOutput { return descriptor }
        }
        return nil
    }

    public func outputHasRoom() {
        for plugin in plugins { plugin.outputHasRoom() }
    }
}
