/// Keyboard input that the bar itself answers.
extension TabBarController {
    /// Handles a key press at `time`; returns nil when the bar does not use the key.
    func handleKey(_ key: Key, modifiers: KeyModifiers, at time: Double) -> [TraceEvent]? {
        switch key {
        case .escape:
            return goBack(at: time)
        case .left where modifiers.contains(.alt):
            return goBack(at: time)
        case .character("b"):
            // QA shortcut: bump the selected item's badge, so run-time badge changes can be
            // reviewed: none → 1 → 2 …; a text badge restarts at 1.
            let current = items.indices.contains(selectedIndex) ? items[selectedIndex].badge : nil
            let next = current.flatMap(Int.init).map { String($0 + 1) } ?? "1"
            return setBadge(next, for: selectedIndex, at: time)
        case .character("B"):
            return setBadge(nil, for: selectedIndex, at: time)
        case .character("c"):
            // QA shortcut: Ramotion's changeSelectedColor with the next colour of a palette.
            let palette = [Color.systemBlue, Color(hex: 0xFF2D55), Color(hex: 0x34C759), Color(hex: 0xFF9500), .white]
            let now = configuration.bar.selectedIconColor
            let next = palette[((palette.firstIndex(of: now) ?? -1) + 1) % palette.count]
            setSelectedColors(text: next, icon: next)
            return [.selectedColors(next)]
        default:
            return nil
        }
    }

    /// Escape or Alt+Left goes back: dismiss a modal, else pop the page on top.
    func goBack(at time: Double) -> [TraceEvent] {
        navigate(navigator.presented != nil ? .dismiss : .pop, at: time)
    }
}
