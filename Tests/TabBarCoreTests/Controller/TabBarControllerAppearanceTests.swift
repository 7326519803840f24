import TabBarCore
import TestSupport
import XCTest

final class TabBarControllerAppearanceTests: XCTestCase {
    func testSetBadge_TracesAndAnimatesOnlyRealChanges() {
        let controller = TabBarController(
            configuration: Fixtures.configuration(), viewport: Size(width: 400, height: 800))
        XCTAssertEqual(controller.setBadge("3", for: 1, at: 0), [.badge(index: 1, value: "3")])
        XCTAssertTrue(controller.isAnimating(at: 0.3))
        XCTAssertFalse(controller.isAnimating(at: 0.6))
        XCTAssertEqual(controller.setBadge("3", for: 1, at: 1), [])
        XCTAssertEqual(controller.setBadge(nil, for: 1, at: 1), [.badge(index: 1, value: nil)])
        XCTAssertFalse(controller.isAnimating(at: 1), "hiding a badge is instant")
        XCTAssertEqual(controller.setBadge("1", for: 9, at: 1), [])
    }

    func testSelectedColors_ApplyToTheSelectedItemAtOnce() {
        var configuration = Fixtures.configuration()
        configuration.tabs[0].appearance.selectedTextColor = Color(hex: 0x123456)
        let controller = TabBarController(configuration: configuration, viewport: Size(width: 400, height: 800))
        controller.setSelectedColors(text: Color(hex: 0xFF2D55), icon: Color(hex: 0xFF2D55))
        XCTAssertNil(controller.items[0].appearance.selectedTextColor)
        let item = controller.scene(at: 0).layers.first { $0.id == "bar.item.0" }?.node
        // The colourful mask reveals the item over its tile: the run drawn inside the mask
        // (the last) is selected; the one under it, clipped to outside the mask, is not.
        XCTAssertEqual(item.map(Self.texts).map { $0.map(\.color) }, [Color(hex: 0x828C99), Color(hex: 0xFF2D55)])
    }

    static func texts(_ node: SceneNode) -> [TextRun] {
        switch node {
        case .text(let run): [run]
        case .group(let group): group.children.flatMap(texts)
        default: []
        }
    }

    func testKeyB_BumpsTheSelectedBadge() {
        let controller = TabBarController(
            configuration: Fixtures.configuration(), viewport: Size(width: 400, height: 800))
        XCTAssertEqual(controller.handle(.key(.character("b"), modifiers: []), at: 0), [.badge(index: 0, value: "1")])
        XCTAssertEqual(controller.handle(.key(.character("b"), modifiers: []), at: 1), [.badge(index: 0, value: "2")])
        XCTAssertEqual(
            controller.handle(.key(.character("B"), modifiers: .shift), at: 2), [.badge(index: 0, value: nil)])
    }
}

extension TabBarControllerAppearanceTests {
    func testKeyH_TogglesTheBar() {
        let controller = TabBarController(
            configuration: Fixtures.configuration(), viewport: Size(width: 400, height: 800))
        _ = controller.handle(.key(.character("h"), modifiers: []), at: 0)
        XCTAssertEqual(controller.navigator.barHiddenFraction(at: 0.24), 1)
        _ = controller.handle(.key(.character("h"), modifiers: []), at: 1)
        XCTAssertEqual(controller.navigator.barHiddenFraction(at: 1.24), 0)
    }
}

extension TabBarControllerAppearanceTests {
    func testKeyB_OnTheLargestBadge_StartsAgainInsteadOfOverflowing() {
        var configuration = Fixtures.configuration()
        configuration.tabs[0].badge = String(Int.max)
        let controller = TabBarController(configuration: configuration, viewport: Size(width: 400, height: 800))
        XCTAssertEqual(controller.handle(.key(.character("b"), modifiers: []), at: 0), [.badge(index: 0, value: "1")])
    }
}
