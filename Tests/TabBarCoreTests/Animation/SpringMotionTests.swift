import Foundation
import TabBarCore
import XCTest

final class SpringMotionTests: XCTestCase {
    private let underdamped = Spring() // ζ 0.5, ω0 10
    private let critical = Spring(mass: 1, stiffness: 100, damping: 20) // ζ 1, ω0 10
    private let overdamped = Spring(mass: 1, stiffness: 100, damping: 50) // ζ 2.5, ω0 10

    func testCritical_HandValue() {
        // 0 → 1 from rest: x = e^(−10t)(x0 + (v0 + 10·x0)t) with x0 = −1, v0 = 0, so at
        // t = 0.1 s x = e^(−1)(−1 − 1) = −0.7357589 and the value is 1 − 2/e = 0.2642411.
        let motion = SpringMotion(spring: critical, from: 0, to: 1)
        XCTAssertEqual(motion.value(at: 0.1), 0.264_241_117_657, accuracy: 1e-12)
    }

    func testUnderdamped_HandValue() {
        // 0 → 1 from rest, ζ 0.5, ω0 10: λ = 5, ωd = 10√0.75 = 8.660254. At t = 0.2 s:
        // e^(−1) = 0.3678794, cos 1.732051 = −0.1605565, sin 1.732051 = 0.9870266, so
        // x = 0.3678794 · (−(−0.1605565) − (5 / 8.660254) · 0.9870266) = −0.1505744
        // and the value is 0.8494256.
        XCTAssertEqual(SpringMotion(spring: underdamped, from: 0, to: 1).value(at: 0.2), 0.849_425_6, accuracy: 1e-7)
    }

    func testUnderdamped_MatchesAmplitudePhaseFormula() {
        // x = R·e^(−λt)·cos(ωd·t − φ), R = √(A² + B²), φ = atan2(B, A), A = x0,
        // B = (v0 + λ·x0) / ωd: the same solution written in another form.
        let (from, to, v0) = (20.0, -30.0, 140.0)
        let motion = SpringMotion(spring: underdamped, from: from, to: to, initialVelocity: v0)
        let (decay, frequency) = (5.0, 10 * 0.75.squareRoot())
        let a = from - to
        let b = (v0 + decay * a) / frequency
        for t in AnimationReference.samples(from: 0, to: 2, count: 80).dropFirst() {
            let x = hypot(a, b) * exp(-decay * t) * cos(frequency * t - atan2(b, a))
            XCTAssertEqual(motion.value(at: t), to + x, accuracy: 1e-11, "t \(t)")
        }
    }

    func testOverdamped_MatchesHyperbolicFormula() {
        // x = e^(−ζω0·t)·(x0 cosh μt + (v0 + ζω0·x0) / μ · sinh μt), μ = ω0√(ζ² − 1)
        // = 10√5.25 = 22.9129: the code uses the two-exponential form instead.
        let (from, to, v0) = (0.0, 1.0, -3.0)
        let motion = SpringMotion(spring: overdamped, from: from, to: to, initialVelocity: v0)
        let (zetaOmega, mu) = (25.0, 10 * 5.25.squareRoot())
        let x0 = from - to
        for t in AnimationReference.samples(from: 0, to: 1.5, count: 60).dropFirst() {
            let x = exp(-zetaOmega * t) * (x0 * cosh(mu * t) + (v0 + zetaOmega * x0) / mu * sinh(mu * t))
            XCTAssertEqual(motion.value(at: t), to + x, accuracy: 1e-12, "t \(t)")
        }
        // Hand value from rest, t = 0.3 s: r = −2.087122, −47.91288; C2 = 0.0455447,
        // C1 = −1.0455447; x = −1.0455447·e^(−0.626136) + 0.0455447·e^(−14.37386) = −0.5590041.
        XCTAssertEqual(SpringMotion(spring: overdamped, from: 0, to: 1).value(at: 0.3), 0.440_995_9, accuracy: 1e-7)
    }

    func testVelocity_IsCentralDifferenceOfValue() {
        for spring in [underdamped, critical, overdamped, Spring(dampingRatio: 1, duration: 0.5)] {
            let motion = SpringMotion(spring: spring, from: -4, to: 12, initialVelocity: 35)
            for t in AnimationReference.samples(from: 0.01, to: 1.2, count: 119) {
                let numeric = AnimationReference.derivative(motion.value(at:), at: t, step: 1e-6)
                XCTAssertEqual(
                    motion.velocity(at: t), numeric, accuracy: 1e-5 * max(1, abs(numeric)), "\(spring) t \(t)")
            }
        }
    }

    func testEnergy_Decays() {
        // E = ½k·x² + ½m·v² loses c·v² per second, so it never rises; check it falls overall.
        for spring in [underdamped, critical, overdamped] {
            let motion = SpringMotion(spring: spring, from: 0, to: 10, initialVelocity: -20)
            func energy(_ t: Double) -> Double {
                let x = motion.value(at: t) - 10
                let v = motion.velocity(at: t)
                return 0.5 * spring.stiffness * x * x + 0.5 * spring.mass * v * v
            }
            var previous = energy(0)
            let start = previous
            for t in AnimationReference.samples(from: 0, to: 2, count: 400).dropFirst() {
                let current = energy(t)
                XCTAssertLessThanOrEqual(current, previous * (1 + 1e-12), "\(spring) t \(t)")
                previous = current
            }
            XCTAssertLessThan(previous, start * 1e-3, "\(spring)")
        }
    }

