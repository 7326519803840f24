import TestSupport
import XCTest

@testable import TabBarCore

/// Issue 10 item 8: the page follows the pointer with its neighbour beside it, nothing is
/// decided until release, and a new press catches a settling page where it is.
final class SwipeFollowsPointerTests: XCTestCase {
    let viewport = Size(width: 390, height: 844)

    func controller() -> TabBarController {
        var configuration = Fixtures.configuration(count: 4)
        configuration.navigation.tabTransition = .slide
        return TabBarController(configuration: configuration, viewport: viewport)
    }

    func selections(_ events: [TraceEvent]) -> [String] {
        Fixtures.selections(events).map { "\($0.0)→\($0.1)" }
    }

    /// The x translations of the page layer's direct children (the page and its neighbour).
    func pageOffsets(_ c: TabBarController, at time: Double) throws -> [Double] {
        let page = try XCTUnwrap(c.scene(at: time).layers.first { $0.id == "page" }?.node)
        guard case .group(let clip) = page else { return [] }
        return clip.children.compactMap { if case .group(let g) = $0 { g.transform.tx } else { nil } }
    }

    func testWhileHeld_ThePageAndItsNeighbourFollowThePointer_AndDraggingBackUndoes() throws {
        let c = controller()
        _ = c.handle(.pointerDown(Point(x: 300, y: 400), button: .primary), at: 0)
        XCTAssertEqual(selections(c.handle(.pointerMove(Point(x: 40, y: 400)), at: 0.3)), [])
        XCTAssertEqual(try pageOffsets(c, at: 0.3), [-260, -260 + 390], "the next tab's page beside, to the right")
        _ = c.handle(.pointerMove(Point(x: 290, y: 400)), at: 0.8)
        _ = c.handle(.pointerMove(Point(x: 290, y: 400)), at: 1.2)
        XCTAssertEqual(selections(c.handle(.pointerUp(Point(x: 290, y: 400), button: .primary), at: 1.3)), [])
        XCTAssertEqual(c.selectedIndex, 0, "dragged back: no switch")
    }

    func testCommittedSwipe_SettlesTheNewPageFromBesideTheOld() throws {
        let c = controller()
        _ = c.handle(.pointerDown(Point(x: 300, y: 400), button: .primary), at: 0)
        _ = c.handle(.pointerMove(Point(x: 80, y: 400)), at: 0.5)
        _ = c.handle(.pointerMove(Point(x: 80, y: 400)), at: 1.0)
        XCTAssertEqual(selections(c.handle(.pointerUp(Point(x: 80, y: 400), button: .primary), at: 1.1)), ["0→1"])
        // The new page is where it was beside the old one (−220 + 390), the old one to its left.
        XCTAssertEqual(try pageOffsets(c, at: 1.1), [170, 170 - 390])
        XCTAssertFalse(c.navigator.isTransitioning, "the drag is the transition; no slide plays on top")
        let later = try pageOffsets(c, at: 1.25)
        XCTAssertLessThan(later[0], 170)
        XCTAssertGreaterThan(later[0], 0)
        XCTAssertEqual(try pageOffsets(c, at: 2).first ?? -1, 0, accuracy: 1e-6)
    }

    func testFling_CommitsShortOfHalfAPage() {
        let c = controller()
        _ = c.handle(.pointerDown(Point(x: 300, y: 400), button: .primary), at: 0)
        _ = c.handle(.pointerMove(Point(x: 290, y: 400)), at: 0.5)
        XCTAssertEqual(
            selections(c.handle(.pointerUp(Point(x: 250, y: 400), button: .primary), at: 0.55)), ["0→1"],
            "−800 px/s at −50")
    }

    func testNewDragDuringTheSettle_CatchesThePageWhereItIs() throws {
        let c = controller()
        _ = c.handle(.pointerDown(Point(x: 100, y: 400), button: .primary), at: 0)
        _ = c.handle(.pointerMove(Point(x: 250, y: 400)), at: 0.5)
        _ = c.handle(.pointerMove(Point(x: 250, y: 400)), at: 1.0)
        _ = c.handle(.pointerUp(Point(x: 250, y: 400), button: .primary), at: 1.1) // +150: springs back
        let settling = c.pageDrag.value(at: 1.2)
        XCTAssertGreaterThan(settling, 1)
        XCTAssertLessThan(settling, 150)
        _ = c.handle(.pointerDown(Point(x: 200, y: 400), button: .primary), at: 1.2)
        XCTAssertEqual(c.pageDrag.value(at: 1.5), settling, "caught: it stops where it was")
        _ = c.handle(.pointerMove(Point(x: 210, y: 400)), at: 1.6)
        XCTAssertEqual(c.pageDrag.value(at: 1.6), settling + 10, accuracy: 1e-9)
    }
}
