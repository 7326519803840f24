/// QA shortcuts: keys that exercise the bar's run-time API so a reviewer can watch it
/// (badges, hiding the bar, the selected colours). Not part of any library's behaviour.
extension TabBarController {
    /// Answers a QA shortcut at `time`; nil when `key` is not one.
    func qaShortcut(_ key: Key, at time: Double) -> [TraceEvent]? {
        switch key {
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
            let now = barStyle.selectedIconColor
            let next = palette[((palette.firstIndex(of: now) ?? -1) + 1) % palette.count]
            setSelectedColors(text: next, icon: next)
            return [.selectedColors(next)]
        default:
            return nil
        }
    }
}
