/// One page on a navigation stack, with the state it keeps while the user is elsewhere.
public struct PageEntry: Sendable {
    /// What the page shows.
    public var spec: PageSpec
    /// The vertical scroll offset in logical pixels; animated when a reselect scrolls to the top.
    public var scroll: AnimatedValue
    /// Asks the bar to hide while this page is on top (UIKit's `hidesBottomBarWhenPushed`).
    public var hidesBar: Bool
    /// How the page arrived, so leaving it plays the same transition backwards.
    public var transition: TransitionKind
    /// For `move`: the source rectangle it flew from, in window coordinates.
    public var sourceRect: Rect?
    /// For `move`: the item on the page beneath that it came from, hidden while the
    /// snapshot flies.
    public var sourceTarget: PageTarget?

    /// A page showing `spec`, scrolled to its top, arriving by `transition` (a push unless
    /// told).
    public init(
        spec: PageSpec, hidesBar: Bool = false, transition: TransitionKind = .push, sourceRect: Rect? = nil,
        sourceTarget: PageTarget? = nil
    ) {
        self.spec = spec
        scroll = AnimatedValue(0)
        self.hidesBar = hidesBar
        self.transition = transition
        self.sourceRect = sourceRect
        self.sourceTarget = sourceTarget
    }
}

/// What the navigator can be asked to do.
public enum NavigationAction: Sendable {
    /// Pushes a page onto the current tab's stack.
    case push(PageEntry)
    /// Pops the top page of the current tab's stack.
    case pop
    /// Pops every page above the current tab's root.
    case popToRoot
    /// Presents a modal page with a transition, from a point (a bubble's origin).
    case present(PageEntry, origin: Point?)
    /// Dismisses the presented page, playing its transition backwards.
    case dismiss
    /// The selected tab was chosen again: pop to the root, or scroll to the top when at the
    /// root (UIKit's reselect). Which one is decided when it runs, on the tab then on screen.
    case reselect
    /// Shows another bar slot's stack, by slot index (the bar's selection has already moved).
    case switchTab(Int)
}

/// A stack change or transition, to be traced.
public enum NavigationEvent: Hashable, Sendable {
    /// `depth` counts the pages on the stack afterwards, the root included (a presented page
    /// counts as one more).
    case navigation(slot: Int, action: NavigationChange, depth: Int)
    /// A transition that looks like `name` and does `role` began or ended at `time` seconds.
    case transition(name: TransitionKind, role: TransitionRole, phase: AnimationPhase, time: Double)
}
