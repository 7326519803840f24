import XCTest

@testable import TabBarCore

/// `SpringMotion.settlingTime(within:)` is the exact moment a spring stays within a
/// tolerance: checked against dense sampling, for under-, critically and overdamped springs.
final class SpringExactSettleTests: XCTestCase {
    func testExactSettlingTime_IsTheLastExitFromTheTolerance() {
        let motions = [
            SpringMotion.uiKit(from: 0, to: 1, duration: 0.5),
            SpringMotion.uiKit(from: 0, to: 390, duration: 0.5, dampingRatio: 0.3, relativeVelocity: 0),
            SpringMotion(spring: Spring(), from: 10, to: -5, initialVelocity: 40),
            SpringMotion(spring: Spring(dampingRatio: 1, duration: 0.4), from: 0, to: 1),
            SpringMotion(spring: Spring(dampingRatio: 2, duration: 0.4), from: 1, to: 0, initialVelocity: -3),
        ]
        for motion in motions {
            for tolerance in [0.1, 0.01, 0.001 * abs(motion.to - motion.from)] {
                let settled = motion.settlingTime(within: tolerance)
                // A hair of slack: `value` adds the displacement to `to`, which rounds.
                let off = { (t: Double) in abs(motion.value(at: t) - motion.to) > tolerance * (1 + 1e-9) }
                // Dense samples after it stay inside.
                let after = stride(from: settled, through: settled + 3, by: 1e-4).first(where: off)
                XCTAssertNil(after, "\(motion) leaves ±\(tolerance) at \(after ?? 0) after settling at \(settled)")
                // Just before it, it is still outside: the time is not a loose bound.
                let justBefore = abs(motion.value(at: settled - 1e-6) - motion.to) > tolerance * (1 - 1e-9)
                XCTAssertTrue(settled == 0 || justBefore, "\(motion) already within ±\(tolerance) before \(settled)")
            }
        }
    }
}
