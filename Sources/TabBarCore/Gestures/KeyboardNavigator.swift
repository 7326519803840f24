/// Desktop keyboard conventions for the bar, after Qt's `QTabBar`: arrows, Home/End and
/// digits select; Tab and Shift+Tab move a focus ring; Enter (or Space on the ring)
/// activates the focused item; Escape hides the ring.
///
/// It only decides: the caller sends `.select` and `.activateFocused` through the
/// `SelectionController` (which may still refuse them) and draws the ring. Keys held with
/// Control or Alt are not handled (Alt+← goes back); Shift only matters for Tab.
public struct KeyboardNavigator: Hashable, Sendable {
    /// What a key does.
    public enum Command: Hashable, Sendable {
        /// Select the item, as a tap would.
        case select(Int)
        /// Show the focus ring on the item, or hide it (nil).
        case moveFocus(Int?)
        /// Activate the item under the focus ring (select it, as a tap would).
        case activateFocused(Int)
    }

    /// How many items the bar has.
    public let itemCount: Int
    /// Whether each item is enabled; exactly `itemCount` entries. Missing entries given to
    /// `init` count as enabled (as `SelectionController` assumes), extra ones are dropped.
    public let enabled: [Bool]
    /// Whether the bar is mirrored (items laid out from the right): → then moves towards
    /// lower indices, ← towards higher ones.
    public let isRightToLeft: Bool

    /// `enabled` per item; see `enabled` for a count that differs from `itemCount`.
    public init(itemCount: Int, enabled: [Bool], isRightToLeft: Bool = false) {
        let count = max(itemCount, 0)
        self.itemCount = count
        self.enabled = (0..<count).map { $0 < enabled.count ? enabled[$0] : true }
        self.isRightToLeft = isRightToLeft
    }

    /// What `key` does given the `selected` index and the `focused` index (nil = no focus
    /// ring shown), or nil when the key does nothing here, so the caller may give it to
    /// someone else (Escape goes back, Space pauses the animation clock):
    ///
    /// - ← / →: the nearest enabled item to the visual left / right; nil at the end (no wrap).
    /// - Home / End: the first / last enabled item by index, in right-to-left bars too (so
    ///   Home is at the right edge there, as Qt does it); nil when it is already selected.
    /// - "1"…"9": item 0…8 if it exists (nil otherwise), even when disabled, so the
    ///   selection controller refuses it and the trace shows the rejection.
    /// - Tab / Shift+Tab: the ring to the next / previous enabled item by index, wrapping,
    ///   counted from the ring; the first Tab (no ring shown) lands on the selected item, as
    ///   focus enters a tab list on its selected tab (WAI-ARIA), or the nearest enabled one.
    /// - Enter, and Space while a ring is shown: activate the focused item; nil without a ring.
    /// - Escape while a ring is shown: hide it; nil without a ring.
    public func command(for key: Key, modifiers: KeyModifiers, selected: Int, focused: Int?) -> Command? {
        guard itemCount > 0, modifiers.isDisjoint(with: [.control, .alt]) else { return nil }
        let ring = focused.flatMap { enabled.indices.contains($0) ? $0 : nil }
        // Kept within one step of the items, so the index arithmetic below cannot overflow.
        let current = min(max(selected, -1), itemCount)
        switch key {
        case .left, .right:
            let towardsRight = key == .right
            return nearestEnabled(from: current, step: towardsRight != isRightToLeft ? 1 : -1).map(Command.select)
        case .home:
            return enabled.firstIndex(of: true).flatMap { $0 == selected ? nil : .select($0) }
        case .end:
            return enabled.lastIndex(of: true).flatMap { $0 == selected ? nil : .select($0) }
        case .character(let character):
            guard let ascii = character.asciiValue, (49...57).contains(ascii) else { return nil }
            let index = Int(ascii) - 49 // "1" is 49 in ASCII and means item 0.
            return index < itemCount ? .select(index) : nil
        case .tab:
            if ring == nil, enabled.indices.contains(selected), enabled[selected] { return .moveFocus(selected) }
            return nextEnabledWrapping(from: ring ?? current, step: modifiers.contains(.shift) ? -1 : 1)
                .map { .moveFocus($0) }
        case .enter:
            return ring.map(Command.activateFocused)
        case .space:
            return ring.map(Command.activateFocused)
        case .escape:
            return ring == nil ? nil : .moveFocus(nil)
        case .up, .down, .backspace, .function:
            return nil
        }
    }

    /// The closest enabled index after `index` in `step`'s direction (±1), without wrapping.
    private func nearestEnabled(from index: Int, step: Int) -> Int? {
        var candidate = index + step
        while enabled.indices.contains(candidate) {
            if enabled[candidate] { return candidate }
            candidate += step
        }
        return nil
    }

    /// The next enabled index after `index` in `step`'s direction (±1), wrapping around;
    /// `index` itself when it is the only enabled item; nil when none is enabled.
    private func nextEnabledWrapping(from index: Int, step: Int) -> Int? {
        for distance in 1...itemCount {
            let candidate = ((index + step * distance) % itemCount + itemCount) % itemCount
            if enabled[candidate] { return candidate }
        }
        return nil
    }
}
