extension TabBarLayout {
    /// An item with only an icon or only a title is centred in its slot, in both axes, in
    /// every item layout (RDV's `drawRect:` does this for an untitled image; a title-only
    /// item would otherwise sit 16 px low with nothing above it). Raised items keep their circle.
    mutating func centreSingleContentItems(_ items: [TabItem]) {
        for (i, item) in items.enumerated() where !item.isRaised && self.items.indices.contains(i) {
            let slot = self.items[i].frame
            let hasIcon =
                item.icon != nil || item.selectedIcon != nil || !item.frames.isEmpty || item.lottie != nil
                || item.isMoreItem
            if item.title.isEmpty {
                self.items[i].iconFrame.origin.y =
                    slot.minY + ((slot.height - self.items[i].iconFrame.height) / 2).rounded()
                self.items[i].titleFrame.size.height = 0
            } else if !item.title.isEmpty && !hasIcon {
                let title = self.items[i].titleFrame
                self.items[i].titleFrame.origin.y = (slot.midY - title.height / 2).rounded()
            }
        }
    }
}
