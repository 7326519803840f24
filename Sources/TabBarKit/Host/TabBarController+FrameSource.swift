import TabBarCore

/// The tab bar's controller is what a window shows: its scene, motion, deadlines and input
/// are the core's own (`scene(at:)`, `isAnimating(at:)`, `nextDeadline(after:)`,
/// `advance(to:)`, `cursor(at:time:)`).
extension TabBarController: FrameSource {
    /// Input as a person gives it (no cause: the controller says "tap", "key", ...).
    public func handle(_ event: InputEvent, at time: Double) -> [TraceEvent] {
        handle(event, at: time, cause: nil)
    }
}
