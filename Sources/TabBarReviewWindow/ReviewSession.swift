import TabBarCairo
import TabBarCore
import TabBarReview
import TabBarX11

/// Wires the core controller to the window: input in (through the frame pipeline's clock,
/// so slow motion and pause reach everything), scenes drawn by the pipeline into the
/// window's back buffer, trace events out. The review pieces (HUD, screenshots, scripts,
/// reload, captures) are values of their own; extensions connect them.
public final class WindowDriver: WindowClient {
    /// The bar and its pages; a reload replaces it.
    public internal(set) var controller: TabBarController
    /// Where events go.
    public let trace: TraceWriter
    /// Clock mapping, scale, dirty state, damage and the drawing surface.
    public let pipeline: FramePipeline
    /// Shows a cursor shape in the window (the X11 window's, or a test's recorder).
    let setCursor: (CursorShape) -> Void
    var lastHost = 0.0
    var hud = HUDOverlay()
    var script: ScriptRun?
    var reloader: ConfigReloader?
    /// `--record`: what the person does, as a QA script, and where it goes.
    var recorder: ScriptRecorder?
    var recordPath: String?
    /// Screenshot references `A` wrote while recording.
    var recordedShots = 0
    /// F2 / `--show-repaints`: repainted rectangles flash.
    var repaints = RepaintOverlay()
    /// The asserts of the script that ended, for `--report`.
    var finishedReport: ScriptReport?
    var captures = WindowCaptures()
    /// `--control`: the channel on standard input, and the thread its screenshots are written on.
    var control: ControlRun?
    lazy var screenshotQueue = ScreenshotQueue()
    /// `--update-snapshots`: screenshot asserts rewrite a reference that is missing or differs.
    var updatesSnapshots = false
    /// An HTML report was asked for: screenshot asserts keep their pictures.
    var keepsPictures = false
    /// The trace on the script's clock, for the HTML report.
    var reportTimeline: ReportTimeline?
    /// When each node's motion last began, for motion asserts.
    var motionStarts = MotionStarts()
    var screenshots = WindowScreenshots()
    /// Set when something the window needed after its first frame failed (a Lottie file
    /// rlottie refused): the window closes with this code.
    var failedCode: ExitCode?
    private var hasTracedLayout = false
    /// Pages may be shown straight from their pictures in shared memory (see `FramePipeline`);
    /// `TABBAR_NO_DIRECT` turns it off, for comparison.
    public var showsPagesDirectly = true
    /// `T` / `--timeline`: the timeline panel (see `WindowDriver+Timeline`); nil in a window without it.
    var timeline: TimelinePanel?
    /// The window came to rest: pages a click may show next may be drawn ahead (`idleWork`).
    private var isPrefetchDue = false
    /// Pages drawn ahead since the window last came to rest (traced as `ahead` when done).
    private var pagesDrawnAhead = 0
    /// The images and window size the bar's first taps were last prepared for
    /// (`TabBarController.barAhead`): again only after a reload or a resize.
    private var barPreparedFor: (images: Int, viewport: Size)?

    /// Routes input to `controller`, frames through `pipeline` and events to `trace` (which
    /// takes its scale from the pipeline). The review tools start off; `ReviewWindow` sets
    /// them from its options.
    public init(
        controller: TabBarController, trace: TraceWriter, pipeline: FramePipeline,
        setCursor: @escaping (CursorShape) -> Void = { _ in }
    ) {
        self.controller = controller
        self.trace = trace
        self.pipeline = pipeline
        self.setCursor = setCursor
        trace.pipeline = pipeline
        trace.listeners.append { [unowned self] in motionStarts.note($0) }
    }

    var renderer: SceneRenderer { pipeline.renderer }

    /// The pipeline's scale, which the event loop reads to scale input.
    public var scale: Double { pipeline.scale }

    /// The animation time at host time `host`.
    func animationTime(_ host: Double) -> Double {
        pipeline.animationTime(host)
    }

    public func handle(_ event: InputEvent, at time: Double) {
        lastHost = time
        if handleTimelinePointer(event, at: time) { return }
        if recorder != nil, case .key(.character("A"), _) = event {
            recordAsserts(at: time)
            return
        }
        let moving = recorder == nil ? false : controller.isAnimating(at: animationTime(time))
        recorder?.record(event, at: time, item: { [controller] in controller.layout.item(at: $0) }, isMoving: moving)
        defer { if recorder != nil { recorder?.settle(isMoving: controller.isAnimating(at: animationTime(time))) } }
        if case .key(let key, let modifiers) = event, handleReviewKey(key, modifiers: modifiers, at: time) {
            pipeline.isDirty = true
            return
        }
        let now = animationTime(time)
        trace.write(controller.handle(event, at: now))
        if case .pointerMove(let point) = event { setCursor(controller.cursor(at: point, time: now)) }
        pipeline.isDirty = true
    }

    public func resize(width: Int, height: Int, at time: Double) {
        let size = timelineBarArea(
            inWindow: Size(width: Double(width) / scale, height: Double(height) / scale), device: (width, height))
        let events = controller.handle(.resize(size), at: animationTime(time))
        if !hasTracedLayout && events.isEmpty { trace.write(.layout(controller.traceLayout())) }
        hasTracedLayout = true
        trace.write(events)
        pipeline.forgetBuffer()
        pipeline.isDirty = true
    }

