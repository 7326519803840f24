import TabBarCore
import XCTest

final class ColorfulMaskMotionTests: XCTestCase {
    func testMovingRight_StretchesRightThenShrinksOntoTheTarget() {
        let motion = ColorfulMaskMotion(from: SlotSpan(slot: 0), toSlot: 2, at: 0)
        // Stretch by |2 − 0| × itemWidth / 4 = half a slot, on the right edge only.
        XCTAssertEqual(motion.stretched, SlotSpan(lower: 0, upper: 1.5))
        XCTAssertEqual(motion.span(at: 0), SlotSpan(slot: 0))
        XCTAssertEqual(motion.span(at: 0.5), SlotSpan(lower: 0, upper: 1.5))
        XCTAssertEqual(motion.span(at: 1.0), SlotSpan(slot: 2))
        XCTAssertEqual(motion.endTime, 1.0)
    }

    func testPhaseOne_IsEaseIn() {
        let motion = ColorfulMaskMotion(from: SlotSpan(slot: 0), toSlot: 2, at: 0)
        // Ease-in (0.42, 0, 1, 1) at half time gives about 0.3153 of the way.
        XCTAssertEqual(motion.span(at: 0.25).upper, 1 + 0.5 * 0.3153, accuracy: 1e-3)
        XCTAssertEqual(motion.span(at: 0.25).lower, 0)
    }

    func testPhaseTwo_IsEaseOut() {
        let motion = ColorfulMaskMotion(from: SlotSpan(slot: 0), toSlot: 2, at: 0)
        // Ease-out (0, 0, 0.58, 1) at half time gives about 0.6847 of the way.
        let span = motion.span(at: 0.75)
        XCTAssertEqual(span.lower, 2 * 0.6847, accuracy: 1e-3)
        XCTAssertEqual(span.upper, 1.5 + 1.5 * 0.6847, accuracy: 1e-3)
    }

    func testMovingLeft_StretchesLeft() {
        let motion = ColorfulMaskMotion(from: SlotSpan(slot: 3), toSlot: 1, at: 0)
        XCTAssertEqual(motion.stretched, SlotSpan(lower: 2.5, upper: 4))
    }

    func testRetarget_StartsFromTheSpanOnScreen() {
        let first = ColorfulMaskMotion(from: SlotSpan(slot: 0), toSlot: 3, at: 0)
        let onScreen = first.span(at: 0.7)
        let second = ColorfulMaskMotion(from: onScreen, toSlot: 1, at: 0.7)
        XCTAssertEqual(second.span(at: 0.7), onScreen)
        XCTAssertEqual(second.span(at: 1.7), SlotSpan(slot: 1))
    }
}
