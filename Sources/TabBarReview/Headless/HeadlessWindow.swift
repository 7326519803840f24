import TabBarCore

/// The window without X: a controller fed the window's input events on the window's clock
/// under `--fixed-step`, drawing frames as the window's frame path composes them. Every
/// headless review tool (film strips, GIFs, compare, render, plots) plays its motion here,
/// through the same recognizers and transitions as a click in the window, so what it shows
/// is what the window plays.
///
/// Time moves only with frames, as in the window under `--fixed-step`: input lands at the
/// time of the next frame (`now`), a frame is drawn at `now` and then `now` moves on by
/// 1/60 s, and at rest no frame is drawn, so the clock waits for the next input. `pause` and
/// `step` are the control channel's (`{"pause": true}`, `{"step": n}`).
public final class HeadlessWindow {
    /// One frame drawn: its animation time and the scene the window would draw.
    public struct Frame {
        /// When, in seconds on the animation clock.
        public var time: Double
        /// What the window would draw then.
        public var scene: Scene
    }

    /// The bar and its pages.
    public let controller: TabBarController
    /// The animation clock, as the window's frame pipeline keeps it.
    public private(set) var clock = AnimationClock()
    /// Frames drawn so far: with `--fixed-step`, the host clock.
    public private(set) var framesDrawn = 0
    /// Everything traced so far, in order (the window's `--trace`, as values).
    public private(set) var trace: [TraceEvent] = []
    /// The last frame drawn; nil before the first.
    public private(set) var lastFrame: Frame?
    /// Something changed since the last frame (input, a pause or a step).
    private var isDirty = true

    /// A window of `viewport` logical pixels showing `configuration`, before its first frame.
    public init(configuration: AppConfiguration, viewport: Size, measurer: any TextMeasuring) {
        controller = TabBarController(configuration: configuration, viewport: viewport, measurer: measurer)
    }

    /// The animation time at which input lands and the next frame is drawn.
    public var now: Double {
        clock.time(at: AnimationClock.fixedStepHost(frames: framesDrawn))
    }

    /// Feeds one input at `now`, as the window's event loop does.
    public func send(_ event: InputEvent) {
        trace += controller.handle(event, at: now)
        isDirty = true
    }

    /// Feeds each of `events` at `now`.
    public func send(_ events: [InputEvent]) {
        for event in events { send(event) }
    }

    /// Makes an API call at `now`, as the control channel's commands do (`{"badge": …}`):
    /// `call` gets the controller and the time and returns what it traced.
    public func perform(_ call: (TabBarController, Double) -> [TraceEvent]) {
        trace += call(controller, now)
        isDirty = true
    }

    /// Draws one frame at `now`, as the window's `drawFrame` does: the controller advances to
    /// the frame's time (reporting what ended, starting what waited), then describes it.
    @discardableResult
    public func drawFrame() -> Frame {
        let time = now
        trace += controller.advance(to: time)
        let frame = Frame(time: time, scene: controller.scene(at: time))
        framesDrawn += 1
        isDirty = false
        lastFrame = frame
        return frame
    }

    /// Whether the window would draw another frame: something changed, a deadline is pending
    /// (with a fixed step, time moves only with frames), or something moves on a running
    /// clock. The window's rule (`FramePipeline.needsFrame`) under `--fixed-step`.
    public var needsFrame: Bool {
        guard let last = lastFrame else { return true }
        if isDirty || controller.nextDeadline(after: last.time) != nil { return true }
        return !clock.isPaused && controller.isAnimating(at: last.time)
    }

    /// Draws frames while the window would (at most `limit`), so that everything comes to
    /// rest; returns the frames drawn.
    @discardableResult
    public func settle(limit: Int = 3600) -> [Frame] {
        var frames: [Frame] = []
        while needsFrame, frames.count < limit { frames.append(drawFrame()) }
        return frames
    }

    /// Freezes the animation time (the control channel's `{"pause": true}`, or Space).
    public func pause() {
        clock.pause(at: AnimationClock.fixedStepHost(frames: framesDrawn))
        isDirty = true
    }

    /// Lets the animation time run again from where it was paused.
    public func resume() {
        clock.resume(at: AnimationClock.fixedStepHost(frames: framesDrawn))
        isDirty = true
    }

    /// Runs the animation clock `factor` times slower from `now` on (the control channel's
    /// `{"slow": f}`): `tabbar check` plays at 4 so that frames fall 1/240 s apart.
    public func setSlowFactor(_ factor: Double) {
        clock.setSlowFactor(factor, at: AnimationClock.fixedStepHost(frames: framesDrawn))
        isDirty = true
    }

    /// While paused, moves the animation time by `frames` × 1/60 s (`{"step": n}`, or `.`).
    public func step(frames: Int) {
        clock.step(frames: frames, at: AnimationClock.fixedStepHost(frames: framesDrawn))
        isDirty = true
    }
}
