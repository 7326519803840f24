import TabBarCore
import XCTest

final class IndicatorAnimatorTests: XCTestCase {
    func testBottomLine_SlidesInAThirdOfASecond() {
        var line = IndicatorAnimator(kind: .bottomLine, selectedIndex: 0, itemCount: 4)
        let begin = line.move(to: 2, at: 1)
        XCTAssertEqual(begin, [AnimationTrace(index: 2, name: "bottom-line", phase: .begin, kind: .indicator, time: 1)])
        // Ease-in-out at half time is half-way: slot 1 … 2.
        XCTAssertEqual(line.span(at: 1.15).lower, 1, accuracy: 1e-9)
        XCTAssertEqual(line.span(at: 1.15).width, 1, accuracy: 1e-9)
        XCTAssertEqual(line.span(at: 1.3), SlotSpan(slot: 2))
        XCTAssertEqual(line.advance(to: 1.31).first?.time ?? 0, 1.3, accuracy: 1e-9)
    }

    func testPill_GrowsFromFortyPercentAndFades() {
        var pill = IndicatorAnimator(kind: .pill, selectedIndex: 0, itemCount: 3)
        XCTAssertEqual(pill.pill(0, at: 0).opacity, 1)
        XCTAssertEqual(pill.pill(1, at: 0).opacity, 0)
        _ = pill.move(to: 1, at: 0)
        XCTAssertEqual(pill.pill(1, at: 0).scaleX, 0.4, accuracy: 1e-9)
        XCTAssertEqual(pill.pill(1, at: 0.05).opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(pill.pill(0, at: 0.05).opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(pill.pill(0, at: 0.1).opacity, 0)
        // The emphasized curve passes (0.166666, 0.4): a third of the way in time, 40 % of the growth.
        XCTAssertEqual(pill.pill(1, at: 0.5 * 0.166666).scaleX, 0.4 + 0.6 * 0.4, accuracy: 1e-3)
        XCTAssertEqual(pill.pill(1, at: 0.5).scaleX, 1)
        XCTAssertTrue(pill.isMoving(at: 0.49))
        XCTAssertFalse(pill.isMoving(at: 0.5))
    }

    func testNone_NeverMoves() {
        var none = IndicatorAnimator(kind: .none, selectedIndex: 0, itemCount: 3)
        XCTAssertEqual(none.move(to: 2, at: 0), [])
        XCTAssertFalse(none.isMoving(at: 0))
        XCTAssertEqual(none.targetIndex, 2)
    }

    /// The destination is read from the motion, for every kind and every reduced setting:
    /// it starts on the selection, follows each move, and a retarget mid-motion wins.
    func testTarget_IsWhereTheMotionEnds() {
        for kind in IndicatorKind.allCases {
            for reduced in [false, true] {
                var indicator = IndicatorAnimator(kind: kind, selectedIndex: 1, itemCount: 5)
                indicator.isReduced = reduced
                XCTAssertEqual(indicator.targetIndex, 1, "\(kind) reduced \(reduced)")
                _ = indicator.move(to: 3, at: 0)
                XCTAssertEqual(indicator.targetIndex, 3, "\(kind) reduced \(reduced)")
                _ = indicator.move(to: 0, at: 0.05)
                XCTAssertEqual(indicator.targetIndex, 0, "\(kind) reduced \(reduced)")
                _ = indicator.advance(to: 5)
                XCTAssertEqual(indicator.targetIndex, 0, "\(kind) reduced \(reduced)")
            }
        }
    }

    /// Reduced motion: the bottom line cross-fades over `fadeDuration`, while the colourful
    /// mask's tile changes at once (a title on a tile fading in is less readable than at rest).
    func testReducedMotion_ColourfulMaskChangesAtOnce() {
        var line = IndicatorAnimator(kind: .bottomLine, selectedIndex: 0, itemCount: 4)
        line.isReduced = true
        _ = line.move(to: 2, at: 1)
        XCTAssertNotNil(line.state(at: 1 + ReducedMotion.fadeDuration / 2).fading)
        XCTAssertEqual(line.endTime, 1 + ReducedMotion.fadeDuration, accuracy: 1e-9)

        var mask = IndicatorAnimator(kind: .colorfulMask, selectedIndex: 0, itemCount: 4)
        mask.isReduced = true
        XCTAssertEqual(mask.move(to: 2, at: 1).map(\.phase), [.begin])
        XCTAssertNil(mask.state(at: 1).fading)
        XCTAssertEqual(mask.state(at: 1).span, SlotSpan(slot: 2))
        XCTAssertFalse(mask.isMoving(at: 1))
        XCTAssertEqual(mask.advance(to: 1).map(\.phase), [.end], "the change begins and ends in one frame")
        XCTAssertEqual(mask.advance(to: 1).first?.time, nil)
    }
}
