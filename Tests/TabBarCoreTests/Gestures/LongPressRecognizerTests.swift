import TabBarCore
import TestSupport
import XCTest

final class LongPressRecognizerTests: XCTestCase {
    let targets = FakeTargets.row(count: 4)

    func testPressHeldForTheDuration_FiresOnceAndEndsAtRelease() {
        var recognizer = LongPressRecognizer()
        XCTAssertEqual(recognizer.press(at: Point(x: 150, y: 20), time: 10, in: targets), [])
        XCTAssertEqual(recognizer.pendingItem, 1)
        // Pressed at 10 s, held 0.5 s → deadline 10.5.
        XCTAssertEqual(recognizer.deadline, 10.5)
        XCTAssertEqual(recognizer.advance(to: 10.49), [])
        XCTAssertEqual(recognizer.advance(to: 10.5), [.began(1)])
        XCTAssertNil(recognizer.pendingItem)
        XCTAssertEqual(recognizer.firedItem, 1)
        XCTAssertNil(recognizer.deadline)
        XCTAssertEqual(recognizer.advance(to: 11), [])
        XCTAssertEqual(recognizer.release(at: Point(x: 150, y: 20), time: 12), [.ended(1)])
        XCTAssertNil(recognizer.firedItem)
    }

    func testReleaseBeforeTheDuration_DoesNothing() {
        var recognizer = LongPressRecognizer()
        _ = recognizer.press(at: Point(x: 50, y: 20), time: 0, in: targets)
        XCTAssertEqual(recognizer.release(at: Point(x: 50, y: 20), time: 0.3), [])
        XCTAssertNil(recognizer.pendingItem)
        XCTAssertNil(recognizer.deadline)
        XCTAssertEqual(recognizer.advance(to: 1), [])
    }

    func testLateRelease_FiresThenEnds() {
        var recognizer = LongPressRecognizer()
        _ = recognizer.press(at: Point(x: 250, y: 20), time: 0, in: targets)
        // No advance happened, but the release at 0.7 s is past the 0.5 s deadline.
        XCTAssertEqual(recognizer.release(at: Point(x: 250, y: 20), time: 0.7), [.began(2), .ended(2)])
    }

    func testMoveWithinSlop_KeepsThePress() {
        var recognizer = LongPressRecognizer(slop: 8)
        _ = recognizer.press(at: Point(x: 150, y: 20), time: 0, in: targets)
        // 6 right, 5 down: √(36 + 25) = √61 ≈ 7.8 px ≤ 8.
        XCTAssertEqual(recognizer.move(to: Point(x: 156, y: 25), time: 0.2, in: targets), [])
        XCTAssertEqual(recognizer.pendingItem, 1)
        XCTAssertEqual(recognizer.advance(to: 0.5), [.began(1)])
    }

    func testMoveBeyondSlop_CancelsThePendingPressForGood() {
        var recognizer = LongPressRecognizer(slop: 8)
        _ = recognizer.press(at: Point(x: 150, y: 20), time: 0, in: targets)
        // 6 right, 8 down: √(36 + 64) = 10 px > 8.
        XCTAssertEqual(recognizer.move(to: Point(x: 156, y: 28), time: 0.2, in: targets), [])
        XCTAssertNil(recognizer.pendingItem)
        XCTAssertNil(recognizer.deadline)
        // Coming back does not revive it.
        XCTAssertEqual(recognizer.move(to: Point(x: 150, y: 20), time: 0.3, in: targets), [])
        XCTAssertEqual(recognizer.advance(to: 1), [])
    }

    func testLateMove_FiresBeforeLookingAtTheDistance() {
        var recognizer = LongPressRecognizer()
        _ = recognizer.press(at: Point(x: 150, y: 20), time: 0, in: targets)
        // The move at 0.6 s is past the deadline: the press fired already, and a fired press
        // ignores moves, even 100 px away.
        XCTAssertEqual(recognizer.move(to: Point(x: 250, y: 20), time: 0.6, in: targets), [.began(1)])
        XCTAssertEqual(recognizer.firedItem, 1)
        XCTAssertEqual(recognizer.move(to: Point(x: 350, y: 20), time: 0.7, in: targets), [])
        XCTAssertEqual(recognizer.release(at: Point(x: 350, y: 20), time: 0.8), [.ended(1)])
    }

    func testPressOutsideEveryItem_WaitsForNothing() {
        var recognizer = LongPressRecognizer()
        XCTAssertEqual(recognizer.press(at: Point(x: 50, y: -40), time: 0, in: targets), [])
        XCTAssertNil(recognizer.pendingItem)
        XCTAssertNil(recognizer.deadline)
        XCTAssertEqual(recognizer.advance(to: 5), [])
    }

    func testCancel_EndsAFiredPressAndDropsAPendingOne() {
        var recognizer = LongPressRecognizer()
        _ = recognizer.press(at: Point(x: 350, y: 20), time: 0, in: targets)
        _ = recognizer.advance(to: 0.5)
        XCTAssertEqual(recognizer.cancel(), [.ended(3)])
        XCTAssertEqual(recognizer.cancel(), [])
        _ = recognizer.press(at: Point(x: 350, y: 20), time: 1, in: targets)
        XCTAssertEqual(recognizer.cancel(), [])
        XCTAssertEqual(recognizer.advance(to: 2), [])
    }

    func testNewPressWhileFired_EndsTheOldOne() {
        var recognizer = LongPressRecognizer()
        _ = recognizer.press(at: Point(x: 50, y: 20), time: 0, in: targets)
        _ = recognizer.advance(to: 0.5)
        XCTAssertEqual(recognizer.press(at: Point(x: 250, y: 20), time: 1, in: targets), [.ended(0)])
        XCTAssertEqual(recognizer.pendingItem, 2)
        // Pressed at 1 s, default 0.5 s duration → 1.5.
        XCTAssertEqual(recognizer.deadline, 1.5)
    }

    func testCustomDuration_SetsTheDeadline() {
        var recognizer = LongPressRecognizer(duration: 1.25)
        _ = recognizer.press(at: Point(x: 50, y: 20), time: 3, in: targets)
        // 3 + 1.25 = 4.25 (exact in binary).
        XCTAssertEqual(recognizer.deadline, 4.25)
        XCTAssertEqual(recognizer.advance(to: 4.2), [])
        XCTAssertEqual(recognizer.advance(to: 4.25), [.began(0)])
    }

    func testMoveExactlyAtSlop_KeepsThePress() {
        var recognizer = LongPressRecognizer(slop: 8)
        _ = recognizer.press(at: Point(x: 150, y: 20), time: 0, in: targets)
        // 8 px left: distance 8, not beyond 8.
        _ = recognizer.move(to: Point(x: 142, y: 20), time: 0.1, in: targets)
        XCTAssertEqual(recognizer.pendingItem, 1)
    }

    func testMoveAfterTheItemMovedAway_CancelsThePress() {
        var recognizer = LongPressRecognizer()
        _ = recognizer.press(at: Point(x: 150, y: 20), time: 0, in: targets)
        // A relayout moved item 1 to x 300…400; (151, 20) is 149 px outside it.
        let moved = FakeTargets([Rect(x: 0, y: 0, width: 100, height: 49), Rect(x: 300, y: 0, width: 100, height: 49)])
        _ = recognizer.move(to: Point(x: 151, y: 20), time: 0.1, in: moved)
        XCTAssertNil(recognizer.pendingItem)
    }
}
