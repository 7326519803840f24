/// Run-time changes to what items show: badges and the bar-wide selected colours.
extension TabBarController {
    /// Sets the badge of the item in slot `index` (nil hides it, "" shows a dot). A new
    /// value that is shown plays the badge's change animation from `time`.
    public func setBadge(_ value: String?, for index: Int, at time: Double) -> [TraceEvent] {
        guard slotStates.indices.contains(index), slotStates[index].item.badge != value else { return [] }
        let wasHidden = slotStates[index].item.badge == nil
        slotStates[index].item.badge = value
        if value != nil {
            let style = slotStates[index].item.appearance.badgeStyle ?? barStyle.badge
            slotStates[index].badge.play(style.animation, appearing: wasHidden, at: time)
        }
        return [.badge(index: index, value: value)]
    }

    /// Ramotion's `changeSelectedColor`: new selected title and icon colours for every
    /// item, which the selected item shows at once. Per-item selected colours give way.
    public func setSelectedColors(text: Color, icon: Color) {
        barStyle.selectedTextColor = text
        barStyle.selectedIconColor = icon
        for i in slotStates.indices {
            slotStates[i].item.appearance.selectedTextColor = nil
            slotStates[i].item.appearance.selectedIconColor = nil
        }
    }
}
