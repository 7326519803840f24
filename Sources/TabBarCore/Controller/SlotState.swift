/// One place in the bar as the controller keeps it: what the place holds, the item drawn
/// there, that item's motion (the animator owns the item's animation) and its badge's
/// motion. One value per slot, so the four can never fall out of step.
public struct SlotState: Sendable {
    /// A tab, or "More" with the tabs that did not fit.
    public let content: BarSlot
    /// The item drawn in the slot; its badge and selected colours change at run time.
    public internal(set) var item: TabItem
    /// The item's motion: which plays, since when, and how it blends.
    public internal(set) var animator: ItemAnimator
    /// The item's badge-change animation.
    public internal(set) var badge: BadgeAnimator

    /// The slots for `tabs`, with the slot at `selected` resting selected.
    static func slots(for tabs: [TabItem], selected: Int) -> [SlotState] {
        BarSlot.slots(tabCount: tabs.count).enumerated().map { index, content in
            let item = content.item(in: tabs)
            return SlotState(
                content: content, item: item,
                animator: ItemAnimator(animation: item.animation, isSelected: index == selected),
                badge: BadgeAnimator())
        }
    }
}