    public func needsFrame(at time: Double) -> Bool {
        if script != nil || repaints.isActive(at: time) || screenshots.isFlashing(at: time) || timelineNeedsFrame {
            return true
        }
        return pipeline.needsFrame(at: time, nextDeadline: controller.nextDeadline, isAnimating: controller.isAnimating)
    }

    public func drawFrame(at time: Double, into buffer: PixelBuffer, full: Bool) throws -> FrameUpdate {
        lastHost = time
        let now = animationTime(time)
        timelineFrame(at: now)
        // What ended by now is over before the script's steps of this frame act (and traced first).
        trace.write(controller.advance(to: now))
        // Script waits count host time (whole frames with --fixed-step), like a person
        // waiting: a paused or slowed clock must not stall the script.
        runScript(at: pipeline.clockHost(time), animationTime: now)
        let scene = withOverlays(
            hud.over(
                withTimeline(controller.scene(at: now), at: now), at: time, now: now,
                selected: controller.selectedIndex,
                clock: pipeline.clock, isAnimating: controller.isAnimating(at: now),
                measurer: renderer.text), at: time)
        // The last frame of an animation is drawn exactly; moving pages may be resampled
        // pictures, or shown by the server from their own (`directCopies`).
        let update = try pipeline.draw(
            scene, at: now, into: buffer, full: full,
            exact: !controller.isAnimating(at: now) || timelineHoldsStill, direct: showsPicturesDirectly
        ) {
            repaints.over($0, damage: $1, at: time)
        }
        if screenshots.isDue { writeWindowScreenshot() }
        return update
    }

    /// Whether moving pages may be shown straight from their pictures this frame: not while
    /// anything reads the buffer back (a screenshot, a capture, a script's asserts) or marks
    /// what was repainted, since the buffer then lacks those pages.
    var showsPicturesDirectly: Bool {
        showsPagesDirectly && script == nil && captures.active.isEmpty && !screenshots.isDue
            && !repaints.isShown
    }

    public var bufferIsWhole: Bool { pipeline.bufferIsWhole }

    public func didPresentFrame(seq: Int, time: Double, renderTime: Double, drawTime: Double) {
        hud.stats.record(renderTime: renderTime, at: time)
        let shown = pipeline.frameShown()
        trace.write(
            .frame(
                seq: seq, time: shown?.time ?? pipeline.lastAnimationTime, renderTime: renderTime, drawTime: drawTime))
        captureFrame(at: time, from: shown.map { $0.surface } ?? pipeline.surface)
        isPrefetchDue = !controller.isAnimating(at: pipeline.lastAnimationTime)
    }

    /// At rest, once the frame is on screen, what it left to direct copies is drawn into the
    /// buffer (`FramePipeline.completeBuffer`), then the pages a click may show next are drawn ahead
    /// (`pagesAhead`: the page under a magic move, then the other tabs' nearest first, then the
    /// pages a tap would open, within the cache's budget), one per call, so
    /// that a click is never kept waiting for more than one page and a tab switch's first
    /// frame only moves pictures. Traced as `ahead` once done.
    public func idleWork() -> Bool {
        let time = pipeline.lastAnimationTime
        if timelineIdleWork(at: time) { return true }
        guard isPrefetchDue, !controller.isAnimating(at: time) else {
            isPrefetchDue = false
            pagesDrawnAhead = 0
            return false
        }
        // First what the resting frame left to direct copies, so the buffer is whole again.
        if pipeline.completeBuffer() { return true }
        for page in controller.pagesAhead(at: time)
        where renderer.prefetch([page], scale: pipeline.scale) > 0 {
            pagesDrawnAhead += 1
            return true
        }
        let viewport = controller.layout.viewport
        if barPreparedFor.map({ $0.images != renderer.images.generation || $0.viewport != viewport }) ?? true {
            barPreparedFor = (renderer.images.generation, viewport)
            _ = renderer.prepareImages(controller.barAhead(at: time), scale: pipeline.scale)
            return true
        }
        isPrefetchDue = false
        trace.write(.ahead(pages: pagesDrawnAhead))
        pagesDrawnAhead = 0
        return false
    }

    public func didRestoreExposure(rects: Int) {
        trace.write(.exposed(rects: rects))
    }

    public func didBecomeReady(window: UInt, width: Int, height: Int, sharedMemory: Bool) {
        trace.write(.ready(window: window, width: width, height: height, sharedMemory: sharedMemory))
    }

    public func nextWakeTime(after time: Double) -> Double? {
        pipeline.wakeTime(after: time, nextDeadline: controller.nextDeadline)
    }

    public func exitCode(at time: Double) -> ExitCode? {
        if let failedCode { return failedCode }
        if control?.wantsToQuit == true { return .success }
        guard let run = script, let code = run.finishedCode(at: pipeline.clockHost(lastHost)) else { return nil }
        script = nil
        finishedReport = run.report
        trace.write(.scriptEnd(failures: run.failures))
        return code
    }

    public var pendingOutput: Int32? { trace.pendingOutput }

    public func outputHasRoom() { trace.outputHasRoom() }
}
