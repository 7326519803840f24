/// Keyboard input that the bar itself answers.
extension TabBarController {
    /// Handles a key press at `time`; returns nil when the bar does not use the key, so the
    /// host may (Space pauses the clock unless a focus ring is shown).
    public func handleKey(_ key: Key, modifiers: KeyModifiers, at time: Double) -> [TraceEvent]? {
        let navigatorKeys = KeyboardNavigator(itemCount: items.count, enabled: items.map(\.isEnabled),
                                              isRightToLeft: layout.isRightToLeft)
        if navigator.presented == nil, let digit = Self.digitIndex(key, modifiers: modifiers) {
            return selectTab(digit, cause: .key, at: time)
        }
        if navigator.presented == nil,
           let command = navigatorKeys.command(for: key, modifiers: modifiers, selected: selectedIndex, focused: focusedItem) {
            switch command {
            case .select(let index):
                return select(index, cause: .key, at: time)
            case .moveFocus(let index):
                focusedItem = index
                return []
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
                ? [.reject(index: selectedIndex, reason: key == .home || key == .end ? .alreadySelected : .noNeighbour,
                           cause: .key)] : nil
        case .character("b"):
            // QA shortcut: bump the selected item's badge, so run-time badge changes can be
            // reviewed: none → 1 → 2 …; a text badge restarts at 1.
            let current = items.indices.contains(selectedIndex) ? items[selectedIndex].badge : nil
            let bumped = current.flatMap(Int.init).map { $0.addingReportingOverflow(1) }
            let next = bumped.flatMap { $0.overflow ? nil : String($0.partialValue) } ?? "1"
            return setBadge(next, for: selectedIndex, at: time)
        case .character("B"):
            return setBadge(nil, for: selectedIndex, at: time)
        case .character("h"):
            // QA shortcut: RDV's setTabBarHidden(_:animated:), toggled.
            setTabBarHidden(!navigator.isBarHiddenByProgram, animated: true, at: time)
            return [.barHidden(navigator.isBarHiddenByProgram)]
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

    /// Going back with nothing to close is traced as a rejection.
    func goBackOrReject(at time: Double) -> [TraceEvent] {
        let events = goBack(at: time)
        guard events.isEmpty, navigator.presented == nil, !navigator.isTransitioning, navigator.depth <= 1 else { return events }
        return [.reject(index: selectedIndex, reason: .nothingToClose, cause: .key)]
    }

    /// Escape or Alt+Left goes back: dismiss a modal, else pop the page on top.
    func goBack(at time: Double) -> [TraceEvent] {
        navigator.presented != nil ? navigate(.dismiss, at: time, parameters: modalParameters)
            : navigate(.pop, at: time, parameters: moveParameters(at: time))
    }
}