    func testUIKit_SettledWithinOnePerMilleAtDurationAndStays() {
        // Seed defaults: ζ 0.5, relative velocity 2.0 (200 px/s over 100 px), 0.5 s.
        let motion = SpringMotion.uiKit(from: 0, to: 100, duration: 0.5)
        XCTAssertEqual(motion.initialVelocity, 200)
        XCTAssertEqual(motion.spring, Spring(dampingRatio: 0.5, duration: 0.5))
        for t in AnimationReference.samples(from: 0.5, to: 5, count: 4500) {
            XCTAssertLessThanOrEqual(abs(motion.value(at: t) - 100), 0.1, "t \(t)")
        }
        XCTAssertTrue(motion.isSettled(at: 0.5))
        XCTAssertLessThanOrEqual(motion.settlingTime, 0.5)
        // It does move: halfway through the first overshoot it is far from both ends.
        XCTAssertGreaterThan(abs(motion.value(at: 0.05) - 100), 1)
    }

    func testUIKit_RelativeVelocityIsNormalisedByDistance() {
        // Apple's example: 200 pt of distance at 100 pt/s is a relative velocity of 0.5.
        let motion = SpringMotion.uiKit(from: 10, to: 210, duration: 0.3, relativeVelocity: 0.5)
        XCTAssertEqual(motion.initialVelocity, 100)
        XCTAssertEqual(motion.velocity(at: 0), 100)
        XCTAssertEqual(
            SpringMotion.uiKit(from: 210, to: 10, duration: 0.3, relativeVelocity: 0.5).initialVelocity, -100)
    }

    func testRetarget_KeepsValueAndVelocityContinuous() {
        for spring in [underdamped, critical, overdamped] {
            let old = SpringMotion(spring: spring, from: 0, to: 100, initialVelocity: 50)
            let t = 0.137
            let new = old.retargeted(at: t, to: -40)
            XCTAssertEqual(new.value(at: 0), old.value(at: t))
            XCTAssertEqual(new.velocity(at: 0), old.velocity(at: t))
            XCTAssertEqual(new.to, -40)
            XCTAssertEqual(new.spring, spring)
            // The new trajectory itself leaves with the old velocity, not just its fields.
            let h = 1e-7
            XCTAssertEqual(
                (new.value(at: h) - new.value(at: 0)) / h, old.velocity(at: t),
                accuracy: 1e-3 * max(1, abs(old.velocity(at: t))))
            XCTAssertNotEqual(new.value(at: 0.2), old.value(at: t + 0.2)) // it really changed course
        }
    }

    func testZeroDistanceAndVelocity_IsSettledAndNeverNaN() {
        let times: [Double] = [-.infinity, -1, 0, 1e-9, 0.3, 1e6, 1e300, .infinity]
        for spring in [underdamped, critical, overdamped, Spring(damping: 0)] {
            let motion = SpringMotion(spring: spring, from: 5, to: 5)
            XCTAssertEqual(motion.settlingTime, 0)
            XCTAssertTrue(motion.isSettled(at: 0))
            for t in times {
                XCTAssertEqual(motion.value(at: t), 5, "\(spring) t \(t)")
                XCTAssertEqual(motion.velocity(at: t), 0, "\(spring) t \(t)")
            }
        }
        let uiKit = SpringMotion.uiKit(from: 3, to: 3, duration: 0.5)
        XCTAssertEqual(uiKit.settlingTime, 0)
        XCTAssertTrue(times.allSatisfy { uiKit.value(at: $0) == 3 && uiKit.velocity(at: $0) == 0 })
    }

    func testZeroDistanceWithVelocity_MovesThenSettles() {
        // Scale = |v0| / ω0 = 30 / 10 = 3, so the band is ±0.003 around the target.
        for spring in [underdamped, critical, overdamped] {
            let motion = SpringMotion(spring: spring, from: 5, to: 5, initialVelocity: 30)
            XCTAssertTrue(motion.settlingTime.isFinite && motion.settlingTime > 0, "\(spring)")
            XCTAssertGreaterThan(abs(motion.value(at: 0.05) - 5), 0.1, "\(spring)")
            for t in AnimationReference.samples(from: motion.settlingTime, to: motion.settlingTime + 3, count: 300) {
                XCTAssertLessThanOrEqual(abs(motion.value(at: t) - 5), 0.003 + 1e-12, "\(spring) t \(t)")
            }
        }
    }

    func testHugeTimesAndValues_StayFinite() {
        for spring in [underdamped, critical, overdamped, Spring(damping: 0)] {
            let motion = SpringMotion(spring: spring, from: -1e12, to: 1e12, initialVelocity: 1e15)
            for t in [1e-12, 1, 1e3, 1e9, 1e300] {
                XCTAssertTrue(motion.value(at: t).isFinite, "\(spring) t \(t)")
                XCTAssertTrue(motion.velocity(at: t).isFinite, "\(spring) t \(t)")
            }
            XCTAssertFalse(motion.settlingTime.isNaN)
            // +∞ is the limit (cos ∞ is NaN, so this needs its own branch).
            XCTAssertEqual(motion.value(at: .infinity), 1e12, "\(spring)")
            XCTAssertEqual(motion.velocity(at: .infinity), 0, "\(spring)")
        }
        XCTAssertEqual(SpringMotion(spring: critical, from: 0, to: 7).value(at: 1e300), 7)
    }

    func testStartAndIsSettled_Boundaries() {
        let motion = SpringMotion(spring: critical, from: 2, to: 9, initialVelocity: -4)
        XCTAssertEqual(motion.value(at: 0), 2)
        XCTAssertEqual(motion.value(at: -3), 2)
        XCTAssertEqual(motion.velocity(at: 0), -4)
        XCTAssertFalse(motion.isSettled(at: motion.settlingTime * (1 - 1e-9)))
        XCTAssertTrue(motion.isSettled(at: motion.settlingTime))
        XCTAssertEqual(motion.value(at: .infinity), 9)
    }
}
