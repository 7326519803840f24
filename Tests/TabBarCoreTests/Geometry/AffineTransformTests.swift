import TabBarCore
import XCTest

final class AffineTransformTests: XCTestCase {
    func testConcatenation_AppliesLeftThenRight() {
        let t = AffineTransform.scale(2, 3).concatenating(.translation(10, 20))
        XCTAssertEqual(t.apply(to: Point(x: 1, y: 1)), Point(x: 12, y: 23))
    }

    func testAbout_KeepsThePivotFixed() {
        let t = AffineTransform.scale(1.4, 1.4).about(Point(x: 50, y: 50))
        XCTAssertEqual(t.apply(to: Point(x: 50, y: 50)), Point(x: 50, y: 50))
        XCTAssertEqual(t.apply(to: Point(x: 60, y: 50)).x, 64, accuracy: 1e-9)
    }

    func testRotation_QuarterTurnIsClockwiseOnScreen() {
        let p = AffineTransform.rotation(.pi / 2).apply(to: Point(x: 1, y: 0))
        XCTAssertEqual(p.x, 0, accuracy: 1e-12)
        XCTAssertEqual(p.y, 1, accuracy: 1e-12)
    }

    func testRectBounds_CoverTheRotatedCorners() {
        let r = AffineTransform.rotation(.pi / 4).apply(to: Rect(x: -1, y: -1, width: 2, height: 2))
        XCTAssertEqual(r.width, 2 * 2.0.squareRoot(), accuracy: 1e-9)
    }
}
