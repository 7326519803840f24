/// Keyboard input that the bar itself answers.
extension TabBarController {
    /// Handles a key press at `time`; returns nil when the bar does not use the key, so the
    /// host may (Space pauses the clock unless a focus ring is shown).
    public func handleKey(_ key: Key, modifiers: KeyModifiers, at time: Double) -> [TraceEvent]? {
        let navigatorKeys = KeyboardNavigator(itemCount: items.count, enabled: items.map(\.isEnabled),
                                              isRightToLeft: layout.isRightToLeft)
        if navigator.presented == nil,
           let command = navigatorKeys.command(for: key, modifiers: modifiers, selected: selectedIndex, focused: hints.focused) {
            switch command {
            case .select(let index):
                return select(index, cause: .key, at: time)
            case .moveFocus(let index):
                hints.focused = index
                return []
            case .activateFocused(let index):
                return select(index, cause: .key, at: time)
            }
        }
        switch key {
        case .escape:
            return goBack(at: time)
        case .left where modifiers.contains(.alt):
            return goBack(at: time)
        default:
            return qaShortcut(key, at: time)
        }
    }

    /// Escape or Alt+Left goes back: dismiss a modal, else pop the page on top.
    func goBack(at time: Double) -> [TraceEvent] {
        navigator.presented != nil ? navigate(.dismiss, at: time, parameters: modalParameters)
            : navigate(.pop, at: time, parameters: moveParameters(at: time))
    }
}
