import TabBarCore
import TabBarDemo
import TabBarReview
import XCTest

/// Two bars side by side stay on the same selection and share one time.
final class SideBySideTests: XCTestCase {
    let half = Size(width: 400, height: 800)

    func make(_ counts: [Int]) -> SideBySide {
        let controllers = counts.map { count in
            var configuration = AppConfiguration(tabs: (0..<count).map { TabItem(title: "T\($0)") })
            configuration.pages = .demo
            return TabBarController(configuration: configuration, viewport: half)
        }
        return SideBySide(left: controllers[0], right: controllers[1], paneWidth: half.width)
    }

    func tap(_ sides: SideBySide, _ point: Point, at time: Double) -> [TraceEvent] {
        sides.handle(.pointerDown(point, button: .primary), at: time)
            + sides.handle(.pointerUp(point, button: .primary), at: time)
    }

    func testClickInEitherHalf_SelectsTheSameItemInBoth() {
        let sides = make([4, 4])
        let item2 = sides.panes[0].layout.items[2].frame.center
        let events = tap(sides, item2, at: 0)
        XCTAssertEqual(sides.panes.map(\.selectedIndex), [2, 2])
        XCTAssertEqual(events.filter { if case .select = $0 { return true } else { return false } }.count, 2)
        let item1 = sides.panes[1].layout.items[1].frame.center
        _ = tap(sides, Point(x: item1.x + half.width, y: item1.y), at: 1)
        XCTAssertEqual(sides.panes.map(\.selectedIndex), [1, 1])
    }

    func testKeysDriveBoth_AndAShorterBarIsLeftWhereItCannotFollow() {
        let sides = make([5, 3])
        _ = sides.handle(.key(.end, modifiers: []), at: 0)
        XCTAssertEqual(sides.panes.map(\.selectedIndex), [4, 2], "B has no item 4")
        _ = sides.handle(.key(.home, modifiers: []), at: 1)
        XCTAssertEqual(sides.panes.map(\.selectedIndex), [0, 0])
    }

    func testOneTime_BothHalvesMoveTogether() {
        let sides = make([4, 4])
        _ = sides.handle(.key(.right, modifiers: []), at: 0)
        XCTAssertTrue(sides.isAnimating(at: 0.2))
        XCTAssertEqual(sides.panes[0].indicatorSpan(at: 0.3), sides.panes[1].indicatorSpan(at: 0.3))
        let scene = sides.scene(at: 0.3)
        XCTAssertEqual(scene.size, Size(width: 800, height: 800))
        XCTAssertTrue(scene.layers.contains { $0.id.hasPrefix("1.") }, "the right half's layers are there, named apart")
    }
}
