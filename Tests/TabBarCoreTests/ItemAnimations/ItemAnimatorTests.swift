import XCTest

@testable import TabBarCore

final class ItemAnimatorTests: XCTestCase {
    let bounce = BounceAnimation()

    func testBounce_FollowsItsKeyframes() {
        var animator = ItemAnimator(animation: bounce, isSelected: false)
        _ = animator.play(.select, at: 10, index: 0)
        // Keys sit at k/6 of 0.5 s: 1.4 at 0.0833 s, 1.15 at 0.25 s, 1.0 at the end.
        XCTAssertEqual(animator.pose(at: 10 + 0.5 / 6).iconScaleX, 1.4, accuracy: 1e-9)
        XCTAssertEqual(animator.pose(at: 10.25).iconScaleX, 1.15, accuracy: 1e-9)
        XCTAssertEqual(animator.pose(at: 10.5).iconScaleX, 1.0, accuracy: 1e-9)
    }

    func testSelect_TracesBeginAndEnd() {
        var animator = ItemAnimator(animation: bounce, isSelected: false)
        XCTAssertEqual(
            animator.play(.select, at: 0, index: 4),
            [AnimationTrace(index: 4, name: "bounce", phase: .begin, kind: .select, time: 0)])
        XCTAssertEqual(animator.advance(to: 0.4, index: 4), [])
        XCTAssertEqual(
            animator.advance(to: 0.5, index: 4),
            [AnimationTrace(index: 4, name: "bounce", phase: .end, kind: .select, time: 0.5)])
        XCTAssertEqual(animator.advance(to: 0.6, index: 4), [])
    }

    func testInterruption_EndsTheOldMotionAndStaysContinuous() {
        var animator = ItemAnimator(animation: bounce, isSelected: false)
        _ = animator.play(.select, at: 0, index: 1)
        let before = animator.pose(at: 0.1)
        XCTAssertGreaterThan(before.iconScaleX, 1.2)
        let traces = animator.play(.deselect, at: 0.1, index: 1)
        XCTAssertEqual(
            traces, [AnimationTrace(index: 1, name: "bounce", phase: .end, kind: .select, interrupted: true, time: 0.1)]
        )
        XCTAssertFalse(animator.restsSelected)
        // Same instant, same pose: nothing jumps; then it eases to rest.
        XCTAssertEqual(animator.pose(at: 0.1), before)
        let soon = animator.pose(at: 0.1 + 1.0 / 60)
        XCTAssertLessThan(abs(soon.iconScaleX - before.iconScaleX), 0.05)
        XCTAssertEqual(animator.pose(at: 0.1 + ItemAnimator.blendDuration), .deselected)
        XCTAssertFalse(animator.isAnimating(at: 0.1 + ItemAnimator.blendDuration))
    }

    func testEarlierTimes_AreReEvaluatedNotReplayed() {
        var animator = ItemAnimator(animation: bounce, isSelected: false)
        _ = animator.play(.select, at: 0, index: 0)
        _ = animator.advance(to: 2, index: 0)
        XCTAssertEqual(animator.pose(at: 0.25).iconScaleX, 1.15, accuracy: 1e-9)
    }

    func testHighlight_RampsInAndOut() {
        var animator = ItemAnimator(animation: bounce, isSelected: false)
        animator.setPressed(true, at: 0)
        XCTAssertEqual(animator.highlightProgress(at: bounce.highlightDuration / 2), 0.5, accuracy: 1e-9)
        XCTAssertEqual(animator.highlightProgress(at: 1), 1)
        animator.setPressed(false, at: 1)
        XCTAssertEqual(animator.highlightProgress(at: 1 + bounce.highlightDuration), 0)
    }
}
