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

    /// Every built-in animation, each motion, from rest and interrupting another: the item
    /// counts as moving while its pose still changes. Never less (the frame at rest would be
    /// drawn too early), and past the motion's end at most a frame more (a window would draw
    /// frames that show nothing new: a bounce ends on its resting pose, and used to keep the
    /// item "moving" for the 0.2 s a settle would take).
    func testMoving_LastsExactlyWhileThePoseChanges() throws {
        let step = 1.0 / 240
        for name in ItemAnimationCatalog.builtIn.names {
            let animation = try XCTUnwrap(ItemAnimationCatalog.builtIn.make(name))
            for kind in [ItemAnimator.Kind.select, .deselect, .reselect] {
                for interrupting in [false, true] {
                    var animator = ItemAnimator(animation: animation, isSelected: kind != .select)
                    let start = interrupting ? 0.05 : 0
                    if interrupting { _ = animator.play(kind == .deselect ? .select : .deselect, at: 0, index: 0) }
                    _ = animator.play(kind, at: start, index: 0)
                    var stop = start
                    while animator.isAnimating(at: stop) && stop < start + 10 { stop += step }
                    let label = "\(name) \(kind)\(interrupting ? " interrupting" : "")"
                    // Never at rest before its own end, which the trace reports.
                    XCTAssertGreaterThanOrEqual(
                        stop, start + ItemAnimator.duration(of: kind, animation), "\(label): rests early")
                    let rest = animator.pose(at: stop)
                    for later in stride(from: stop, through: stop + 2, by: step) {
                        XCTAssertEqual(animator.pose(at: later), rest, "\(label): still changes at \(later)")
                    }
                    // Within its own duration a motion may hold a pose (the last of its frames).
                    if stop > start + ItemAnimator.duration(of: kind, animation) + step {
                        XCTAssertNotEqual(
                            animator.pose(at: stop - 1.0 / 60 - step), rest,
                            "\(label): at rest for a frame before it stopped moving at \(stop)")
                    }
                }
            }
        }
    }

    /// Every tap presses before it selects. The press is no motion in flight: the new
    /// motion starts as designed, its colours switched at once (Ramotion), not cross-faded.
    func testPressThenSelect_FromRest_SwitchesColoursAtOnce() {
        var animator = ItemAnimator(animation: bounce, isSelected: false)
        animator.setPressed(true, at: 1)
        _ = animator.play(.select, at: 1, index: 0)
        XCTAssertEqual(animator.pose(at: 1).face, 1)
        XCTAssertEqual(animator.pose(at: 1 + 1.0 / 60).face, 1)
        animator.setPressed(false, at: 1.05)
        XCTAssertFalse(animator.isAnimating(at: 1.5))
        XCTAssertEqual(animator.pose(at: 1.5), .selected)
    }

    /// A press on an item in motion, then a new motion at that instant: the pose on screen
    /// stays where it was. The highlight lies over the motion once, not once more inside
    /// the gap the new motion fades out (the press animation's shrink jumped to its square).
    func testMotionInterruptedWhilePressed_StaysContinuous() {
        let press = PressAnimation()
        var animator = ItemAnimator(animation: press, isSelected: false)
        _ = animator.play(.select, at: 0, index: 0)
        animator.setPressed(true, at: 0.05)
        let before = animator.pose(at: 0.1)
        XCTAssertLessThan(before.iconScaleX, press.restingScale)
        _ = animator.play(.deselect, at: 0.1, index: 0)
        XCTAssertEqual(animator.pose(at: 0.1).iconScaleX, before.iconScaleX, accuracy: 1e-9)
        XCTAssertEqual(animator.pose(at: 0.1).face, before.face, accuracy: 1e-9)
        XCTAssertLessThan(abs(animator.pose(at: 0.1 + 1.0 / 60).iconScaleX - before.iconScaleX), 0.05)
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

    /// `tabbar check` on uikit-bounce (issue 42): a pop reselected at frame 7 and cut by a
    /// deselect at frame 9 fades its gap out over 0.2 s; at the frame where the animator
    /// stops, `time - start` is 1 ulp short of 0.2 and the pose must already be at rest, or
    /// the window stops drawing with the selected icon still in the scene.
    func testGapFade_IsOverWhenTheAnimatorStops() {
        for (reselect, deselect) in [(7, 9), (24, 26), (47, 49)] {
            var animator = ItemAnimator(animation: PopAnimation(), isSelected: true)
            _ = animator.play(.reselect, at: Double(reselect) / 60, index: 0)
            _ = animator.play(.deselect, at: Double(deselect) / 60, index: 0)
            var frame = deselect
            while animator.isAnimating(at: Double(frame) / 60) { frame += 1 }
            let time = Double(frame) / 60
            XCTAssertEqual(animator.pose(at: time), animator.pose(at: time + 10), "frame \(frame)")
            XCTAssertEqual(animator.pose(at: time).face, 0, "frame \(frame)")
        }
    }
}
