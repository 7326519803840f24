import TabBarCore
import XCTest

/// Lottie frames as motion: a segment plays at the file's frame rate, a motion that
/// interrupts another plays on from the frame on screen, a reselect lets a select finish,
/// and an idle loop keeps a selected item moving.
final class LottieAnimationTests: XCTestCase {
    /// 30 fps; select plays 0 → 30, deselect 30 → 45.
    let animation = LottieAnimation(
        frameRate: 30, select: LottieSegment(from: 0, to: 30), deselect: LottieSegment(from: 30, to: 45))

    func testSelect_PlaysItsSegmentAtTheFramesRate() {
        XCTAssertEqual(animation.duration, 1)
        XCTAssertEqual(animation.selecting(elapsed: 0).lottieFrame, 0)
        XCTAssertEqual(animation.selecting(elapsed: 0.5).lottieFrame, 15)
        XCTAssertEqual(animation.selecting(elapsed: 2).lottieFrame, 30)
        XCTAssertEqual(animation.selectedPose.lottieFrame, 30)
        XCTAssertEqual(animation.deselectDuration, 0.5)
        XCTAssertEqual(animation.deselecting(elapsed: 0.25).lottieFrame, 37.5)
        XCTAssertEqual(animation.deselectedPose.lottieFrame, 45)
        // Backwards segments play backwards.
        let back = LottieAnimation(frameRate: 10, select: LottieSegment(from: 20, to: 10))
        XCTAssertEqual(back.selecting(elapsed: 0.3).lottieFrame, 17, accuracy: 1e-12)
        // Without a deselect segment, deselecting jumps back to the select segment's start.
        XCTAssertEqual(back.deselectDuration, 0)
        XCTAssertEqual(back.deselectedPose.lottieFrame, 20)
    }

    /// Samples the animator at 240 Hz from `start` to `end`; returns the Lottie frames.
    func frames(_ animator: ItemAnimator, from start: Double, to end: Double) -> [Double] {
        stride(from: start, through: end, by: 1 / 240).map { animator.pose(at: $0).lottieFrame }
    }

    /// No two samples 1/240 s apart differ by more than the frames a 30 fps segment moves
    /// in that time (1/8 frame), with a little room for rounding.
    func assertContinuous(_ frames: [Double], file: StaticString = #filePath, line: UInt = #line) {
        for (a, b) in zip(frames, frames.dropFirst()) where abs(a - b) > 30.0 / 240 + 1e-9 {
            XCTFail("jump from frame \(a) to \(b)", file: file, line: line)
            return
        }
    }

    /// The deselect plays from the frame on screen to its end: no jump, and at its own speed.
    func testInterruptedSelect_DeselectsFromTheFrameOnScreen() {
        var animator = ItemAnimator(animation: animation, isSelected: false)
        _ = animator.play(.select, at: 0, index: 0)
        XCTAssertEqual(animator.pose(at: 0.4).lottieFrame, 12, accuracy: 1e-9)
        _ = animator.play(.deselect, at: 0.4, index: 0)
        XCTAssertEqual(animator.pose(at: 0.4).lottieFrame, 12, accuracy: 1e-9)
        // 12 → 45 is 33 frames: 1.1 s at 30 fps.
        XCTAssertEqual(animator.pose(at: 0.4 + 0.55).lottieFrame, 28.5, accuracy: 1e-9)
        XCTAssertEqual(animator.pose(at: 0.4 + 1.1).lottieFrame, 45, accuracy: 1e-9)
        XCTAssertFalse(animator.isAnimating(at: 0.4 + 1.1 + 1e-6))
        assertContinuous(frames(animator, from: 0, to: 2))
        // And a select that interrupts the deselect plays on from there to the select's end.
        _ = animator.play(.select, at: 1, index: 0)
        let back = frames(animator, from: 0.9, to: 3)
        assertContinuous(back)
        XCTAssertEqual(back.last, 30)
    }

    /// Tapping a playing item again lets its select finish, without a jump.
    func testReselect_LetsTheSelectFinish() {
        var animator = ItemAnimator(animation: animation, isSelected: false)
        _ = animator.play(.select, at: 0, index: 0)
        _ = animator.play(.reselect, at: 0.5, index: 0)
        let played = frames(animator, from: 0, to: 1.5)
        assertContinuous(played)
        XCTAssertEqual(animator.pose(at: 0.75).lottieFrame, 22.5, accuracy: 1e-9)
        XCTAssertEqual(played.last, 30)
        // From rest, a reselect changes nothing.
        var resting = ItemAnimator(animation: animation, isSelected: true)
        _ = resting.play(.reselect, at: 0, index: 0)
        XCTAssertFalse(resting.isAnimating(at: 0))
        XCTAssertEqual(resting.pose(at: 0.3).lottieFrame, 30)
    }

