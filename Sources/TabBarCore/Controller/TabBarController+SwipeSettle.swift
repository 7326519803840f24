/// A released swipe: the page the pointer dragged settles where the release decided.
extension TabBarController {
    /// How a released page settles, on a switch or back: a critically damped spring, so a
    /// new press can catch it anywhere on the way without a jump.
    static let swipeSettle = MotionSpec.spring(duration: 0.35, dampingRatio: 1, relativeVelocity: 0)

    /// Switches to the neighbour a swipe revealed. The drag itself is the transition: the
    /// configured tab transition is not played; the new page settles from where it was
    /// beside the old one. Without a neighbour that way, the page springs back.
    func commitSwipe(_ direction: SwipeRecognizer.Direction, at time: Double) -> [TraceEvent] {
        let offset = pageDrag.value(at: time)
        guard let target = neighbour(direction == .next ? 1 : -1) else {
            pageDrag.animate(to: 0, at: time, Self.swipeSettle)
            return [.reject(index: selectedIndex, reason: .noNeighbour, cause: .swipe)]
        }
        let saved = navigator.settings.tabTransition
        navigator.settings.tabTransition = .none
        let events = select(target, cause: .swipe, at: time)
        navigator.settings.tabTransition = saved
        let width = pageArea(at: time).width
        pageDrag.set(offset + (offset < 0 ? width : -width))
        pageDrag.animate(to: 0, at: time, Self.swipeSettle)
        return events
    }

    /// The offset a new press catches: where a settling page is now, or 0.
    func catchSettlingPage(at time: Double) -> Double {
        guard pageDrag.isAnimating(at: time) else { return 0 }
        let offset = pageDrag.value(at: time)
        pageDrag.set(offset)
        return offset
    }
}
