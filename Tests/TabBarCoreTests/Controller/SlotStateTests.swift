import TabBarCore
import TestSupport
import XCTest

/// One value per slot: the item, its motion and its badge's motion travel together, the
/// configuration stays as it was given, and the frame is a pure function of the state.
final class SlotStateTests: XCTestCase {
    let viewport = Size(width: 390, height: 844)

    func testSlots_HoldTheirItemAndStartRestingOnTheSelection() {
        var configuration = Fixtures.configuration(count: 7)
        configuration.initialIndex = 2
        let c = TabBarController(configuration: configuration, viewport: viewport)
        XCTAssertEqual(c.slotStates.map(\.content), BarSlot.slots(tabCount: 7))
        XCTAssertEqual(c.items.map(\.title), c.slotStates.map(\.item.title))
        XCTAssertEqual(c.slotStates.map(\.animator.restsSelected), [false, false, true, false, false])
        XCTAssertEqual(c.slotStates[2].animator.animation.name, configuration.tabs[2].animation.name)
    }

    func testRunTimeChanges_LeaveTheConfigurationAsGiven() {
        let configuration = Fixtures.configuration()
        let c = TabBarController(configuration: configuration, viewport: viewport)
        _ = c.setBadge("7", for: 1, at: 0)
        c.setSelectedColors(text: Color(hex: 0xFF2D55), icon: Color(hex: 0xFF2D55))
        XCTAssertEqual(c.items[1].badge, "7")
        XCTAssertEqual(c.barStyle.selectedIconColor, Color(hex: 0xFF2D55))
        XCTAssertEqual(c.configuration.tabs.map(\.badge), configuration.tabs.map(\.badge))
        XCTAssertEqual(c.configuration.bar.selectedIconColor, configuration.bar.selectedIconColor)
    }

    func testSelection_MovesTheRestingSideOfBothItems() {
        let c = TabBarController(configuration: Fixtures.configuration(), viewport: viewport)
        _ = c.select(1, cause: .program, at: 0)
        XCTAssertEqual(c.slotStates.map(\.animator.restsSelected), c.items.indices.map { $0 == c.selectedIndex })
    }

    func testScene_IsAPureFunctionOfStateAndTime() {
        let c = TabBarController(configuration: Fixtures.configuration(), viewport: viewport)
        _ = c.select(2, cause: .program, at: 0)
        let early = c.scene(at: 0.1)
        _ = c.scene(at: 0.4)
        XCTAssertEqual(c.scene(at: 0.1), early, "composing a later frame changes nothing")
        XCTAssertNotEqual(c.scene(at: 0.4), early)
    }
}
