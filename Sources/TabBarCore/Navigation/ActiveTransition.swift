/// The transition on screen, as the navigator keeps it: what it shows and when it started.
struct ActiveTransition: Sendable {
    /// A page as it was when the transition began: which bar slot's stack it belongs to,
    /// the entry (with its scroll), and whether it showed a back button.
    struct Side: Sendable {
        var slot: Int
        var entry: PageEntry
        var canGoBack: Bool
        /// Its stable node name: "tab T page D" for the page at depth D of the tab's stack,
        /// "sheet" for a presented page (`NodeName`).
        var name: String
    }

    var kind: TransitionKind
    var role: TransitionRole
    var start: Double
    var timing: TransitionTiming
    var outgoing: Side
    var incoming: Side
    var parameters: TransitionParameters
    /// A tab slide's pages and camera; nil for every other transition.
    var strip: SlideStrip?
    /// When a tab switch interrupted another transition, the picture that transition
    /// showed at that moment stands in for the page being left, so nothing jumps.
    var interrupted: Interrupted?
    /// Seconds from `start` to the end: for a spring, once it stays within half a pixel
    /// of its end in the window (`TransitionGeometry.looksSettled`).
    let length: Double

    init(
        kind: TransitionKind, role: TransitionRole, start: Double, timing: TransitionTiming, outgoing: Side,
        incoming: Side, parameters: TransitionParameters
    ) {
        (self.kind, self.role, self.start, self.timing) = (kind, role, start, timing)
        (self.outgoing, self.incoming, self.parameters) = (outgoing, incoming, parameters)
        length =
            parameters.settleArea.map { area in
                timing.totalDuration(
                    settledWhen: {
                        TransitionGeometry.looksSettled(
                            kind, role: role, area: area, parameters: parameters, progress: $0)
                    },
                    departs: TransitionGeometry.leavesNothing(kind, role: role, area: area, parameters: parameters))
            } ?? timing.totalDuration
    }

    var end: Double { start + length }

    func progress(at time: Double) -> Double {
        timing.progress(at: max(0, time - start), endingAt: length)
    }

    /// Where a tab slide's camera is at `time`, in slots; nil for other transitions.
    func stripPosition(at time: Double) -> Double? {
        guard let strip else { return nil }
        let duration = length
        let fraction = duration > 0 ? (time - start) / duration : 1
        return strip.position(progress: progress(at: time), fraction: fraction, duration: duration)
    }
}

/// A transition stopped by a tab switch, kept as it looked when it stopped. A class only
/// so that a transition can hold the one it interrupted.
final class Interrupted: Sendable {
    let transition: ActiveTransition
    /// The moment it was interrupted: its picture from then on.
    let time: Double

    init(_ transition: ActiveTransition, at time: Double) {
        self.transition = transition
        self.time = time
    }

    /// How many interrupted transitions stand behind this one, itself included.
    var depth: Int { 1 + (transition.interrupted?.depth ?? 0) }

    /// The same picture with at most `limit` pictures in the chain; past that, a picture's
    /// own page being left is drawn plainly (it is deep under newer ones by then).
    func trimmed(to limit: Int) -> Interrupted {
        guard depth > limit else { return self }
        var copy = transition
        copy.interrupted = limit > 1 ? transition.interrupted?.trimmed(to: limit - 1) : nil
        return Interrupted(copy, at: time)
    }
}
