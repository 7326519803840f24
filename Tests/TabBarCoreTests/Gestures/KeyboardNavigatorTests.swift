import TabBarCore
import XCTest

final class KeyboardNavigatorTests: XCTestCase {
    /// Five items; item 2 is disabled.
    let navigator = KeyboardNavigator(itemCount: 5, enabled: [true, true, false, true, true])

    private func command(
        _ navigator: KeyboardNavigator, _ key: Key, _ modifiers: KeyModifiers = [],
        selected: Int, focused: Int? = nil
    ) -> KeyboardNavigator.Command? {
        navigator.command(for: key, modifiers: modifiers, selected: selected, focused: focused)
    }

    func testArrows_SelectTheNeighbour() {
        XCTAssertEqual(command(navigator, .right, selected: 0), .select(1))
        XCTAssertEqual(command(navigator, .left, selected: 4), .select(3))
    }

    func testArrows_SkipDisabledItems() {
        // 1 → 2 is disabled → 3; back from 3 → 1.
        XCTAssertEqual(command(navigator, .right, selected: 1), .select(3))
        XCTAssertEqual(command(navigator, .left, selected: 3), .select(1))
    }

    func testArrowsAtTheEnds_DoNothing() {
        XCTAssertNil(command(navigator, .left, selected: 0))
        XCTAssertNil(command(navigator, .right, selected: 4))
        // The last enabled item counts as an end too: 0 ✓ 1 ✗ 2 ✗.
        let tail = KeyboardNavigator(itemCount: 3, enabled: [true, false, false])
        XCTAssertNil(command(tail, .right, selected: 0))
    }

    func testRightToLeft_MirrorsTheArrows() {
        let rtl = KeyboardNavigator(itemCount: 5, enabled: [true, true, false, true, true], isRightToLeft: true)
        // Index 0 is at the right edge: → goes to lower indices, ← to higher ones.
        XCTAssertEqual(command(rtl, .right, selected: 3), .select(1))
        XCTAssertEqual(command(rtl, .left, selected: 1), .select(3))
        XCTAssertNil(command(rtl, .right, selected: 0))
        XCTAssertNil(command(rtl, .left, selected: 4))
    }

    func testHomeAndEnd_SelectTheFirstAndLastEnabledByIndex() {
        let edges = KeyboardNavigator(itemCount: 5, enabled: [false, true, true, true, false])
        XCTAssertEqual(command(edges, .home, selected: 3), .select(1))
        XCTAssertEqual(command(edges, .end, selected: 1), .select(3))
        // Already there: nothing (no reselect).
        XCTAssertNil(command(edges, .home, selected: 1))
        XCTAssertNil(command(edges, .end, selected: 3))
        // Right-to-left keeps index order.
        let rtl = KeyboardNavigator(itemCount: 5, enabled: [false, true, true, true, false], isRightToLeft: true)
        XCTAssertEqual(command(rtl, .home, selected: 3), .select(1))
        XCTAssertEqual(command(rtl, .end, selected: 1), .select(3))
    }

    func testDigits_SelectDirectlyEvenWhenDisabled() {
        // "1" → item 0, "4" → item 3, "3" → item 2 (disabled: the controller rejects it).
        XCTAssertEqual(command(navigator, .character("1"), selected: 4), .select(0))
        XCTAssertEqual(command(navigator, .character("4"), selected: 0), .select(3))
        XCTAssertEqual(command(navigator, .character("3"), selected: 0), .select(2))
        // The selected item again: a reselect, as a tap.
        XCTAssertEqual(command(navigator, .character("1"), selected: 0), .select(0))
    }

    func testDigitsWithoutAnItem_AndOtherCharacters_AreNotHandled() {
        // Five items: "6" would be item 5.
        XCTAssertNil(command(navigator, .character("6"), selected: 0))
        XCTAssertNil(command(navigator, .character("0"), selected: 0))
        XCTAssertNil(command(navigator, .character("s"), selected: 0))
        // Non-ASCII digits (Arabic-Indic one, CJK one) are not shortcuts.
        XCTAssertNil(command(navigator, .character("١"), selected: 0))
        XCTAssertNil(command(navigator, .character("一"), selected: 0))
    }

    func testTab_StartsFromTheSelectedItemAndSkipsDisabled() {
        // No ring, selected 1: the first Tab lands on the selected item.
        XCTAssertEqual(command(navigator, .tab, selected: 1), .moveFocus(1))
        // No ring, selected 2 (disabled): the next enabled after it, 3.
        XCTAssertEqual(command(navigator, .tab, selected: 2), .moveFocus(3))
        // Ring on 3: next is 4.
        XCTAssertEqual(command(navigator, .tab, selected: 1, focused: 3), .moveFocus(4))
    }

    func testTab_WrapsAround() {
        // Ring on 4 → 0.
        XCTAssertEqual(command(navigator, .tab, selected: 0, focused: 4), .moveFocus(0))
    }

    func testShiftTab_GoesBackAndWraps() {
        XCTAssertEqual(command(navigator, .tab, .shift, selected: 0, focused: 3), .moveFocus(1))
        // Ring on 0 → 4.
        XCTAssertEqual(command(navigator, .tab, .shift, selected: 3, focused: 0), .moveFocus(4))
        // No ring, selected 3: Shift+Tab lands on it too.
        XCTAssertEqual(command(navigator, .tab, .shift, selected: 3), .moveFocus(3))
    }

    func testTabWithASingleEnabledItem_StaysOnIt() {
        let single = KeyboardNavigator(itemCount: 3, enabled: [false, true, false])
        XCTAssertEqual(command(single, .tab, selected: 1, focused: 1), .moveFocus(1))
        let none = KeyboardNavigator(itemCount: 3, enabled: [false, false, false])
        XCTAssertNil(command(none, .tab, selected: 0))
    }

    func testEnter_ActivatesTheFocusedItemOnlyWithARing() {
        XCTAssertEqual(command(navigator, .enter, selected: 0, focused: 3), .activateFocused(3))
        XCTAssertNil(command(navigator, .enter, selected: 0))
    }

    func testSpace_ActivatesWithARingAndOtherwiseBelongsToPause() {
        XCTAssertEqual(command(navigator, .space, selected: 0, focused: 4), .activateFocused(4))
        XCTAssertNil(command(navigator, .space, selected: 0))
    }

    func testEscape_HidesTheRingOrIsLeftForGoingBack() {
        XCTAssertEqual(command(navigator, .escape, selected: 0, focused: 1), .moveFocus(nil))
        XCTAssertNil(command(navigator, .escape, selected: 0))
    }

    func testControlAndAlt_AndOtherKeys_AreNotHandled() {
        XCTAssertNil(command(navigator, .left, .alt, selected: 3))
        XCTAssertNil(command(navigator, .right, .control, selected: 0))
        XCTAssertNil(command(navigator, .up, selected: 0))
        XCTAssertNil(command(navigator, .function(1), selected: 0))
        // Shift alone does not stop the arrows.
        XCTAssertEqual(command(navigator, .right, .shift, selected: 0), .select(1))
    }

    func testEnabledList_IsPaddedWithEnabledAndTrimmed() {
        XCTAssertEqual(KeyboardNavigator(itemCount: 3, enabled: [false]).enabled, [false, true, true])
        XCTAssertEqual(KeyboardNavigator(itemCount: 2, enabled: [true, false, true]).enabled, [true, false])
        XCTAssertNil(command(KeyboardNavigator(itemCount: 0, enabled: []), .tab, selected: 0))
    }
}
