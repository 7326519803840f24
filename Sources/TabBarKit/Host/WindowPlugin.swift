import TabBarCairo
import TabBarCore
import TabBarX11

/// Something a program plugs into `WindowHost`: a tool that sees the window's input and
/// frames without the host knowing what it is (the review tools: trace, HUD, scripts,
/// captures, the control channel; `PagesAhead`; `TabBarWindow`'s callbacks). Every hook
/// has a default that does nothing, so a plug-in implements only what it uses.
///
/// The host calls the plug-ins in the order they were added, each hook in turn; times are
/// the loop's host time (`host`, seconds) and the animation time of the frame (`time`).
public protocol WindowPlugin: AnyObject {
    /// Sees an input before anything else does; true takes it: nobody else sees it, and it
    /// marks nothing dirty (the plug-in does what it needs).
    func intercept(_ event: InputEvent, at host: Double) -> Bool
    /// A key for the window rather than for what it shows (a review key); true takes it.
    /// Called for keys no plug-in intercepted, and by `WindowHost.windowKey`.
    func handleKey(_ key: Key, modifiers: KeyModifiers, at host: Double) -> Bool
    /// An input was handled (by a window key or the source), once it is over.
    func inputHandled(at host: Double)
    /// The logical size the source gets in a window of `size` logical pixels (`device`
    /// pixels): all of it unless a plug-in docks something beside it.
    func sourceArea(inWindow size: Size, device: (width: Int, height: Int)) -> Size
    /// The source was resized and said `events`, before anyone hears of them.
    func sourceResized(_ events: [TraceEvent], at host: Double)
    /// Whether a frame is due at `host` for the plug-in's own sake (a script runs, a flash fades).
    func wantsFrame(at host: Double) -> Bool
    /// Whether something reads the back buffer or marks it: frames then send every pixel
    /// through it, with no direct copies from pictures.
    var readsBuffer: Bool { get }
    /// Whether the frame is drawn exactly even while the source moves (a paused playhead).
    var holdsStill: Bool { get }
    /// A frame for `time` begins, before the source is advanced.
    func frameBegins(at host: Double, time: Double)
    /// The source was advanced to `time` and its scene is about to be asked for (scripts run
    /// here). The scene is asked for at the clock's time after this: a plug-in may move it.
    func sourceAdvanced(at host: Double, time: Double)
    /// `scene` with what the plug-in shows over (or beside) it.
    func decorate(_ scene: Scene, at host: Double, time: Double) -> Scene
    /// `scene` and its damage as the pipeline found it, with marks laid over both (the
    /// repaint flashes): what this adds is drawn but never enters the next frame's damage.
    func mark(_ scene: Scene, damage: [Rect]?, at host: Double) -> (scene: Scene, damage: [Rect]?)
    /// The frame was drawn (not yet presented).
    func frameDrawn(at host: Double)
    /// A frame is on screen.
    func framePresented(_ frame: PresentedFrame)
    /// Exposed parts of the window (`rects` of them) were put back from the last frame.
    func exposureRestored(rects: Int)
    /// The first frame is on screen.
    func windowReady(_ window: ReadyWindow)
    /// The window is idle until something outside wakes it, and handled whatever reached it
    /// before `uptime` (`WindowClient.didBecomeIdle`).
    func windowIdle(uptime: Double)
    /// Work that can wait while the window is idle and at rest: one short piece; returns
    /// whether there was any (the host calls again until none has more).
    func idleWork(at time: Double) -> Bool
    /// A host time the plug-in wants to be woken at, if any.
    func wakeTime(after host: Double) -> Double?
    /// A non-nil code ends the loop (a script finished, the channel said quit).
    func exitCode(at host: Double) -> ExitCode?
    /// A descriptor with output waiting for room (the trace to a slow reader).
    var pendingOutput: Int32? { get }
    /// `pendingOutput` has room now.
    func outputHasRoom()
}

/// A frame that reached the screen, as plug-ins hear of it.
public struct PresentedFrame {
    /// 1 for the first frame.
    public var seq: Int
    /// When it was reported on screen, on the loop's clock.
    public var host: Double
    /// The animation time it shows.
    public var time: Double
    /// Seconds spent drawing and presenting it.
    public var renderTime: Double
    /// The part of `renderTime` before its pixels were sent.
    public var drawTime: Double
    /// The record of the buffer holding it: not drawn into before the report is over (a
    /// capture reads it); nil when that buffer was freed since (a resize).
    public var buffer: BufferRecord?
}

/// The window once its first frame is on screen.
public struct ReadyWindow: Equatable, Sendable {
    /// The X window's id (for `xdotool --window`, `xprop -id`).
    public var id: UInt
    /// Its width in device pixels.
    public var width: Int
    /// Its height in device pixels.
    public var height: Int
    /// Whether frames go through MIT-SHM.
    public var sharedMemory: Bool
}

extension WindowPlugin {
    public func intercept(_ event: InputEvent, at host: Double) -> Bool { false }
    public func handleKey(_ key: Key, modifiers: KeyModifiers, at host: Double) -> Bool { false }
    public func inputHandled(at host: Double) {}
    public func sourceArea(inWindow size: Size, device: (width: Int, height: Int)) -> Size { size }
    public func sourceResized(_ events: [TraceEvent], at host: Double) {}
    public func wantsFrame(at host: Double) -> Bool { false }
    public var readsBuffer: Bool { false }
    public var holdsStill: Bool { false }
    public func frameBegins(at host: Double, time: Double) {}
    public func sourceAdvanced(at host: Double, time: Double) {}
    public func decorate(_ scene: Scene, at host: Double, time: Double) -> Scene { scene }
    public func mark(_ scene: Scene, damage: [Rect]?, at host: Double) -> (scene: Scene, damage: [Rect]?) {
        (scene, damage)
    }
    public func frameDrawn(at host: Double) {}
    public func framePresented(_ frame: PresentedFrame) {}
    public func exposureRestored(rects: Int) {}
    public func windowReady(_ window: ReadyWindow) {}
    public func windowIdle(uptime: Double) {}
    public func idleWork(at time: Double) -> Bool { false }
    public func wakeTime(after host: Double) -> Double? { nil }
    public func exitCode(at host: Double) -> ExitCode? { nil }
    public var pendingOutput: Int32? { nil }
    public func outputHasRoom() {}
}
