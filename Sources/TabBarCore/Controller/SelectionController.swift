/// Why a selection was asked for; traces carry it as `cause`.
public enum SelectionCause: String, Hashable, Sendable, CaseIterable {
    /// A click or tap on an item.
    case tap
    /// A key: an arrow, Home, End, a digit, or Enter on the focus ring.
    case key
    /// A wheel step over the bar.
    case wheel
    /// A swipe across the page area.
    case swipe
    /// A QA script's step.
    case script
    /// The program, through `TabBarController.select` (UIKit's `selectedIndex = …`).
    case program
    /// A command on the `--control` channel.
    case control
}

/// Why a selection request was refused.
public enum RejectReason: String, Hashable, Sendable {
    /// The item is disabled (Ramotion ignores such taps silently; we trace them).
    case disabled
    /// `shouldSelect` returned false.
    case vetoed
    /// No item has that index.
    case outOfRange = "out-of-range"
    /// A swipe, arrow or wheel step towards an end of the bar: no enabled item lies that way.
    case noNeighbour = "no-neighbour"
    /// Home or End asked for the item already selected.
    case alreadySelected = "already-selected"
    /// Escape or Alt+Left with no modal and no page to pop.
    case nothingToClose = "nothing-to-close"
    /// A click on the bar while a modal page covers it.
    case covered
    /// A swipe released short of half a page and without a fling: the page springs back.
    case tooShort = "too-short"
}

/// What a selection request did.
public enum SelectionOutcome: Hashable, Sendable {
    /// The selection moved from item `from` to item `to`.
    case selected(from: Int, to: Int)
    /// The already selected item was asked for again.
    case reselected(Int)
    /// The request for the item was refused, for the reason given; the selection stays.
    case rejected(Int, RejectReason)
}

/// The one source of truth for the selected index.
///
/// Every path (tap, key, wheel, swipe, script, program) goes through `request`, so bar,
/// indicator and page can never disagree. The order follows Ramotion's `handleSelection`:
/// disabled items are refused first, then `shouldSelect` may veto, then the index changes
/// (or a reselect is reported), then `didSelect` runs.
public struct SelectionController {
    /// The selected item's index.
    public private(set) var selectedIndex: Int
    /// Whether each item is enabled; its count is the item count.
    public var enabledItems: [Bool]
    /// Asked before any change or reselect; returning false vetoes it.
    public var shouldSelect: ((Int) -> Bool)?
    /// Told after a change or a reselect, with the item now selected.
    public var didSelect: ((Int) -> Void)?

    /// `initialIndex` is clamped into range; with no items the index is 0.
    public init(itemCount: Int, initialIndex: Int = 0, enabledItems: [Bool]? = nil) {
        self.enabledItems = enabledItems ?? Array(repeating: true, count: itemCount)
        selectedIndex = min(max(initialIndex, 0), max(itemCount - 1, 0))
    }

    /// Asks for item `index` to be selected.
    public mutating func request(_ index: Int) -> SelectionOutcome {
        guard enabledItems.indices.contains(index) else { return .rejected(index, .outOfRange) }
        guard enabledItems[index] else { return .rejected(index, .disabled) }
        if let shouldSelect, !shouldSelect(index) { return .rejected(index, .vetoed) }
        let previous = selectedIndex
        selectedIndex = index
        didSelect?(index)
        return previous == index ? .reselected(index) : .selected(from: previous, to: index)
    }
}
