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

    func testDragLeftPastTheThreshold_DecidesOnlyOnRelease() {
        var recognizer = SwipeRecognizer(threshold: 80)
        recognizer.press(at: start, time: 0)
        _ = recognizer.move(to: Point(x: 160, y: 300), time: 0.1) // −40
        // Past the threshold while held: the page only follows.
        XCTAssertEqual(recognizer.move(to: Point(x: 100, y: 300), time: 0.5), [.dragging(offset: -100)])
        XCTAssertTrue(recognizer.isActive)
        _ = recognizer.move(to: Point(x: 110, y: 300), time: 1.0)
        // Released slowly at −90 ≥ 80: next.
        XCTAssertEqual(recognizer.release(at: Point(x: 110, y: 300), time: 1.2), [.swiped(.next)])
        XCTAssertFalse(recognizer.isActive)
    }

    func testDraggingBack_UndoesTheSwitch() {
        var recognizer = SwipeRecognizer(threshold: 80)
        recognizer.press(at: start, time: 0)
        _ = recognizer.move(to: Point(x: 60, y: 300), time: 0.5) // −140
        _ = recognizer.move(to: Point(x: 180, y: 300), time: 1.0) // back to −20
        _ = recognizer.move(to: Point(x: 180, y: 300), time: 1.5)
        XCTAssertEqual(recognizer.release(at: Point(x: 180, y: 300), time: 1.6), [.snappedBack(from: -20)])
    }

    func testDragRight_SwipesToThePreviousTab() {
        var recognizer = SwipeRecognizer(threshold: 80)
        recognizer.press(at: start, time: 0)
        _ = recognizer.move(to: Point(x: 290, y: 300), time: 1)
        XCTAssertEqual(recognizer.release(at: Point(x: 290, y: 300), time: 1.5), [.swiped(.previous)])
    }

    func testFlingOf300PixelsPerSecond_SwitchesShortOfTheThreshold() {
        var recognizer = SwipeRecognizer(threshold: 195)
        recognizer.press(at: start, time: 0)
        _ = recognizer.move(to: Point(x: 190, y: 300), time: 0.5)
        _ = recognizer.move(to: Point(x: 175, y: 300), time: 0.55)
        // The last 0.1 s: 190 → 160 is −300 px/s, at −40: a fling to the next tab.
        XCTAssertEqual(recognizer.release(at: Point(x: 160, y: 300), time: 0.6), [.swiped(.next)])
        recognizer.press(at: start, time: 2)
        _ = recognizer.move(to: Point(x: 190, y: 300), time: 2.5)
        // −290 px/s is not a fling, and −39 is short of half a page.
        XCTAssertEqual(recognizer.release(at: Point(x: 161, y: 300), time: 2.6), [.snappedBack(from: -39)])
    }

    func testFlingAgainstTheDrag_SpringsBack() {
        var recognizer = SwipeRecognizer(threshold: 80)
        recognizer.press(at: start, time: 0)
        _ = recognizer.move(to: Point(x: 60, y: 300), time: 0.5) // −140, past the threshold
        XCTAssertEqual(
            recognizer.release(at: Point(x: 100, y: 300), time: 0.55), [.snappedBack(from: -100)],
            "+800 px/s back towards the start")
    }

    func testPressCatchingASettlingPage_ContinuesFromItsOffset() {
        var recognizer = SwipeRecognizer(threshold: 195)
        recognizer.press(at: start, time: 0, catching: -120)
        XCTAssertTrue(recognizer.isActive, "a caught page belongs to the pointer at once")
        XCTAssertEqual(recognizer.move(to: Point(x: 195, y: 300), time: 0.1), [.dragging(offset: -125)])
    }

    func testReleaseBeforeTheThreshold_SnapsBackFromTheReleaseOffset() {
        var recognizer = SwipeRecognizer(threshold: 80)
        recognizer.press(at: start, time: 0)
        _ = recognizer.move(to: Point(x: 240, y: 300), time: 1) // +40
        // Released at x 250, slowly: offset +50 < 80.
        XCTAssertEqual(recognizer.release(at: Point(x: 250, y: 300), time: 1.5), [.snappedBack(from: 50)])
        XCTAssertFalse(recognizer.isActive)
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
        _ = recognizer.move(to: Point(x: 170, y: 300)) // −30
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
        _ = recognizer.move(to: Point(x: 200, y: 400)) // rejected (vertical)
        _ = recognizer.release(at: Point(x: 200, y: 400))
        recognizer.press(at: Point(x: 100, y: 100))
        // 20 right of the new press point.
        XCTAssertEqual(recognizer.move(to: Point(x: 120, y: 100)), [.dragging(offset: 20)])
    }
}
