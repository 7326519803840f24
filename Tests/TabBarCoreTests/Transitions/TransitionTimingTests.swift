import TabBarCore
import XCTest

/// HYBBaseTransition's timing: 0.5 s ease-in-out, or a spring (ζ 0.5, velocity 2.0).
final class TransitionTimingTests: XCTestCase {
    func testTween_IsHalfASecondOfEaseInOut() {
        let timing = TransitionTiming()
        XCTAssertEqual(timing.totalDuration, 0.5)
        XCTAssertEqual(timing.progress(at: -1), 0)
        XCTAssertEqual(timing.progress(at: 0), 0)
        // The curve (0.42, 0, 0.58, 1) is symmetric, so it is exactly halfway at half time.
        XCTAssertEqual(timing.progress(at: 0.25), 0.5, accuracy: 1e-9)
        XCTAssertEqual(timing.progress(at: 0.1), TimingCurve.easeInEaseOut.value(at: 0.2), accuracy: 1e-12)
        XCTAssertEqual(timing.progress(at: 0.5), 1)
        XCTAssertEqual(timing.progress(at: 3), 1)
    }

    func testSpring_OvershootsAndSettlesWithinItsDuration() {
        let timing = TransitionTiming.seedSpring
        XCTAssertEqual(timing.dampingRatio, 0.5)
        XCTAssertEqual(timing.initialVelocity, 2)
        XCTAssertGreaterThan(timing.totalDuration, 0.3)
        XCTAssertLessThanOrEqual(timing.totalDuration, timing.duration)
        let samples = (0...500).map { timing.progress(at: Double($0) / 1000) }
        let peak = samples.max() ?? 0
        // ζ 0.5 with a kick of 2 distances per second peaks about 16 % past the end.
        XCTAssertGreaterThan(peak, 1.1)
        XCTAssertLessThan(peak, 1.25)
        XCTAssertEqual(timing.progress(at: timing.totalDuration), 1)
        XCTAssertEqual(timing.progress(at: 0), 0)
        // Once settled, within 0.1 % of the end for good.
        for t in stride(from: timing.totalDuration * 0.999, through: 1, by: 0.001) {
            XCTAssertEqual(timing.progress(at: t), 1, accuracy: 0.001)
        }
    }

    func testSpring_StartsFast() {
        // The initial velocity of 2 distances per second shows in the first frame (1/60 s).
        let spring = TransitionTiming.seedSpring.progress(at: 1.0 / 60)
        let tween = TransitionTiming().progress(at: 1.0 / 60)
        XCTAssertGreaterThan(spring, 2 * tween)
    }

    func testDegenerateTimings_JumpToTheEnd() {
        XCTAssertEqual(TransitionTiming(duration: 0).progress(at: 0), 1)
        XCTAssertEqual(TransitionTiming(duration: -1, spring: true).totalDuration, 0)
        XCTAssertEqual(TransitionTiming(duration: .infinity).progress(at: 1), 1)
        // An unusable damping ratio falls back to the tween instead of trapping.
        let broken = TransitionTiming(spring: true, dampingRatio: 0)
        XCTAssertEqual(broken.totalDuration, 0.5)
        XCTAssertEqual(broken.progress(at: 0.25), 0.5, accuracy: 1e-9)
    }
}
