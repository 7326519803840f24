/// A page transition in flight: what it shows and when it started.
struct ActiveTransition: Sendable {
    /// A page as it was when the transition began: which tab it belongs to, the entry
    /// (with its scroll), and whether it showed a back button.
    struct Side: Sendable {
        var tab: Int
        var entry: PageEntry
        var canGoBack: Bool
    }

    var kind: TransitionKind
    var role: TransitionRole
    var start: Double
    var timing: TransitionTiming
    var outgoing: Side
    var incoming: Side
    var parameters: TransitionParameters
    /// Seconds from `start` to the end: for a spring, once it stays within half a pixel
    /// of its end in the window (`TransitionGeometry.looksSettled`).
    let length: Double

    init(kind: TransitionKind, role: TransitionRole, start: Double, timing: TransitionTiming, outgoing: Side,
         incoming: Side, parameters: TransitionParameters) {
        (self.kind, self.role, self.start, self.timing) = (kind, role, start, timing)
        (self.outgoing, self.incoming, self.parameters) = (outgoing, incoming, parameters)
        length = parameters.settleArea.map { area in
            timing.totalDuration { TransitionGeometry.looksSettled(kind, role: role, area: area, parameters: parameters, progress: $0) }
        } ?? timing.totalDuration
    }

    var end: Double { start + length }

    func progress(at time: Double) -> Double {
        timing.progress(at: max(0, time - start), endingAt: length)
    }
}
