import TabBarCore
import XCTest

final class SelectionControllerTests: XCTestCase {
    func testSelectingAnotherItem_ChangesTheIndexAndCallsDidSelect() {
        var controller = SelectionController(itemCount: 4)
        var told: [Int] = []
        controller.didSelect = { told.append($0) }
        XCTAssertEqual(controller.request(2), .selected(from: 0, to: 2))
        XCTAssertEqual(controller.selectedIndex, 2)
        XCTAssertEqual(told, [2])
    }

    func testSelectingTheSelectedItem_IsAReselect() {
        var controller = SelectionController(itemCount: 4, initialIndex: 1)
        XCTAssertEqual(controller.request(1), .reselected(1))
        XCTAssertEqual(controller.selectedIndex, 1)
    }

    func testDisabledItem_IsRejectedBeforeShouldSelectIsAsked() {
        var controller = SelectionController(itemCount: 3, enabledItems: [true, false, true])
        var asked = false
        controller.shouldSelect = { _ in
            asked = true
            return true
        }
        XCTAssertEqual(controller.request(1), .rejected(1, .disabled))
        XCTAssertFalse(asked)
        XCTAssertEqual(controller.selectedIndex, 0)
    }

    func testShouldSelect_CanVeto() {
        var controller = SelectionController(itemCount: 3)
        var told: [Int] = []
        controller.shouldSelect = { $0 != 2 }
        controller.didSelect = { told.append($0) }
        XCTAssertEqual(controller.request(2), .rejected(2, .vetoed))
        XCTAssertEqual(controller.selectedIndex, 0)
        XCTAssertEqual(controller.request(1), .selected(from: 0, to: 1))
        XCTAssertEqual(told, [1])
    }

    func testOutOfRange_IsRejected() {
        var controller = SelectionController(itemCount: 2)
        XCTAssertEqual(controller.request(5), .rejected(5, .outOfRange))
        XCTAssertEqual(controller.request(-1), .rejected(-1, .outOfRange))
    }

    func testInitialIndex_IsClampedIntoRange() {
        XCTAssertEqual(SelectionController(itemCount: 3, initialIndex: 9).selectedIndex, 2)
        XCTAssertEqual(SelectionController(itemCount: 0, initialIndex: 9).selectedIndex, 0)
    }
}
