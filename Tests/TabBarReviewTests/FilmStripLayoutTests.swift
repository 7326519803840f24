import TabBarCore
import TabBarReview
import XCTest

/// Issue 10 item 11: a long motion's strip wraps into rows instead of growing 3510 px wide.
final class FilmStripLayoutTests: XCTestCase {
    func testWindowWideFrames_WrapWithinTheMaximumWidth() {
        let strip = FilmStrip(cell: Size(width: 390, height: 89))
        let scene = strip.scene(times: FilmStrip.times(count: 9, duration: 1)) { _ in [] }
        XCTAssertLessThanOrEqual(scene.size.width, FilmStrip.maximumWidth)
        XCTAssertEqual(scene.size.width, 390 * 5)
        XCTAssertEqual(scene.size.height, 2 * (89 + FilmStrip.labelHeight))
    }

    func testNarrowCells_StayOnOneRow() {
        let strip = FilmStrip(cell: Size(width: 96, height: 121))
        let scene = strip.scene(times: FilmStrip.times(count: 9, duration: 1)) { _ in [] }
        XCTAssertEqual(scene.size.width, 96 * 9)
        XCTAssertEqual(scene.size.height, 121 + FilmStrip.labelHeight)
    }
}
