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
