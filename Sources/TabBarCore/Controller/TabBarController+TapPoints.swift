/// Where a person taps to reach something on screen: what QA scripts and the headless
/// window (`TabBarReview.HeadlessWindow`) press, so that they play a motion through the same
/// recognizers as a click in the window, from the same place.
extension TabBarController {
    /// The centre of bar slot `index` (of its circle, for a raised item); nil for a slot the
    /// layout does not have.
    public func tapPoint(ofItem index: Int) -> Point? {
        guard layout.items.indices.contains(index) else { return nil }
        let slot = layout.items[index]
        return slot.circle?.center ?? slot.frame.center
    }

    /// The centre of `target` on the page on top at `time` (the modal when one is up), where
    /// its hit-testing finds it; nil when that page has no such target.
    public func tapPoint(of target: PageTarget, at time: Double) -> Point? {
        pageTargets(at: time).rect(of: .page(target))?.center
    }
}

extension TabBarController {
    /// Whether the root page of bar slot `slot`, laid out in the content area, has `target`,
    /// and for a card or a row whether a tap on it opens a page (More's rows open the tabs
    /// that did not fit): what a review tool asks
    /// before it plays a push or a presentation from that tab.
    public func rootPage(ofSlot slot: Int, has target: PageTarget) -> Bool {
        guard let page = navigator.stacks.indices.contains(slot) ? navigator.stacks[slot].first?.spec : nil,
            PageRenderer.rect(
                of: target, page: page, in: layout.content, scroll: 0, canGoBack: false, style: pageStyle) != nil
        else { return false }
        switch target {
        case .card, .row: return page.kind == .more || page.kind.detail(for: target, on: page) != nil
        case .button, .back: return page.kind != .image
        }
    }
}
