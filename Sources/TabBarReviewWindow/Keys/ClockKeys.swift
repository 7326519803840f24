import TabBarCore
import TabBarKit

/// The reviewer's clock keys, which the tab bar window and `tabbar compare` share: Space
/// pauses, Shift+S slows, `.` and `,` step a frame while paused. Any other key (and `.` or
/// `,` while running) is left to what the window shows.
final class ClockKeys: WindowPlugin {
    private let pipeline: FramePipeline
    private let trace: TraceWriter
    /// Offered Space first (a focused item activates on it); true when it took it.
    private let spaceFirst: ((KeyModifiers, Double) -> Bool)?

    /// Keys acting on `pipeline`'s clock, traced to `trace`; `spaceFirst` may take Space.
    init(pipeline: FramePipeline, trace: TraceWriter, spaceFirst: ((KeyModifiers, Double) -> Bool)? = nil) {
        self.pipeline = pipeline
        self.trace = trace
        self.spaceFirst = spaceFirst
    }

    func handleKey(_ key: Key, modifiers: KeyModifiers, at host: Double) -> Bool {
        if key == .space, let spaceFirst, spaceFirst(modifiers, host) { return true }
        let at = pipeline.clockHost(host)
        switch key {
        case .space: pipeline.clock.togglePause(at: at)
        case .character("S"): pipeline.clock.toggleSlowMotion(at: at)
        case .character("."), .character(","):
            guard pipeline.clock.isPaused else { return false }
            pipeline.clock.step(frames: key == .character(".") ? 1 : -1, at: at)
        default: return false
        }
        Self.trace(pipeline, at: host, to: trace)
        return true
    }

    /// Writes the `clock` event at host time `host`: the clock's state and the animation time.
    static func trace(_ pipeline: FramePipeline, at host: Double, to trace: TraceWriter) {
        trace.write(.clock(state: pipeline.clock.state, time: pipeline.animationTime(host)))
    }
}
