import TabBarCore
import XCTest

final class SwipeRecognizerTests: XCTestCase {
    let start = Point(x: 200, y: 300)

    func testSmallMoves_DoNotActivate() {
        var recognizer = SwipeRecognizer()
        recognizer.press(at: start)
        // 8 left, 5 down: √(64 + 25) ≈ 9.4 px < 12.
        XCTAssertEqual(recognizer.move(to: Point(x: 192, y: 305)), [])
        XCTAssertFalse(recognizer.isActive)
        // Released before activating: nothing, it may be a tap.
        XCTAssertEqual(recognizer.release(at: Point(x: 192, y: 305)), [])
    }

    func testHorizontalDrag_ActivatesAndFollowsTheFinger() {
        var recognizer = SwipeRecognizer()
        recognizer.press(at: start)
        // 12 left, 3 down: √(144 + 9) ≈ 12.4 ≥ 12 and |−12| > |3|: offset −12 from the press point.
        XCTAssertEqual(recognizer.move(to: Point(x: 188, y: 303)), [.dragging(offset: -12)])
        XCTAssertTrue(recognizer.isActive)
        // Vertical motion no longer matters: 50 left, 40 down → offset −50.
        XCTAssertEqual(recognizer.move(to: Point(x: 150, y: 340)), [.dragging(offset: -50)])
    }

    func testDragLeftPastTheThreshold_SwipesToTheNextTab() {
        var recognizer = SwipeRecognizer(threshold: 80)
        recognizer.press(at: start)
        _ = recognizer.move(to: Point(x: 160, y: 300))  // −40
        XCTAssertEqual(recognizer.move(to: Point(x: 121, y: 300)), [.dragging(offset: -79)])
        // 200 − 120 = 80: reaching the threshold switches at once.
        XCTAssertEqual(recognizer.move(to: Point(x: 120, y: 300)), [.swiped(.next)])
        XCTAssertTrue(recognizer.isActive)
        // The drag is over: further moves and the release produce nothing.
        XCTAssertEqual(recognizer.move(to: Point(x: 300, y: 300)), [])
        XCTAssertEqual(recognizer.release(at: Point(x: 300, y: 300)), [])
        XCTAssertFalse(recognizer.isActive)
    }

    func testDragRight_SwipesToThePreviousTab() {
        var recognizer = SwipeRecognizer()
        recognizer.press(at: start)
        _ = recognizer.move(to: Point(x: 230, y: 300))  // +30
        // +90 ≥ 80 → previous.
        XCTAssertEqual(recognizer.move(to: Point(x: 290, y: 300)), [.swiped(.previous)])
    }

    func testReleaseBeforeTheThreshold_SnapsBackFromTheReleaseOffset() {
        var recognizer = SwipeRecognizer()
        recognizer.press(at: start)
        _ = recognizer.move(to: Point(x: 240, y: 300))  // +40
        // Released at x 250: offset +50 < 80.
        XCTAssertEqual(recognizer.release(at: Point(x: 250, y: 300)), [.snappedBack(from: 50)])
        XCTAssertFalse(recognizer.isActive)
    }

    func testReleasePastTheThreshold_Swipes() {
        var recognizer = SwipeRecognizer()
        recognizer.press(at: start)
        _ = recognizer.move(to: Point(x: 180, y: 300))  // −20
        // A coarse last event: released at −100 without a move there.
        XCTAssertEqual(recognizer.release(at: Point(x: 100, y: 300)), [.swiped(.next)])
    }

    func testVerticalDrag_NeverActivates() {
        var recognizer = SwipeRecognizer()
        recognizer.press(at: start)
        // 5 left, 20 down: 20.6 px, mostly vertical → rejected for this press.
        XCTAssertEqual(recognizer.move(to: Point(x: 195, y: 320)), [])
        XCTAssertFalse(recognizer.isActive)
        // Even a long horizontal move afterwards stays rejected.
        XCTAssertEqual(recognizer.move(to: Point(x: 50, y: 320)), [])
        XCTAssertFalse(recognizer.isActive)
        XCTAssertEqual(recognizer.release(at: Point(x: 50, y: 320)), [])
    }

    func testDiagonalDrag_IsNotHorizontal() {
        var recognizer = SwipeRecognizer()
        recognizer.press(at: start)
        // |dx| = |dy| = 10: 14.1 px, but not mostly horizontal.
        XCTAssertEqual(recognizer.move(to: Point(x: 210, y: 310)), [])
        XCTAssertFalse(recognizer.isActive)
    }

    func testCancel_SnapsBackFromTheLastOffset() {
        var recognizer = SwipeRecognizer()
        recognizer.press(at: start)
        _ = recognizer.move(to: Point(x: 170, y: 300))  // −30
        XCTAssertEqual(recognizer.cancel(), [.snappedBack(from: -30)])
        XCTAssertFalse(recognizer.isActive)
        XCTAssertEqual(recognizer.cancel(), [])
        // Without a press, moves do nothing.
        XCTAssertEqual(recognizer.move(to: Point(x: 0, y: 300)), [])
    }

    func testCancelBeforeActivating_DoesNothing() {
        var recognizer = SwipeRecognizer()
        recognizer.press(at: start)
        _ = recognizer.move(to: Point(x: 195, y: 300))
        XCTAssertEqual(recognizer.cancel(), [])
    }

    func testNewPress_StartsAFreshDrag() {
        var recognizer = SwipeRecognizer()
        recognizer.press(at: start)
        _ = recognizer.move(to: Point(x: 200, y: 400))  // rejected (vertical)
        _ = recognizer.release(at: Point(x: 200, y: 400))
        recognizer.press(at: Point(x: 100, y: 100))
        // 20 right of the new press point.
        XCTAssertEqual(recognizer.move(to: Point(x: 120, y: 100)), [.dragging(offset: 20)])
    }
}
