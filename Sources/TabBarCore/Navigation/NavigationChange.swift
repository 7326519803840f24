/// What a page action did to a slot's stack, as the trace's `navigation` event names it
/// (`action`).
public enum NavigationChange: String, Hashable, Sendable, CaseIterable {
    case push, pop, popToRoot, present, dismiss
    /// A reselect at the root scrolled the page to its top.
    case scrollToTop
    /// A tap on an image page showed the next of its screens (in an image sheet, in place).
    case nextScreen
}
