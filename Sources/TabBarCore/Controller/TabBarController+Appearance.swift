/// Run-time changes to what items show: badges and the bar-wide selected colours.
extension TabBarController {
    /// Sets the badge of the item in slot `index` (nil hides it, "" shows a dot). A new
    /// value that is shown plays the badge's change animation from `time`.
    public func setBadge(_ value: String?, for index: Int, at time: Double) -> [TraceEvent] {
        guard items.indices.contains(index), items[index].badge != value else { return [] }
        let wasHidden = items[index].badge == nil
        items[index].badge = value
        if case .tab(let tab) = slots[index] { configuration.tabs[tab].badge = value }
        if value != nil {
            let style = items[index].appearance.badgeStyle ?? configuration.bar.badge
            badgeAnimators[index].play(style.animation, appearing: wasHidden, at: time)
        }
        return [.badge(index: index, value: value)]
    }

    /// Ramotion's `changeSelectedColor`: new selected title and icon colours for every
    /// item, which the selected item shows at once. Per-item selected colours give way.
    public func setSelectedColors(text: Color, icon: Color) {
        configuration.bar.selectedTextColor = text
        configuration.bar.selectedIconColor = icon
        for i in configuration.tabs.indices {
            configuration.tabs[i].appearance.selectedTextColor = nil
            configuration.tabs[i].appearance.selectedIconColor = nil
        }
        for i in items.indices {
            items[i].appearance.selectedTextColor = nil
            items[i].appearance.selectedIconColor = nil
        }
    }
}
