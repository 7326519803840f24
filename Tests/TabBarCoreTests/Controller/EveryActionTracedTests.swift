import TestSupport
import XCTest

@testable import TabBarCore

/// Issue 10 item 15: every action leaves a trace line; one that does nothing is a `reject`
/// with its reason.
final class EveryActionTracedTests: XCTestCase {
    let viewport = Size(width: 390, height: 844)

    func controller(tabs: Int = 4) -> TabBarController {
        var configuration = Fixtures.configuration(count: 4)
        configuration.tabs = (0..<tabs).map { TabItem(title: "T\($0)") }
        return TabBarController(configuration: configuration, viewport: viewport)
    }

    func key(_ c: TabBarController, _ key: Key, _ modifiers: KeyModifiers = [], at time: Double = 0) -> [TraceEvent]? {
        c.handleKey(key, modifiers: modifiers, at: time)
    }

    func testDigitsCountTabsInConfigOrder_ATabBehindMoreOpensThroughMore() throws {
        let c = controller(tabs: 7)
        XCTAssertEqual(c.slots.last, .more([4, 5, 6]))
        let events = try XCTUnwrap(key(c, .character("7")))
        XCTAssertTrue(events.contains(.select(from: 0, to: 4, cause: .key)), "\(events)")
        _ = c.advance(to: 2)
        XCTAssertEqual(c.navigator.currentStack.last?.spec.title, "T6")
        XCTAssertEqual(c.navigator.currentStack.last?.spec.backTitle, "More")
        // Digit 6 while More shows T6: back to More's root, then T5 on top.
        _ = key(c, .character("6"), at: 2)
        _ = c.advance(to: 5)
        XCTAssertEqual(c.navigator.currentStack.map(\.spec.title), ["More", "T5"])
        XCTAssertEqual(key(c, .character("9"), at: 5), [.reject(index: 8, reason: .outOfRange, cause: .key)])
        XCTAssertEqual(Fixtures.selections(key(c, .character("2"), at: 5) ?? []).map { "\($0.0)→\($0.1)" }, ["4→1"])
    }

    func testH_TracesTheBarsHiddenState() {
        let c = controller()
        XCTAssertEqual(key(c, .character("h")), [.barHidden(true)])
        XCTAssertEqual(key(c, .character("h"), at: 1), [.barHidden(false)])
    }

    func testNoOpKeys_AreRejectsWithAReason() {
        let c = controller()
        XCTAssertEqual(key(c, .left), [.reject(index: 0, reason: .noNeighbour, cause: .key)])
        XCTAssertEqual(key(c, .home), [.reject(index: 0, reason: .alreadySelected, cause: .key)])
        XCTAssertEqual(key(c, .escape), [.reject(index: 0, reason: .nothingToClose, cause: .key)])
        XCTAssertEqual(key(c, .left, .alt), [.reject(index: 0, reason: .nothingToClose, cause: .key)])
    }

    func testClickOnABarCoveredByAModal_IsRejected() throws {
        var configuration = Fixtures.configuration(count: 4)
        configuration.tabs[0].page = PageSpec(kind: .button, title: "B", accent: .systemBlue)
        configuration.navigation.modal.height = .fraction(1)
        let c = TabBarController(configuration: configuration, viewport: viewport)
        let targets = c.pageTargets(at: 0)
        let button = try XCTUnwrap(targets.rect(of: .page(.button))).center
        _ = c.handle(.pointerDown(button, button: .primary), at: 0)
        _ = c.handle(.pointerUp(button, button: .primary), at: 0)
        _ = c.advance(to: 3)
        XCTAssertNotNil(c.navigator.presented)
        let bar = c.layout.items[2].frame.center
        let events =
            c.handle(.pointerDown(bar, button: .primary), at: 3) + c.handle(.pointerUp(bar, button: .primary), at: 3)
        XCTAssertEqual(events, [.reject(index: 2, reason: .covered, cause: .tap)])
    }

    func testTabShiftTabAndEscape_TraceTheFocusRing() {
        let c = controller()
        _ = c.select(2, cause: .program, at: 0)
        _ = c.advance(to: 2)
        // The first Tab lands on the selected item; Shift+Tab steps back; Escape hides the ring.
        XCTAssertEqual(key(c, .tab, at: 2), [.focus(index: 2, cause: .key)])
        XCTAssertEqual(key(c, .tab, .shift, at: 2), [.focus(index: 1, cause: .key)])
        XCTAssertEqual(key(c, .escape, at: 2), [.focus(index: nil, cause: .key)])
        XCTAssertNil(c.focusedItem)
    }

    func testAClickHidingTheFocusRing_IsTraced_AndOnlyWhenARingShows() {
        let c = controller()
        _ = key(c, .tab)
        let page = Point(x: 195, y: 300)
        let events =
            c.handle(.pointerDown(page, button: .primary), at: 0) + c.handle(.pointerUp(page, button: .primary), at: 0)
        XCTAssertEqual(events.filter { if case .focus = $0 { true } else { false } }, [.focus(index: nil, cause: .tap)])
        let again = c.handle(.pointerDown(page, button: .primary), at: 1)
        XCTAssertFalse(
            again.contains { if case .focus = $0 { true } else { false } }, "no ring, nothing hidden: \(again)")
    }

    /// A drag released short of half a page, held still (no fling), springs back: a `reject`
    /// that says so. Dragging further, past half a page, switches instead.
    func testSwipeReleasedUnderTheThreshold_IsARejectThatSaysItWasTooShort() {
        let c = controller()
        let start = Point(x: 195, y: 300), end = Point(x: 195 - 80, y: 300)
        var events = c.handle(.pointerDown(start, button: .primary), at: 0)
        events += c.handle(.pointerMove(end), at: 0.05)
        // Held still for longer than the velocity window, so the release is not a fling.
        events += c.handle(.pointerMove(end), at: 0.5)
        events += c.handle(.pointerUp(end, button: .primary), at: 0.6)
        XCTAssertEqual(events, [.reject(index: 0, reason: .tooShort, cause: .swipe)])
        XCTAssertEqual(c.selectedIndex, 0)
    }

    /// A drag the program abandons (the pointer left the window) is not a decision, so it is not rejected.
    func testAbandonedSwipe_IsNotTracedAsARelease() {
        let c = controller()
        let start = Point(x: 195, y: 300), end = Point(x: 195 - 80, y: 300)
        _ = c.handle(.pointerDown(start, button: .primary), at: 0)
        _ = c.handle(.pointerMove(end), at: 0.05)
        XCTAssertFalse(c.handle(.pointerLeave, at: 0.5).contains { if case .reject = $0 { true } else { false } })
    }
}