    /// The default deselect jumps back from rest; from a select in flight it blends back
    /// within the blend time, so even then nothing jumps.
    func testDefaultDeselect_JumpsFromRestAndBlendsFromFlight() {
        let jumping = LottieAnimation(frameRate: 30, select: LottieSegment(from: 0, to: 30))
        var resting = ItemAnimator(animation: jumping, isSelected: true)
        _ = resting.play(.deselect, at: 0, index: 0)
        XCTAssertEqual(resting.pose(at: 0).lottieFrame, 0)
        var flying = ItemAnimator(animation: jumping, isSelected: false)
        _ = flying.play(.select, at: 0, index: 0)
        _ = flying.play(.deselect, at: 0.5, index: 0)
        let played = frames(flying, from: 0.5, to: 0.5 + ItemAnimator.blendDuration)
        XCTAssertEqual(played.first ?? 0, 15, accuracy: 1e-9)
        XCTAssertEqual(played.last ?? 1, 0, accuracy: 1e-9)
    }

    /// `loop`: once its select has played, a selected item plays it again and again until
    /// deselected, and its deselect starts from the frame on screen.
    func testLoop_RepeatsTheSelectWhileSelected() {
        let looping = LottieAnimation(
            frameRate: 30, select: LottieSegment(from: 0, to: 30), deselect: LottieSegment(from: 30, to: 45),
            loops: true)
        var animator = ItemAnimator(animation: looping, isSelected: false)
        let begun = animator.play(.select, at: 0, index: 0)
        XCTAssertEqual(begun.map(\.phase), [.begin])
        XCTAssertEqual(animator.advance(to: 1, index: 0).map(\.phase), [.end], "the select motion still ends")
        XCTAssertEqual(animator.pose(at: 1.5).lottieFrame, 15, accuracy: 1e-9)
        XCTAssertEqual(animator.pose(at: 10.25).lottieFrame, 7.5, accuracy: 1e-9)
        XCTAssertTrue(animator.isAnimating(at: 1000))
        _ = animator.play(.deselect, at: 10.25, index: 0)
        XCTAssertEqual(animator.pose(at: 10.25).lottieFrame, 7.5, accuracy: 1e-9)
        XCTAssertEqual(animator.pose(at: 20).lottieFrame, 45)
        XCTAssertFalse(animator.isAnimating(at: 20))
    }

    /// Reduced motion: the last frame at once, and the colours cross-fade.
    func testReduced_ShowsTheLastFrameAtOnce() {
        let reduced = LottieAnimation(
            frameRate: 30, select: LottieSegment(from: 0, to: 30), deselect: LottieSegment(from: 30, to: 45),
            reduced: true)
        XCTAssertEqual(reduced.duration, ReducedMotion.fadeDuration)
        for t in [0, 0.05, 0.15] {
            XCTAssertEqual(reduced.selecting(elapsed: t).lottieFrame, 30)
            XCTAssertEqual(reduced.deselecting(elapsed: t).lottieFrame, 45)
        }
        XCTAssertEqual(reduced.selecting(elapsed: 0).face, 0)
        XCTAssertEqual(reduced.selecting(elapsed: 0.15).face, 1)
        XCTAssertNil(reduced.resumed(.deselect, from: reduced.selectedPose))
    }

    /// The scene names the nearest whole frame of the file, for the host to draw.
    func testScene_NamesTheDrawnFrame() throws {
        let info = LottieInfo(frameRate: 30, inPoint: 0, outPoint: 31, width: 100, height: 100)
        let icon = LottieIcon(path: "/l/a.json", info: info, tints: true)
        var item = TabItem(title: "A", animation: LottieAnimation(icon: icon))
        item.lottie = icon
        let controller = TabBarController(
            configuration: AppConfiguration(tabs: [TabItem(title: "B"), item]), viewport: Size(width: 390, height: 844))
        _ = controller.select(1, cause: .program, at: 0)
        let refs = Self.images(in: controller.scene(at: 0.51))
        XCTAssertTrue(refs.contains(.lottie("/l/a.json", frame: 15)), "\(refs)")
        let settled = Self.images(in: controller.scene(at: 5))
        XCTAssertTrue(settled.contains(.lottie("/l/a.json", frame: 30)), "\(settled)")
        XCTAssertEqual(icon.drawnFrame(-3), 0)
        XCTAssertEqual(icon.drawnFrame(99), 30)
    }

    static func images(in scene: Scene) -> [ImageRef] {
        var found: [ImageRef] = []
        func visit(_ node: SceneNode) {
            switch node {
            case .image(let ref, _, _, _): found.append(ref)
            case .group(let group): group.children.forEach(visit)
            default: break
            }
        }
        scene.layers.forEach { visit($0.node) }
        return found
    }
}
