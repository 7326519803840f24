/// Why a transition runs; the raw value is the trace's `kind`.
///
/// `push`, `present` and `tab` run forwards: the page arriving is new. `pop` and `dismiss`
/// run backwards: the top page leaves and reveals the one beneath, and their geometry is the
/// mirror of the forward role's (see `TransitionGeometry.frame`).
public enum TransitionRole: String, Sendable, CaseIterable {
    /// A page is pushed onto the tab's stack.
    case push
    /// The top page is popped off the tab's stack.
    case pop
    /// A page is presented over everything, the bar included.
    case present
    /// The presented page is dismissed.
    case dismiss
    /// The selected tab changed, and its page replaces the last tab's.
    case tab

    /// True for `pop` and `dismiss`, the roles that play a forward transition backwards.
    public var isReversing: Bool {
        self == .pop || self == .dismiss
    }

    /// The role that undoes this one: push ↔ pop, present ↔ dismiss; a tab switch is undone
    /// by another tab switch.
    public var opposite: TransitionRole {
        switch self {
        case .push: .pop
        case .pop: .push
        case .present: .dismiss
        case .dismiss: .present
        case .tab: .tab
        }
    }
}
