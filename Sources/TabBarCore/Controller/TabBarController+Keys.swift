/// Keyboard input that the bar itself answers.
extension TabBarController {
    /// Handles a key press at `time`; returns nil when the bar does not use the key, so the
    /// host may (Space pauses the clock unless a focus ring is shown).
    public func handleKey(_ key: Key, modifiers: KeyModifiers, at time: Double) -> [TraceEvent]? {
        let navigatorKeys = KeyboardNavigator(
            itemCount: items.count, enabled: items.map(\.isEnabled),
            isRightToLeft: layout.isRightToLeft)
        if navigator.presented == nil, let digit = Self.digitIndex(key, modifiers: modifiers) {
            return selectTab(digit, cause: .key, at: time)
        }
        if navigator.presented == nil,
            let command = navigatorKeys.command(
                for: key, modifiers: modifiers, selected: selectedIndex, focused: hints.focused)
        {
            switch command {
            case .select(let index):
                return select(index, cause: .key, at: time)
            case .moveFocus(let index):
                hints.focused = index
                return [.focus(index: index, cause: .key)]
            case .activateFocused(let index):
                return select(index, cause: .key, at: time)
            }
        }
        switch key {
        case .escape:
            return goBackOrReject(at: time)
        case .left where modifiers.contains(.alt):
            return goBackOrReject(at: time)
        case .left, .right, .home, .end:
            return navigator.presented == nil && modifiers.isDisjoint(with: [.control, .alt])
                ? [
                    .reject(
                        index: selectedIndex, reason: key == .home || key == .end ? .alreadySelected : .noNeighbour,
                        cause: .key)
                ] : nil
        default:
            return qaShortcut(key, at: time)
        }
    }

    /// Going back with nothing to close is traced as a rejection.
    func goBackOrReject(at time: Double) -> [TraceEvent] {
        let events = goBack(at: time)
        guard events.isEmpty, navigator.presented == nil, !navigator.isTransitioning, navigator.depth <= 1 else {
            return events
        }
        return [.reject(index: selectedIndex, reason: .nothingToClose, cause: .key)]
    }

    /// Escape or Alt+Left goes back: dismiss a modal, else pop the page on top.
    func goBack(at time: Double) -> [TraceEvent] {
        navigator.presented != nil
            ? navigate(.dismiss, at: time, parameters: modalParameters)
            : navigate(.pop, at: time, parameters: moveParameters(at: time))
    }
}
