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

    func testRectBounds_OfAMirroredScale_RunFromTheFarCorner() {
        let t = AffineTransform.scale(-2, 3).concatenating(.translation(10, -1))
        // x: 1…4 → -2…-8 → 8…2 after the move; y: 2…7 → 6…21 → 5…20.
        XCTAssertEqual(t.apply(to: Rect(x: 1, y: 2, width: 3, height: 5)), Rect(x: 2, y: 5, width: 6, height: 15))
    }

    func testIsFinite_FailsOnAnyCoefficient() {
        XCTAssertTrue(AffineTransform.scale(2, 2).isFinite)
        XCTAssertFalse(AffineTransform.translation(.nan, 0).isFinite)
        XCTAssertFalse(AffineTransform(a: 1, b: .infinity, c: 0, d: 1, tx: 0, ty: 0).isFinite)
    }

    func testIsDrawable_NeedsFiniteAndNotSingular() {
        XCTAssertTrue(AffineTransform.rotation(1).isDrawable)
        XCTAssertFalse(AffineTransform.scale(0, 1).isDrawable, "edge-on")
        XCTAssertFalse(AffineTransform.translation(.infinity, 0).isDrawable)
        XCTAssertFalse(AffineTransform.scale(.nan, 1).isDrawable)
    }

    /// A path's bounds hold every point it names, control points included; none is zero.
    func testPathBounds_HoldEveryPointAndControlPoint() {
        let path = Path([
            .move(Point(x: 5, y: 5)), .line(Point(x: 9, y: 4)),
            .curve(Point(x: 2, y: 12), Point(x: 11, y: 3), Point(x: 6, y: 6)), .close,
        ])
        XCTAssertEqual(path.bounds, Rect(x: 2, y: 3, width: 9, height: 9))
        XCTAssertEqual(Path([.move(Point(x: 3, y: 4))]).bounds, Rect(x: 3, y: 4, width: 0, height: 0))
        XCTAssertEqual(Path().bounds, .zero)
    }
}
