import TabBarCore
import XCTest

/// The steps an animation declares are the only places its pose may jump: sampled at 240 Hz,
/// every other step between neighbouring samples stays within the continuity limits, and
/// every declared instant really is a step.
final class DiscontinuityTests: XCTestCase {
    static let rate = 240.0

    /// The largest change between two poses in the fields a flip, curl or flip-book drives,
    /// each measured against its own limit (1 = at the limit): 0.25 rad for the turn, 0.1
    /// for face, curl and flip-book progress.
    func jump(_ a: ItemPose, _ b: ItemPose) -> Double {
        max(
            abs(a.flipAngle - b.flipAngle) / 0.25, abs(a.face - b.face) / 0.1,
            abs(a.curlProgress - b.curlProgress) / 0.1, abs(a.frameProgress - b.frameProgress) / 0.1)
    }

    func assertStepsOnlyWhereDeclared(
        _ animation: any ItemAnimation, role: ItemAnimator.Kind = .select,
        line: UInt = #line
    ) {
        let duration = role == .select ? animation.duration : animation.deselectDuration
        let declared = animation.discontinuities(role: role, duration: duration)
        let pose = { (t: Double) in
            role == .select ? animation.selecting(elapsed: t) : animation.deselecting(elapsed: t)
        }
        let samples = Int((duration * Self.rate).rounded(.up))
        for i in 0..<samples {
            let t0 = Double(i) / Self.rate, t1 = min(Double(i + 1) / Self.rate, duration)
            // A declared instant on a sample's boundary excuses the steps on both sides of it.
            let excused = declared.contains { $0 > t0 - 1e-9 && $0 <= t1 + 1e-9 }
            if !excused {
                XCTAssertLessThanOrEqual(jump(pose(t0), pose(t1)), 1, "\(animation.name) \(role) at \(t0)", line: line)
            }
        }
        for instant in declared {
            XCTAssertTrue(instant > 0 && instant <= duration, "\(animation.name) declares \(instant)", line: line)
            XCTAssertNotEqual(
                pose(instant - 1e-6), pose(instant + 1e-6), "\(animation.name): no step at \(instant)",
                line: line)
        }
    }

    func testFlips_DeclareTheFaceSwapAtHalfTime() {
        for edge in FlipAnimation.Edge.allCases {
            let flip = FlipAnimation(from: edge, duration: 0.5)
            XCTAssertEqual(flip.discontinuities(role: .select, duration: 0.5), [0.25, 0.5])
            XCTAssertEqual(flip.selecting(elapsed: 0.25 - 1e-6).face, 0)
            XCTAssertEqual(flip.selecting(elapsed: 0.25 + 1e-6).face, 1)
            assertStepsOnlyWhereDeclared(flip)
            XCTAssertEqual(flip.discontinuities(role: .deselect, duration: 0), [])
        }
        // The instants follow the duration the motion is played with.
        XCTAssertEqual(FlipAnimation(from: .left).discontinuities(role: .select, duration: 0.8), [0.4, 0.8])
    }

    func testCurls_DeclareTheColourChangeAtHalfTime() {
        for upward in [true, false] {
            let curl = CurlAnimation(upward: upward, duration: 0.5)
            XCTAssertEqual(curl.discontinuities(role: .select, duration: 0.5), [0.25, 0.5])
            assertStepsOnlyWhereDeclared(curl)
        }
    }

    func testFlipBook_DeclaresEveryFrameChange() {
        let frames = FramesAnimation(frameCount: 4, duration: 0.4)
        let instants = frames.discontinuities(role: .select, duration: 0.4)
        XCTAssertEqual(instants.count, 3)
        for (instant, expected) in zip(instants, [0.1, 0.2, 0.3]) { XCTAssertEqual(instant, expected, accuracy: 1e-12) }
        assertStepsOnlyWhereDeclared(frames)
        assertStepsOnlyWhereDeclared(frames, role: .deselect)
        // Not reversing, a deselect just returns to the first frame: no motion, no steps.
        XCTAssertEqual(
            FramesAnimation(frameCount: 4, duration: 0.4, reversesOnDeselect: false)
                .discontinuities(role: .deselect, duration: 0), [])
    }

    func testContinuousAnimations_DeclareNothing() {
        for animation: any ItemAnimation in [
            PopAnimation(), RotationAnimation(direction: .left), CrossDissolveAnimation(),
        ] {
            XCTAssertEqual(animation.discontinuities(role: .select, duration: animation.duration), [], animation.name)
        }
    }
}
