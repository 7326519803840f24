/// A tab switch while a push, a pop or a tab transition is on screen: the page follows
/// the bar at once, from what is on screen.
extension Navigator {
    /// How many interrupted pictures may stand behind one another; older ones are let go
    /// (by then they have long left the screen).
    static let interruptionLimit = 4

    /// Switches to slot `slot` now, replacing `running`. A running tab slide is retargeted from
    /// where it is; anything else leaves as a still picture of its current frame, under the
    /// tab transition (or at once when tab switches are not animated).
    mutating func interrupt(
        _ running: ActiveTransition, switchingTo slot: Int, at time: Double,
        parameters: TransitionParameters
    ) -> [NavigationEvent] {
        guard stacks.indices.contains(slot), slot != currentSlot else { return [] }
        var events: [NavigationEvent] = [.transition(name: running.kind, role: running.role, phase: .end, time: time)]
        active = nil
        if running.role == .tab, let strip = running.strip, let position = running.stripPosition(at: time),
            settings.tabTransition == .slide, settings.timing.totalDuration > 0
        {
            currentSlot = slot
            updateBar(at: time, animated: true)
            // The camera's speed over the last millisecond, carried into the new slide.
            let step = 0.001
            let before = time - step > running.start ? running.stripPosition(at: time - step) ?? position : position
            var next = ActiveTransition(
                kind: .slide, role: .tab, start: time, timing: settings.timing, outgoing: running.incoming,
                incoming: visibleSide, parameters: parameters)
            next.strip = strip.retargeted(
                at: position, velocity: (position - before) / step, to: visibleSide,
                forward: parameters.slideForward)
            next.interrupted = running.interrupted
            active = next
            return events + [.transition(name: .slide, role: .tab, phase: .begin, time: time)]
        }
        events += start(.switchTab(slot), at: time, parameters: parameters)
        if active != nil {
            active?.interrupted = Interrupted(running, at: time).trimmed(to: Self.interruptionLimit)
            active?.strip?.pages[0].showsInterrupted = true
        }
        return events
    }
}
