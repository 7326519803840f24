import Foundation
import TabBarCore
import XCTest

final class SpringTests: XCTestCase {
    func testDefaults_AreCoreAnimations() {
        // CASpringAnimation: m 1, k 100, c 10 → ζ = 10 / (2√(1·100)) = 0.5, ω0 = √100 = 10.
        let spring = Spring()
        XCTAssertEqual(spring, Spring(mass: 1, stiffness: 100, damping: 10))
        XCTAssertEqual(spring.dampingRatio, 0.5)
        XCTAssertEqual(spring.naturalFrequency, 10)
    }

    func testDampingRatioAndFrequency_Formulas() {
        // m 2, k 50, c 4: ζ = 4 / (2√100) = 0.2; ω0 = √(50 / 2) = 5.
        let spring = Spring(mass: 2, stiffness: 50, damping: 4)
        XCTAssertEqual(spring.dampingRatio, 0.2, accuracy: 1e-15)
        XCTAssertEqual(spring.naturalFrequency, 5, accuracy: 1e-15)
    }

    func testDampingRatioDuration_SeedDefaults_HandValues() {
        // ζ 0.5 over 0.5 s: envelope √(1 + ζ²/(1 − ζ²)) = 1/√0.75 = 1.1547 reaches 0.001 at
        // ζω0·t = ln(1154.70) = 7.05160, so ω0 = 7.05160 / (0.5 · 0.5) = 28.2064 rad/s,
        // k = ω0² = 795.600, c = 2ζω0 = 28.2064.
        let spring = Spring(dampingRatio: 0.5, duration: 0.5)
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual(spring.naturalFrequency, 28.2064, accuracy: 1e-4)
        XCTAssertEqual(spring.stiffness, 795.600, accuracy: 1e-3)
        XCTAssertEqual(spring.damping, 28.2064, accuracy: 1e-4)
        XCTAssertEqual(spring.dampingRatio, 0.5, accuracy: 1e-12)
    }

    func testDampingRatioDuration_Critical_HandValue() {
        // ζ = 1 from rest: |x| = e^(−u)(1 + u) with u = ω0·t; e^(−u)(1 + u) = 0.001 at
        // u = 9.233413 (e^−9.233413 = 9.7681e-5, × 10.233413 = 0.0010000), so over 0.5 s
        // ω0 = 18.46683 rad/s.
        let spring = Spring(dampingRatio: 1, duration: 0.5)
        XCTAssertEqual(spring.naturalFrequency, 18.46683, accuracy: 1e-5)
        XCTAssertEqual(spring.dampingRatio, 1, accuracy: 1e-12)
    }

    func testDampingRatioDuration_SettlesAtDuration() {
        for ratio in [0.1, 0.5, 0.8, 0.99, 0.999_999, 1, 1.000_001, 1.5, 4] {
            for duration in [0.2, 0.5, 1.3] {
                let spring = Spring(dampingRatio: ratio, duration: duration)
                XCTAssertEqual(spring.settlingTime(), duration, accuracy: 1e-9 * duration, "ζ \(ratio), \(duration) s")
                let motion = SpringMotion(spring: spring, from: 0, to: 1)
                for t in AnimationReference.samples(from: duration, to: 4 * duration, count: 600) {
                    XCTAssertLessThanOrEqual(abs(motion.value(at: t) - 1), 0.001 + 1e-12, "ζ \(ratio) at \(t) s")
                }
                if ratio >= 1 {
                    // Without overshoot the settle time is exact, not a bound: just before it
                    // the motion is still more than 0.001 away.
                    XCTAssertGreaterThan(abs(motion.value(at: duration * (1 - 1e-6)) - 1), 0.001)
                }
            }
        }
    }

    func testSettlingTime_IsContinuousAcrossCriticalDamping() {
        // The underdamped envelope bound alone grows without limit as ζ → 1 (its amplitude
        // is 1/√(1 − ζ²)); the linear bound keeps the mapping continuous.
        let critical = Spring(mass: 1, stiffness: 1, damping: 2).settlingTime()
        for ratio in [0.999, 0.999_999, 1.000_001, 1.001] {
            let nearby = Spring(mass: 1, stiffness: 1, damping: 2 * ratio).settlingTime()
            XCTAssertEqual(nearby, critical, accuracy: 0.01 * critical, "ζ \(ratio)")
        }
    }

    func testSettlingTime_CADefaults_HandValue() {
        // ζ 0.5, ω0 10 from rest: ln(1000 · 1/√0.75) / (ζω0) = 7.051596 / 5 = 1.410319 s
        // (the envelope bound; the linear bound e^(−5t)(1 + 5t) reaches 0.001 only at
        // 9.2334 / 5 = 1.847 s).
        XCTAssertEqual(Spring().settlingTime(), 1.410319, accuracy: 1e-6)
    }

    func testSettlingTime_Critical_HandValue() {
        // m 1, k 100, c 20: ζ 1, ω0 10; from rest e^(−10t)(1 + 10t) = 0.001 at t = 0.9233413 s.
        XCTAssertEqual(Spring(mass: 1, stiffness: 100, damping: 20).settlingTime(), 0.9233413, accuracy: 1e-7)
    }

    func testSettlingTime_InitialVelocityTowardsTarget_Overshoots() {
        // ζ 1, ω0 10, velocity 30 distances/s: x = e^(−10t)(−1 + 20t) crosses 0 at 0.05 s and
        // peaks at t = 0.15 s with e^(−1.5)·2 = 0.446, far past the band; it settles later
        // than from rest.
        let spring = Spring(mass: 1, stiffness: 100, damping: 20)
        let settle = spring.settlingTime(initialVelocity: 30)
        XCTAssertGreaterThan(settle, spring.settlingTime())
        // Target 0, so the value is the displacement itself, with no rounding from adding 1.
        let motion = SpringMotion(spring: spring, from: -1, to: 0, initialVelocity: 30)
        XCTAssertEqual(abs(motion.value(at: settle)), 0.001, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(abs(motion.value(at: settle)), 0.001) // settled at the answer…
        XCTAssertGreaterThan(abs(motion.value(at: settle - 1e-9)), 0.001) // …and not before
    }

    func testSettlingTime_Undamped_NeverSettles() {
        XCTAssertEqual(Spring(damping: 0).settlingTime(), .infinity)
        XCTAssertEqual(SpringMotion(spring: Spring(damping: 0), from: 0, to: 1).settlingTime, .infinity)
        XCTAssertEqual(SpringMotion(spring: Spring(damping: 0), from: 1, to: 1).settlingTime, 0)
    }

    func testSettlingTime_WiderEpsilon_SettlesSooner() {
        let spring = Spring()
        XCTAssertLessThan(spring.settlingTime(epsilon: 0.01), spring.settlingTime(epsilon: 0.001))
    }
}
