/// What a QA script's asserts read: the page on top, and which motions are running.
extension TabBarController {
    /// The title of the page on top: the modal when one is presented, else the current tab's top page.
    public var topPageTitle: String? {
        navigator.presented?.spec.title ?? navigator.currentStack.last?.spec.title
    }

    /// The names of the motions running at `time`: item animations (by their configured
    /// name), the transition in progress (by its kind), and "indicator" while it moves.
    public func animatingNames(at time: Double) -> [String] {
        var names: [String] = []
        for slot in slotStates where slot.animator.isAnimating(at: time) {
            names.append(slot.item.animation.name)
        }
        if let active = navigator.active, navigator.isAnimating(at: time) { names.append(active.kind.rawValue) }
        if indicator.isMoving(at: time) { names.append("indicator") }
        return names
    }
}

extension TabBarController {
    /// Where `target` of the page on top is drawn now, in window coordinates; nil when that
    /// page has no such target. How a script finds a row of More's list to click.
    public func rect(of target: PageTarget, at time: Double) -> Rect? {
        pageTargets(at: time).rect(of: .page(target))
    }

    /// The titles of More's rows when its list is the page on top, at rest; nil otherwise.
    public func moreRowsShown(at time: Double) -> [String]? {
        guard navigator.presented == nil, navigator.depth == 1, !navigator.isAnimating(at: time),
            let top = navigator.currentStack.last, !top.spec.moreItems.isEmpty
        else { return nil }
        return top.spec.moreItems.map(\.title)
    }
}
