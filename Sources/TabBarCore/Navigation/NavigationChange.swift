/// What a page action did to a slot's stack, as the trace's `navigation` event names it
/// (`action`).
public enum NavigationChange: String, Hashable, Sendable, CaseIterable {
    /// A page was pushed.
    case push
    /// The top page was popped.
    case pop
    /// Every page above the root was popped at once.
    case popToRoot
    /// A page was presented over the slot.
    case present
    /// The presented page was dismissed.
    case dismiss
    /// A reselect at the root scrolled the page to its top.
    case scrollToTop
    /// A tap on an image page showed the next of its screens (in an image sheet, in place).
    case nextScreen
}
