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

    var end: Double { start + timing.totalDuration }

    func progress(at time: Double) -> Double {
        timing.progress(at: max(0, time - start))
    }
}
