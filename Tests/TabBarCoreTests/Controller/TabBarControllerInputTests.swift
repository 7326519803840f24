import TestSupport
import XCTest

@testable import TabBarCore

/// Keyboard, wheel, long press, swipe and hover all reach the same selection controller.
final class TabBarControllerInputTests: XCTestCase {
    func controller(count: Int = 4, disabled: Set<Int> = [], rtl: Bool = false) -> TabBarController {
        var configuration = Fixtures.configuration(count: count, disabled: disabled)
        configuration.bar.isRightToLeft = rtl
        return TabBarController(configuration: configuration, viewport: Size(width: 400, height: 800))
    }

    func selections(_ events: [TraceEvent]) -> [String] {
        events.compactMap {
            if case .select(let from, let to, let cause) = $0 { "\(from)→\(to) \(cause.rawValue)" } else { nil }
        }
    }

    func key(_ c: TabBarController, _ key: Key, _ modifiers: KeyModifiers = [], at time: Double = 0) -> [TraceEvent] {
        c.handle(.key(key, modifiers: modifiers), at: time)
    }

    func testArrows_SkipDisabledItems() {
        let c = controller(disabled: [1])
        XCTAssertEqual(selections(key(c, .right)), ["0→2 key"])
        XCTAssertEqual(selections(key(c, .left, at: 1)), ["2→0 key"])
        XCTAssertEqual(
            key(c, .left, at: 2), [.reject(index: 0, reason: .noNeighbour, cause: .key)],
            "nothing before the first item: traced as a reject")
    }

    func testArrows_SwapInRightToLeft() {
        let c = controller(rtl: true)
        XCTAssertEqual(selections(key(c, .left)), ["0→1 key"], "← goes to the next item, which sits to the left")
    }

    func testHomeEndAndDigits_Select() {
        let c = controller()
        XCTAssertEqual(selections(key(c, .end)), ["0→3 key"])
        XCTAssertEqual(selections(key(c, .home, at: 1)), ["3→0 key"])
        XCTAssertEqual(selections(key(c, .character("3"), at: 2)), ["0→2 key"])
    }

    func testDigitOfADisabledItem_IsTracedAsARejection() {
        let c = controller(disabled: [3])
        XCTAssertEqual(key(c, .character("4")), [.reject(index: 3, reason: .disabled, cause: .key)])
    }

    func testTabAndEnter_MoveTheFocusRingAndActivate() {
        let c = controller()
        XCTAssertEqual(key(c, .tab), [.focus(index: 0, cause: .key)])
        XCTAssertEqual(c.focusedItem, 0, "the first Tab lands on the selected item")
        XCTAssertEqual(key(c, .tab), [.focus(index: 1, cause: .key)])
        XCTAssertEqual(c.focusedItem, 1)
        XCTAssertTrue(c.scene(at: 0).layers.contains { $0.id == "bar.focus" })
        XCTAssertEqual(selections(key(c, .enter)), ["0→1 key"])
        _ = key(c, .escape)
        XCTAssertNil(c.focusedItem, "Escape hides the ring first")
    }

    func testSpace_IsLeftToTheHostWithoutAFocusRing() {
        let c = controller()
        XCTAssertNil(c.handleKey(.space, modifiers: [], at: 0))
        _ = key(c, .tab)
        _ = key(c, .tab)
        XCTAssertEqual(selections(c.handleKey(.space, modifiers: [], at: 0) ?? []), ["0→1 key"])
    }

    func testPointerClick_HidesTheRingSoSpaceGoesToTheHostAgain() {
        let c = controller()
        _ = key(c, .tab)
        XCTAssertNotNil(c.handleKey(.space, modifiers: [], at: 0), "with a ring, Space activates")
        let page = Point(x: 200, y: 300)
        _ = c.handle(.pointerDown(page, button: .primary), at: 1)
        _ = c.handle(.pointerUp(page, button: .primary), at: 1)
        XCTAssertNil(c.focusedItem)
        XCTAssertNil(c.handleKey(.space, modifiers: [], at: 1), "Space pauses the clock again")
    }

    func testFocusRing_DoesNotCrossTheTitle() throws {
        let c = controller()
        _ = key(c, .tab)
        let ring = try XCTUnwrap(c.scene(at: 0).layers.first { $0.id == "bar.focus" }?.node)
        guard case .group(let g) = ring, case .stroke(.roundedRect(let path, _), _, let width)? = g.children.first
        else {
            return XCTFail("no ring stroke")
        }
        let inner = path.insetBy(dx: width / 2, dy: width / 2)
        let item = c.layout.items[0]
        XCTAssertTrue(
            inner.contains(Point(x: item.titleFrame.midX, y: item.titleFrame.maxY - 0.01)),
            "\(inner) \(item.titleFrame)")
        XCTAssertLessThanOrEqual(inner.minY, item.iconFrame.minY)
        XCTAssertGreaterThanOrEqual(inner.maxY, item.titleFrame.maxY)
        XCTAssertGreaterThanOrEqual(path.minX - width / 2, item.frame.minX - 1e-9)
    }

