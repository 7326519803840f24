import TabBarCore

/// The reviewer's clock keys, which the tab bar window and `tabbar compare` share.
extension FramePipeline {
    /// Space pauses, Shift+S slows, `.` and `,` step a frame while paused; false for any
    /// other key (and for `.` or `,` while running), which then belongs to the bar.
    func handleClockKey(_ key: Key, at host: Double) -> Bool {
        let at = clockHost(host)
        switch key {
        case .space: clock.togglePause(at: at)
        case .character("S"): clock.toggleSlowMotion(at: at)
        case .character("."), .character(","):
            guard clock.isPaused else { return false }
            clock.step(frames: key == .character(".") ? 1 : -1, at: at)
        default: return false
        }
        return true
    }

    /// The `clock` trace event at host time `host`: the clock's state and the animation time.
    func clockEvent(at host: Double) -> TraceEvent {
        .clock(state: clock.state, time: animationTime(host))
    }
}
