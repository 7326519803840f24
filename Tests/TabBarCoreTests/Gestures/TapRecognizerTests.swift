import TabBarCore
import TestSupport
import XCTest

final class TapRecognizerTests: XCTestCase {
    let targets = FakeTargets.row(count: 4)

    func testPressAndReleaseOnTheSameItem_Taps() {
        var recognizer = TapRecognizer()
        XCTAssertEqual(recognizer.press(at: Point(x: 150, y: 20), in: targets), [.highlight(1)])
        XCTAssertEqual(recognizer.state, .pressing(item: 1))
        XCTAssertEqual(recognizer.release(at: Point(x: 160, y: 25), in: targets), [.tap(1)])
        XCTAssertEqual(recognizer.state, .idle)
    }

    func testReleaseJustOutsideWithinSlop_StillTaps() {
        var recognizer = TapRecognizer(slop: 8)
        _ = recognizer.press(at: Point(x: 150, y: 20), in: targets)
        XCTAssertEqual(recognizer.move(to: Point(x: 205, y: 20), in: targets), [])
        XCTAssertEqual(recognizer.release(at: Point(x: 205, y: 20), in: targets), [.tap(1)])
    }

    func testDraggingOffTheItem_CancelsAndReleaseSelectsNothing() {
        var recognizer = TapRecognizer(slop: 8)
        _ = recognizer.press(at: Point(x: 150, y: 20), in: targets)
        XCTAssertEqual(recognizer.move(to: Point(x: 250, y: 20), in: targets), [.unhighlight(1)])
        XCTAssertEqual(recognizer.state, .cancelled)
        // Coming back does not revive the press, and releasing on another item selects nothing.
        XCTAssertEqual(recognizer.move(to: Point(x: 150, y: 20), in: targets), [])
        XCTAssertEqual(recognizer.release(at: Point(x: 150, y: 20), in: targets), [])
    }

    func testReleaseOutside_SelectsNothing() {
        var recognizer = TapRecognizer()
        _ = recognizer.press(at: Point(x: 50, y: 20), in: targets)
        XCTAssertEqual(recognizer.release(at: Point(x: 50, y: 300), in: targets), [.unhighlight(0)])
    }

    func testPressOutsideEveryItem_DoesNothing() {
        var recognizer = TapRecognizer()
        XCTAssertEqual(recognizer.press(at: Point(x: 50, y: -40), in: targets), [])
        XCTAssertEqual(recognizer.release(at: Point(x: 50, y: 20), in: targets), [])
    }

    func testMoveWithoutPress_DoesNothing() {
        var recognizer = TapRecognizer()
        XCTAssertEqual(recognizer.move(to: Point(x: 50, y: 20), in: targets), [])
        XCTAssertEqual(recognizer.state, .idle)
    }

    func testCancel_RemovesTheHighlight() {
        var recognizer = TapRecognizer()
        _ = recognizer.press(at: Point(x: 350, y: 20), in: targets)
        XCTAssertEqual(recognizer.cancel(), [.unhighlight(3)])
        XCTAssertEqual(recognizer.cancel(), [])
    }
}
