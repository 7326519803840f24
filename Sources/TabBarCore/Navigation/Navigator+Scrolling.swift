/// Scroll offsets of the page on top, kept per page so they survive tab switches.
extension Navigator {
    /// Scrolls the page on top by `delta` pixels at `time`, within `0...maxScroll`.
    public mutating func scroll(by delta: Double, maxScroll: Double, at time: Double) {
        mutateTop { entry in
            let target = min(max(entry.scroll.target + delta, 0), max(maxScroll, 0))
            entry.scroll.animate(to: target, at: time, .tween(duration: 0.12, curve: .easeOut))
        }
    }

    /// Scrolls the page on top back to its start (a reselect at the root), animated.
    public mutating func scrollToTop(at time: Double) -> Bool {
        var moved = false
        mutateTop { entry in
            moved = entry.scroll.target != 0
            entry.scroll.animate(to: 0, at: time, .tween(duration: 0.3, curve: .easeInEaseOut))
        }
        return moved
    }

    /// The scroll offset of the page on top at `time`.
    public func topScroll(at time: Double) -> Double {
        (presented ?? currentStack.last)?.scroll.value(at: time) ?? 0
    }

    private mutating func mutateTop(_ body: (inout PageEntry) -> Void) {
        if var modal = presented {
            body(&modal)
            presented = modal
        } else if stacks.indices.contains(currentSlot), !stacks[currentSlot].isEmpty {
            body(&stacks[currentSlot][stacks[currentSlot].count - 1])
        }
    }
}
