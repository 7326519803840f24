import TestSupport
import XCTest

@testable import TabBarCore

/// RDV selects on touch-down (`UIControlEventTouchDown`); `"selectOn": "press"` does too.
final class SelectOnPressTests: XCTestCase {
    func controller(_ trigger: SelectTrigger) -> TabBarController {
        var configuration = Fixtures.configuration(count: 4)
        configuration.bar.selectOn = trigger
        return TabBarController(configuration: configuration, viewport: Size(width: 400, height: 800))
    }

    func test_PressSelectsAtOnceAndTheReleaseDecidesNothing() {
        let c = controller(.press)
        let item = c.layout.items[2].frame.center
        XCTAssertEqual(
            Fixtures.selections(c.handle(.pointerDown(item, button: .primary), at: 0)).map { [$0.0, $0.1] }, [[0, 2]])
        XCTAssertEqual(c.selectedIndex, 2)
        let release = c.handle(.pointerUp(item, button: .primary), at: 0.1)
        XCTAssertTrue(Fixtures.selections(release).isEmpty)
        XCTAssertFalse(release.contains { if case .reselect = $0 { true } else { false } }, "\(release)")
    }

    func test_LongPressStillShowsTheTooltip() {
        let c = controller(.press)
        let item = c.layout.items[1].frame.center
        _ = c.handle(.pointerDown(item, button: .primary), at: 0)
        XCTAssertEqual(c.selectedIndex, 1)
        XCTAssertEqual(
            c.advance(to: 0.5).filter { if case .tooltip = $0 { true } else { false } }, [.tooltip(index: 1)])
        XCTAssertTrue(Fixtures.selections(c.handle(.pointerUp(item, button: .primary), at: 0.8)).isEmpty)
        XCTAssertEqual(c.selectedIndex, 1)
    }

    func test_PressOnADisabledItemIsRejected() {
        var configuration = Fixtures.configuration(count: 3, disabled: [1])
        configuration.bar.selectOn = .press
        let c = TabBarController(configuration: configuration, viewport: Size(width: 300, height: 600))
        _ = c.handle(.pointerDown(c.layout.items[1].frame.center, button: .primary), at: 0)
        XCTAssertEqual(c.selectedIndex, 0)
    }

    func test_ReleaseIsTheDefault() {
        let c = controller(.release)
        let item = c.layout.items[2].frame.center
        XCTAssertTrue(Fixtures.selections(c.handle(.pointerDown(item, button: .primary), at: 0)).isEmpty)
        XCTAssertEqual(
            Fixtures.selections(c.handle(.pointerUp(item, button: .primary), at: 0.1)).map { [$0.0, $0.1] }, [[0, 2]])
    }
}
