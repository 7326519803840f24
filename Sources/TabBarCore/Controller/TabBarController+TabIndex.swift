/// Selecting a tab by its place in the configuration, whether its item is on the bar or
/// behind More.
extension TabBarController {
    /// The tab a digit key names: "1"…"9" are tabs 0…8 in configuration order, so a digit
    /// keeps meaning the same tab however many slots the bar shows.
    static func digitIndex(_ key: Key, modifiers: KeyModifiers) -> Int? {
        guard case .character(let character) = key, modifiers.isDisjoint(with: [.control, .alt]),
            let ascii = character.asciiValue, (49...57).contains(ascii)
        else { return nil }
        return Int(ascii) - 49
    }

    /// Selects configuration tab `tab`: its own slot when it has one; behind More, More is
    /// selected and the tab's page opens on More's stack, as a click on its row does. An
    /// index past the last tab is traced as a rejection.
    func selectTab(_ tab: Int, cause: SelectionCause, at time: Double) -> [TraceEvent] {
        guard configuration.tabs.indices.contains(tab) else {
            return [.reject(index: tab, reason: .outOfRange, cause: cause)]
        }
        if let slot = slots.firstIndex(of: .tab(tab)) { return select(slot, cause: cause, at: time) }
        guard let more = slots.firstIndex(where: { if case .more = $0 { true } else { false } }) else {
            return [.reject(index: tab, reason: .outOfRange, cause: cause)]
        }
        guard configuration.tabs[tab].isEnabled else { return [.reject(index: tab, reason: .disabled, cause: cause)] }
        var events = more == selectedIndex ? [] : select(more, cause: cause, at: time)
        guard selectedIndex == more else { return events }
        var spec = Self.rootPage(for: .tab(tab), tabs: configuration.tabs, pages: configuration.pages)
        spec.backTitle = "More"
        // Already open on top of More: nothing more to do.
        if navigator.currentStack.last?.spec == spec { return events }
        if navigator.depth > 1 { events += navigate(.popToRoot, at: time) }
        events += navigate(.push(PageEntry(spec: spec, transition: configuration.navigation.pushTransition)), at: time)
        return events
    }
}

extension TabBarController {
    /// A press on the bar's place while a modal covers it, on nothing of the modal's: traced
    /// as a rejection so a scripted click never vanishes without a line.
    func coveredBarClick(at point: Point, time: Double) -> [TraceEvent] {
        guard navigator.presented != nil, let item = layout.item(at: barPoint(point, at: time)),
            pageTargets(at: time).targetAt(point) == nil
        else { return [] }
        return [.reject(index: item, reason: .covered, cause: causeOverride ?? .tap)]
    }
}
