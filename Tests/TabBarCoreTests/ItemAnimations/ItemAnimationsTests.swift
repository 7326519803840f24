import TabBarCore
import XCTest

/// Each built-in animation sampled at chosen times, against values worked out by hand.
final class ItemAnimationsTests: XCTestCase {
    func testPop_PeaksAt1point2AfterATenthOfASecond() {
        let pop = PopAnimation()
        XCTAssertEqual(pop.selecting(elapsed: 0).buttonScale, 1)
        // Ease-in-out is symmetric: half-way through the first half the scale is half-way to 1.2.
        XCTAssertEqual(pop.selecting(elapsed: 0.05).buttonScale, 1.1, accuracy: 1e-9)
        XCTAssertEqual(pop.selecting(elapsed: 0.1).buttonScale, 1.2, accuracy: 1e-9)
        XCTAssertEqual(pop.selecting(elapsed: 0.15).buttonScale, 1.1, accuracy: 1e-9)
        XCTAssertEqual(pop.selecting(elapsed: 0.2).buttonScale, 1.0, accuracy: 1e-9)
    }

    func testRotations_TurnOnceLinearly() {
        XCTAssertEqual(RotationAnimation(direction: .left).selecting(elapsed: 0.25).iconRotation, -.pi, accuracy: 1e-9)
        XCTAssertEqual(
            RotationAnimation(direction: .right).selecting(elapsed: 0.125).iconRotation, .pi / 2, accuracy: 1e-9)
        XCTAssertEqual(
            RotationAnimation(direction: .right).selecting(elapsed: 0.5).iconRotation, 2 * .pi, accuracy: 1e-9)
        XCTAssertEqual(RotationAnimation(direction: .left).name, "rotate-left")
    }

    func testFume_TitleEvaporatesAndIconSettles() {
        let fume = FumeAnimation(duration: 0.5)
        // Two cubic keys (end tangents half the difference) pass half-way at the middle.
        let quarter = fume.selecting(elapsed: 0.125)
        XCTAssertEqual(quarter.iconOffset.y, 2, accuracy: 1e-9)
        let half = fume.selecting(elapsed: 0.25)
        XCTAssertEqual(half.iconOffset.y, 4, accuracy: 1e-9)
        XCTAssertEqual(half.titleOffset.y, -30, accuracy: 1e-9)
        XCTAssertEqual(half.titleScale, 1.5, accuracy: 1e-9)
        XCTAssertEqual(half.titleOpacity, 0.5, accuracy: 1e-9)
        let end = fume.selecting(elapsed: 0.5)
        XCTAssertEqual(end.iconOffset.y, 12, accuracy: 1e-9)
        XCTAssertEqual(end.titleOpacity, 0, accuracy: 1e-9)
        XCTAssertEqual(fume.selectedPose.iconOffset.y, 12)
        XCTAssertEqual(fume.selectedPose.titleOpacity, 0)
        let back = fume.deselecting(elapsed: 0.125)
        XCTAssertEqual(back.iconOffset.y, 6, accuracy: 1e-9)
        // A quarter of the way (u = 0.25) the Hermite basis is h00 0.84375, h10 0.140625,
        // h01 0.15625, h11 −0.046875, with tangents of half the difference at both ends:
        // 15·0.84375 − 7.5·0.140625 + 7.5·0.046875 = 11.953125, and for 0 → 1
        // 0.5·0.140625 + 0.15625 − 0.5·0.046875 = 0.203125: slower than linear at first.
        XCTAssertEqual(back.titleOffset.y, 11.953125, accuracy: 1e-9)
        XCTAssertEqual(back.titleOpacity, 0.203125, accuracy: 1e-9)
        XCTAssertEqual(fume.deselecting(elapsed: 0.5), fume.deselectedPose)
    }

    func testFrames_PlayDiscretelyAndReverse() {
        let frames = FramesAnimation(frameCount: 36, duration: 0.5)
        XCTAssertEqual(frames.selecting(elapsed: 0).frameProgress, 0)
        // 36 frames share 0.5 s: frame 18 starts at exactly 0.25 s.
        XCTAssertEqual(frames.selecting(elapsed: 0.25).frameProgress, 18.0 / 35, accuracy: 1e-12)
        XCTAssertEqual(frames.selecting(elapsed: 0.2499).frameProgress, 17.0 / 35, accuracy: 1e-12)
        XCTAssertEqual(frames.selecting(elapsed: 0.499).frameProgress, 1)
        XCTAssertEqual(frames.deselecting(elapsed: 0.25).frameProgress, 17.0 / 35, accuracy: 1e-12)
        XCTAssertEqual(frames.selectedPose.frameProgress, 1)
        XCTAssertEqual(frames.deselectedPose.frameProgress, 0)
        XCTAssertEqual(frames.deselectDuration, 0.5)
    }

