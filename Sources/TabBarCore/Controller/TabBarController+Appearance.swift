/// Run-time changes to what items show: badges and the bar-wide selected colours.
extension TabBarController {
    /// Sets item `index`'s badge (nil hides it, "" shows a dot). A new value that is shown
    /// plays the badge's change animation from `time`.
    public func setBadge(_ value: String?, for index: Int, at time: Double) -> [TraceEvent] {
        guard configuration.tabs.indices.contains(index), configuration.tabs[index].badge != value else { return [] }
        let wasHidden = configuration.tabs[index].badge == nil
        configuration.tabs[index].badge = value
        if value != nil {
            let style = configuration.tabs[index].appearance.badgeStyle ?? configuration.bar.badge
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
    }
}