    func testWheelOverTheBar_StepsTabs() {
        let c = controller(disabled: [1])
        let bar = c.layout.items[0].frame.center
        XCTAssertEqual(selections(c.handle(.wheel(dx: 0, dy: 1, at: bar), at: 0)), ["0→2 wheel"])
        XCTAssertEqual(selections(c.handle(.wheel(dx: 0, dy: -1, at: bar), at: 1)), ["2→0 wheel"])
    }

    func testLongPress_ShowsATooltipAndDoesNotSelect() {
        let c = controller()
        let item = c.layout.items[2].frame.center
        _ = c.handle(.pointerDown(item, button: .primary), at: 0)
        XCTAssertEqual(c.nextDeadline(after: 0), 0.5)
        XCTAssertEqual(
            c.advance(to: 0.5).filter { if case .tooltip = $0 { true } else { false } }, [.tooltip(index: 2)])
        XCTAssertTrue(c.scene(at: 0.55).layers.contains { $0.id == "tooltip" })
        XCTAssertEqual(selections(c.handle(.pointerUp(item, button: .primary), at: 0.8)), [])
        XCTAssertEqual(c.selectedIndex, 0)
        // It lingers 1.5 s after release, then fades.
        XCTAssertTrue(c.scene(at: 2.2).layers.contains { $0.id == "tooltip" })
        XCTAssertFalse(c.scene(at: 2.5).layers.contains { $0.id == "tooltip" })
    }

    func testShortPress_StillTaps() {
        let c = controller()
        let item = c.layout.items[2].frame.center
        _ = c.handle(.pointerDown(item, button: .primary), at: 0)
        XCTAssertEqual(selections(c.handle(.pointerUp(item, button: .primary), at: 0.2)), ["0→2 tap"])
    }

    func testSwipeLeftOnThePage_SelectsTheNextTabOnRelease() {
        let c = controller()
        _ = c.handle(.pointerDown(Point(x: 300, y: 400), button: .primary), at: 0)
        XCTAssertEqual(c.handle(.pointerMove(Point(x: 260, y: 402)), at: 0.05), [])
        XCTAssertEqual(c.pageDrag.value(at: 0.05), -40)
        XCTAssertEqual(selections(c.handle(.pointerMove(Point(x: 90, y: 404)), at: 0.5)), [], "nothing while held")
        _ = c.handle(.pointerMove(Point(x: 88, y: 404)), at: 1.0)
        // −212 past half of 390 = 195, released slowly: the switch commits.
        XCTAssertEqual(selections(c.handle(.pointerUp(Point(x: 88, y: 404), button: .primary), at: 1.1)), ["0→1 swipe"])
    }

    func testShortSwipe_SnapsBack() {
        let c = controller()
        _ = c.handle(.pointerDown(Point(x: 100, y: 400), button: .primary), at: 0)
        _ = c.handle(.pointerMove(Point(x: 150, y: 400)), at: 0.05)
        _ = c.handle(.pointerMove(Point(x: 150, y: 400)), at: 0.5)
        XCTAssertEqual(
            c.handle(.pointerUp(Point(x: 150, y: 400), button: .primary), at: 0.6),
            [.reject(index: 0, reason: .tooShort, cause: .swipe)])
        XCTAssertEqual(c.pageDrag.value(at: 0.6), 50)
        XCTAssertEqual(c.pageDrag.value(at: 1.0), 0, accuracy: 1e-6)
        XCTAssertEqual(c.selectedIndex, 0)
    }

    func testHover_TracksTheItemAndTheCursorShape() {
        let c = controller(disabled: [3])
        XCTAssertEqual(c.handle(.pointerMove(c.layout.items[1].frame.center), at: 0), [.hover(index: 1)])
        XCTAssertEqual(c.handle(.pointerMove(c.layout.items[1].frame.center + Point(x: 3, y: 0)), at: 0), [])
        XCTAssertEqual(c.cursor(at: c.layout.items[1].frame.center, time: 0), .hand)
        XCTAssertEqual(
            c.cursor(at: c.layout.items[3].frame.center, time: 0), .arrow, "disabled items are not clickable")
        XCTAssertEqual(c.handle(.pointerLeave, at: 1), [.hover(index: nil)])
    }

    func testScriptCause_ReplacesTheInputsCause() {
        let c = controller()
        let item = c.layout.items[2].frame.center
        _ = c.handle(.pointerDown(item, button: .primary), at: 0, cause: .script)
        XCTAssertEqual(selections(c.handle(.pointerUp(item, button: .primary), at: 0, cause: .script)), ["0→2 script"])
    }

    func testReducedMotion_FadesInsteadOfMoving() {
        let configuration = ReducedMotion.apply(to: Fixtures.configuration())
        let c = TabBarController(configuration: configuration, viewport: Size(width: 400, height: 800))
        XCTAssertEqual(c.items[0].animation.name, "cross-dissolve")
        _ = c.select(3, cause: .program, at: 0)
        XCTAssertEqual(c.indicatorSpan(at: 0.01), SlotSpan(slot: 3), "the mask does not travel")
        XCTAssertFalse(c.isAnimating(at: ReducedMotion.fadeDuration + ItemAnimator.blendDuration))
    }
}
