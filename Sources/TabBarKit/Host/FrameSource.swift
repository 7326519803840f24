import TabBarCore

/// What a window shows, as functions of animation time, and the input that changes it: the
/// one thing `WindowHost` needs to know about its content. The tab bar's controller is one
/// (`TabBarController+FrameSource`); the review tools bring others (two bars side by side,
/// the gallery).
public protocol FrameSource: AnyObject {
    /// The frame at animation time `time`.
    func scene(at time: Double) -> Scene
    /// Whether anything moves at `time`: frames are drawn while it does, and the last one
    /// (the frame at rest) is drawn exactly.
    func isAnimating(at time: Double) -> Bool
    /// The next time after `time` at which something changes without input (a long press's
    /// 0.5 s), if any.
    func nextDeadline(after time: Double) -> Double?
    /// An input event at animation time `time`, a resize among them (in logical pixels);
    /// returns what happened, as the trace says it.
    func handle(_ event: InputEvent, at time: Double) -> [TraceEvent]
    /// Ends what is over by `time`, before the frame for `time` is drawn; returns what ended.
    func advance(to time: Double) -> [TraceEvent]
    /// The pointer's shape over `point` at `time`.
    func cursor(at point: Point, time: Double) -> CursorShape
}

extension FrameSource {
    /// Nothing ends on its own.
    public func advance(to time: Double) -> [TraceEvent] { [] }
    /// The arrow everywhere.
    public func cursor(at point: Point, time: Double) -> CursorShape { .arrow }
}
