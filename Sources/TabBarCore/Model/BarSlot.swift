/// What one place in the bar holds: a tab, or UIKit's "More" with the tabs that did not fit.
public enum BarSlot: Hashable, Sendable {
    /// The tab at this index of the configuration's tabs.
    case tab(Int)
    /// The overflow tabs' indices, in order.
    case more([Int])

    /// UIKit's rule: with more than five tabs the bar shows the first four and "More".
    public static let maximumVisible = 5

    /// The slots for `tabCount` tabs.
    public static func slots(tabCount: Int) -> [BarSlot] {
        guard tabCount > maximumVisible else { return (0..<tabCount).map(BarSlot.tab) }
        return (0..<maximumVisible - 1).map(BarSlot.tab) + [.more(Array((maximumVisible - 1)..<tabCount))]
    }

    /// The bar item drawn for this slot.
    public func item(in tabs: [TabItem]) -> TabItem {
        switch self {
        case .tab(let index):
            return tabs[index]
        case .more:
            var more = TabItem(title: "More", color: Color(hex: 0x8E8E93), animation: BounceAnimation())
            more.isMoreItem = true
            return more
        }
    }
}
