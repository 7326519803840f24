import TabBarCore
import XCTest

final class TabBarLayoutTests: XCTestCase {
    func testFourItemsIn390_ShareTheRowInWholePixels() {
        let layout = TabBarLayout(viewport: Size(width: 390, height: 844), style: BarStyle(), itemCount: 4)
        XCTAssertEqual(layout.bar, Rect(x: 0, y: 795, width: 390, height: 49))
        XCTAssertEqual(layout.content, Rect(x: 0, y: 0, width: 390, height: 795))
        // 390 / 4 = 97.5: edges 0, 97.5, 195, 292.5, 390 rounded half away from zero.
        XCTAssertEqual(layout.items.map(\.frame.minX), [0, 98, 195, 293])
        XCTAssertEqual(layout.items.map(\.frame.width), [98, 97, 98, 97])
        XCTAssertEqual(layout.items.last?.frame.maxX, 390)
    }

    func testIconAndTitle_FollowRamotionsArrangement() {
        var style = BarStyle()
        style.iconSize = 30
        let layout = TabBarLayout(viewport: Size(width: 300, height: 600), style: style, itemCount: 3)
        let item = layout.items[1]
        // Icon: centred horizontally, (49 − 30)/2 − 5 = 4.5 → 5 below the bar's top.
        XCTAssertEqual(item.iconFrame, Rect(x: 135, y: 551 + 5, width: 30, height: 30))
        // Title: 13 px box (the default 10 px font × 1.3, rounded up) centred 16 px below the
        // middle: 551 + 24.5 + 16 − 6.5 = 585.
        XCTAssertEqual(item.titleFrame, Rect(x: 102, y: 585, width: 96, height: 13))
        XCTAssertLessThanOrEqual(item.titleFrame.maxY, layout.bar.maxY)
    }

    func testBottomPaddingAndInsets_KeepItemsInsideTheRow() {
        var style = BarStyle()
        style.bottomPadding = 34
        style.contentInsets = EdgeInsets(left: 10, right: 10)
        let layout = TabBarLayout(viewport: Size(width: 420, height: 800), style: style, itemCount: 4)
        XCTAssertEqual(layout.bar, Rect(x: 0, y: 800 - 83, width: 420, height: 83))
        XCTAssertEqual(layout.row, Rect(x: 10, y: 717, width: 400, height: 49))
        XCTAssertEqual(layout.items.map(\.frame.minX), [10, 110, 210, 310])
    }

    func testSlotCoordinates_InterpolateAndExtrapolate() {
        let layout = TabBarLayout(viewport: Size(width: 400, height: 100), style: BarStyle(), itemCount: 4)
        XCTAssertEqual(layout.x(atSlot: 1.5), 150)
        XCTAssertEqual(layout.x(atSlot: 4), 400)
        XCTAssertEqual(layout.x(atSlot: 4.5), 450)
        XCTAssertEqual(layout.x(atSlot: -0.25), -25)
        XCTAssertEqual(
            layout.rect(spanning: SlotSpan(lower: 1, upper: 2.5)), Rect(x: 100, y: 51, width: 150, height: 49))
    }

    func testHitTesting_FindsTheItemUnderAPoint() {
        let layout = TabBarLayout(viewport: Size(width: 400, height: 100), style: BarStyle(), itemCount: 4)
        XCTAssertEqual(layout.item(at: Point(x: 250, y: 70)), 2)
        XCTAssertNil(layout.item(at: Point(x: 250, y: 20)))
        XCTAssertTrue(layout.item(2, contains: Point(x: 305, y: 70), tolerance: 8))
        XCTAssertFalse(layout.item(2, contains: Point(x: 310, y: 70), tolerance: 8))
    }

    func testNoItems_DoesNotCrash() {
        let layout = TabBarLayout(viewport: Size(width: 1, height: 1), style: BarStyle(), itemCount: 0)
        XCTAssertTrue(layout.items.isEmpty)
        XCTAssertEqual(layout.x(atSlot: 2), layout.row.minX)
        XCTAssertEqual(layout.content.height, 0)
    }
}

extension TabBarLayoutTests {
    func testRightToLeft_MirrorsItemsAndSpans() {
        var style = BarStyle()
        style.isRightToLeft = true
        let layout = TabBarLayout(viewport: Size(width: 400, height: 100), style: style, itemCount: 4)
        // Ramotion: item i sits in slot count − 1 − i.
        XCTAssertEqual(layout.items.map(\.frame.minX), [300, 200, 100, 0])
        XCTAssertEqual(layout.rect(spanning: SlotSpan(slot: 0)), layout.items[0].frame)
        // Item 1 (200…300) stretched half-way into item 2 (100…200) grows leftwards: 150…300.
        XCTAssertEqual(
            layout.rect(spanning: SlotSpan(lower: 1, upper: 2.5)), Rect(x: 150, y: 51, width: 150, height: 49))
        XCTAssertEqual(layout.item(at: Point(x: 350, y: 70)), 0)
    }
}