    func testFlips_TurnHalfWayAtHalfTime() {
        let left = FlipAnimation(from: .left).selecting(elapsed: 0.25)
        XCTAssertEqual(left.flipAngle, .pi / 2, accuracy: 1e-9)
        XCTAssertEqual(left.flipAxis, .vertical)
        XCTAssertEqual(left.flipDirection, 1)
        XCTAssertEqual(FlipAnimation(from: .right).selecting(elapsed: 0.1).flipDirection, -1)
        XCTAssertEqual(FlipAnimation(from: .top).selecting(elapsed: 0.1).flipAxis, .horizontal)
        XCTAssertEqual(FlipAnimation(from: .bottom).selecting(elapsed: 0.499).flipAngle, .pi, accuracy: 0.01)
        // The end of the turn is the resting selected pose, so settling blends nothing.
        XCTAssertEqual(
            FlipAnimation(from: .bottom).selecting(elapsed: 0.5), .selected.withFlipAxis(.horizontal, direction: -1))
    }

    func testCurls_AndCrossDissolve_UseEaseInOut() {
        XCTAssertEqual(CurlAnimation(upward: true).selecting(elapsed: 0.25).curlProgress, 0.5, accuracy: 1e-9)
        XCTAssertFalse(CurlAnimation(upward: false).selecting(elapsed: 0.25).curlUpward)
        let dissolve = CrossDissolveAnimation()
        XCTAssertEqual(dissolve.selecting(elapsed: 0.25).face, 0.5, accuracy: 1e-9)
        XCTAssertLessThan(dissolve.selecting(elapsed: 0.1).face, 0.2)
        // Ramotion's deselect only changes colour, at once (the old item does not fade out).
        XCTAssertEqual(dissolve.deselectDuration, 0)
        XCTAssertEqual(dissolve.deselecting(elapsed: 0.25), .deselected)
    }

    func testPress_ShrinksTo0point8OfItsRestingScaleWhilePressed() {
        let press = PressAnimation()
        XCTAssertEqual(press.highlightDuration, 0.2)
        XCTAssertEqual(press.highlighted(.deselected, progress: 1).iconScaleX, 0.8, accuracy: 1e-12)
        XCTAssertEqual(press.highlighted(.deselected, progress: 0).iconScaleX, 1)
        XCTAssertEqual(press.highlighted(press.deselectedPose, progress: 1).iconScaleX, 0.92, accuracy: 1e-12)
        XCTAssertEqual(press.selecting(elapsed: 0.1), press.selectedPose)
        XCTAssertEqual(press.selectedPose.iconScaleX, 1.15)
    }

    func testNone_JustChangesState() {
        let none = NoAnimation()
        XCTAssertEqual(none.duration, 0)
        XCTAssertEqual(none.selecting(elapsed: 0), .selected)
    }

    func testCatalog_KnowsEveryName() {
        let expected = [
            "bounce", "pop", "rotate-left", "rotate-right", "fume", "frames", "flip-left", "flip-right", "flip-top",
            "flip-bottom", "curl-up", "curl-down", "cross-dissolve", "press", "none",
        ]
        XCTAssertEqual(ItemAnimationCatalog.builtIn.names, expected)
        for name in expected {
            XCTAssertEqual(ItemAnimationCatalog.builtIn.make(name, .init(frameCount: 3))?.name, name)
        }
        XCTAssertNil(ItemAnimationCatalog.builtIn.make("bonce"))
        XCTAssertEqual(ItemAnimationCatalog.builtIn.make("fume", .init(duration: 0.4))?.duration, 0.4)
    }

    func testCatalog_AcceptsCustomAnimations() {
        struct Wobble: ItemAnimation {
            let name = "wobble"
            let duration = 1.0
            func selecting(elapsed: Double) -> ItemPose {
                var p = ItemPose.selected
                p.iconRotation = elapsed
                return p
            }
        }
        var catalog = ItemAnimationCatalog.builtIn
        catalog.register("wobble") { _ in Wobble() }
        XCTAssertEqual(catalog.names.last, "wobble")
        XCTAssertEqual(catalog.make("wobble")?.selecting(elapsed: 0.5).iconRotation, 0.5)
    }
}

private extension ItemPose {
    func withFlipAxis(_ axis: FlipAxis, direction: Double) -> ItemPose {
        var pose = self
        pose.flipAxis = axis
        pose.flipDirection = direction
        return pose
    }
}

extension ItemAnimationsTests {
    func testFinishedFlipAndCurl_SettleWithoutPassingEdgeOn() {
        let flip = FlipAnimation(from: .left)
        var animator = ItemAnimator(animation: flip, isSelected: false)
        _ = animator.play(.select, at: 0, index: 0)
        for t in stride(from: 0.5, through: 1.0, by: 0.01) {
            XCTAssertEqual(animator.pose(at: t).flipAngle, 0, "at \(t)")
        }
        let curl = CurlAnimation(upward: true)
        animator.animation = curl
        _ = animator.play(.deselect, at: 2, index: 0)
        _ = animator.play(.select, at: 3, index: 0)
        XCTAssertEqual(animator.pose(at: 3.6).curlProgress, 0)
    }
}
