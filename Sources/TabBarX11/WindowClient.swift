import TabBarCore

/// What the event loop asks of the program it hosts. The executable implements it by
/// wiring the core controller to the Cairo renderer; times are seconds on the loop's clock.
public protocol WindowClient: AnyObject {
    /// Device pixels per logical pixel: the loop scales input by it.
    var scale: Double { get }
    /// An input event, in logical pixels, at `time`.
    func handle(_ event: InputEvent, at time: Double)
    /// The window now measures `width`×`height` device pixels (also called once before
    /// the first frame).
    func resize(width: Int, height: Int, at time: Double)
    /// Whether the frame for `time` would differ from the last one drawn.
    func needsFrame(at time: Double) -> Bool
    /// Draws the frame for `time` into `buffer`'s memory and returns what changed on screen:
    /// the damaged rectangles of the buffer in device pixels, and copies from shared pictures.
    /// `full` means the buffer's old contents are gone and all of it must be drawn. The
    /// client keeps in the record what it drew there and what the buffer lacks
    /// (`BufferRecord`). Throwing is the one way to say drawing cannot go on: the loop ends
    /// with exit code 1.
    func drawFrame(at time: Double, into buffer: BufferRecord, full: Bool) throws -> FrameUpdate
    /// A frame is on screen; `renderTime` covers drawing and presenting, in seconds, and
    /// `drawTime` the part before the pixels were sent (the rest waited for the server, with
    /// two buffers also behind the previous frame's copy). Frames are reported in the order
    /// they were drawn, and with two buffers the next one may be drawn before this report:
    /// the report names the buffer holding the frame, which is not drawn into again before
    /// it, and the animation time the client said the frame shows.
    func didPresentFrame(_ frame: FrameReport)
    /// Exposed parts of the window (`rects` of them) are back on screen, copied from the last
    /// frame's buffer with nothing drawn for them.
    func didRestoreExposure(rects: Int)
    /// The first frame is on screen; `sharedMemory` says whether it went through MIT-SHM.
    func didBecomeReady(window: UInt, width: Int, height: Int, sharedMemory: Bool)
    /// A time at which the client wants to be woken even if nothing animates (a timer), if any.
    func nextWakeTime(after time: Double) -> Double?
    /// The window is idle: it handled the input and X events that reached it, its frames are
    /// on screen, and nothing is left until something outside wakes it (no work that can
    /// wait, no timer such as a long press or a tooltip's hiding, no reader's turn due). Once
    /// after each wake that did anything (not after a wake that only made room for output),
    /// so a test waits for this rather than for a time. `uptime` (`MonotonicClock.uptime`)
    /// was read before the window last looked for events: whatever reached its connection
    /// before then was handled.
    func didBecomeIdle(uptime: Double)
    /// Called on every wake-up; a non-nil exit code ends the loop (e.g. a script finished).
    func exitCode(at time: Double) -> ExitCode?
    /// A descriptor with output waiting for room (the trace to a slow reader), which the loop
    /// polls instead of blocking on it; nil when nothing waits.
    var pendingOutput: Int32? { get }
    /// `pendingOutput` has room now.
    func outputHasRoom()
    /// Work that can wait (pages drawn ahead): the loop calls this when nothing is due and it
    /// would otherwise sleep. Do one short piece and return whether more remains; input is
    /// handled between pieces, and a window with none left sleeps without waking.
    func idleWork() -> Bool
    /// The buffer of the last frame lacks what direct copies left to pictures (its `stale`
    /// region), and the server is not reading it: draw that back if the window is at rest,
    /// and return whether anything was drawn. Idle work, asked before `idleWork`: until it is
    /// done an exposure draws a whole frame rather than putting the buffer back. A client
    /// that returns copies from `drawFrame` must do it (the default does nothing).
    func completeBuffer(_ buffer: BufferRecord) -> Bool
}

extension WindowClient {
    public var scale: Double { 1 }
    public func nextWakeTime(after time: Double) -> Double? { nil }
    public func exitCode(at time: Double) -> ExitCode? { nil }
    public var pendingOutput: Int32? { nil }
    public func outputHasRoom() {}
    public func idleWork() -> Bool { false }
    public func completeBuffer(_ buffer: BufferRecord) -> Bool { false }
    public func didRestoreExposure(rects: Int) {}
    public func didBecomeIdle(uptime: Double) {}
}
