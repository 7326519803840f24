import TabBarCore
import XCTest

final class CubicBezierTests: XCTestCase {
    /// CA's easeIn, easeOut, easeInEaseOut, default, an overshooting "back" curve, and two
    /// curves with flat spots in x(t) that defeat Newton's method.
    private let curves: [(Double, Double, Double, Double)] = [
        (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1), (0.25, 0.1, 0.25, 1),
        (0.34, 1.56, 0.64, 1), (1, 0, 0, 1), (0, 0, 0, 1),
    ]

    func testValue_EndpointsAreExactAndClamped() {
        for (x1, y1, x2, y2) in curves {
            let bezier = CubicBezier(x1, y1, x2, y2)
            XCTAssertEqual(bezier.value(at: 0), 0)
            XCTAssertEqual(bezier.value(at: 1), 1)
            XCTAssertEqual(bezier.value(at: -0.5), 0)
            XCTAssertEqual(bezier.value(at: 1.5), 1)
            XCTAssertEqual(bezier.value(at: -.infinity), 0)
            XCTAssertEqual(bezier.value(at: .infinity), 1)
        }
    }

    func testValue_MatchesIndependentBisection() {
        // The brief's accuracy: error below 1e-7 against a 200-step Bernstein bisection…
        for (x1, y1, x2, y2) in curves where x1 != 1 {
            let bezier = CubicBezier(x1, y1, x2, y2)
            for x in AnimationReference.samples(from: 0.0005, to: 0.9995, count: 400) {
                let expected = AnimationReference.timing(x1, y1, x2, y2, at: x)
                XCTAssertEqual(
                    bezier.value(at: x), expected, accuracy: 1e-7, "(\(x1), \(y1), \(x2), \(y2)) at \(x)")
            }
        }
        // …except at the vertical tangent of (1, 0, 0, 1): there x − 0.5 = (2t − 1)³ / 2, so
        // Double rounding of x (1e-16) leaves |2t − 1| ≈ (2e-16)^(1/3) ≈ 6e-6 and y, with
        // dy/dt = 1.5, uncertain by ~5e-6 in any solver, the reference included.
        let vertical = CubicBezier(1, 0, 0, 1)
        for x in AnimationReference.samples(from: 0.0005, to: 0.9995, count: 400) {
            XCTAssertEqual(vertical.value(at: x), AnimationReference.timing(1, 0, 0, 1, at: x), accuracy: 2e-5)
        }
    }

    func testValue_EaseInAtHalf_HandValue() {
        // easeIn (0.42, 0, 1, 1): x(t) = 3·0.42(1−t)²t + 3(1−t)t² + t³ = 0.5 at t ≈ 0.3742534,
        // y(t) = 3(1−t)t² + t³ = 0.2629368 + 0.0524200 = 0.3153568.
        XCTAssertEqual(CubicBezier(0.42, 0, 1, 1).value(at: 0.5), 0.3153568, accuracy: 1e-7)
    }

    func testValue_LinearControlPoints_AreIdentity() {
        // With (0, 0, 1, 1), x(t) and y(t) are the same polynomial, so y = x.
        let bezier = CubicBezier(0, 0, 1, 1)
        for x in AnimationReference.samples(from: 0, to: 1, count: 100) {
            XCTAssertEqual(bezier.value(at: x), x, accuracy: 1e-11)
        }
    }

    func testValue_Overshoot_LeavesUnitRange() {
        // y1 = 1.56 pulls the curve above 1 before it settles back to (1, 1).
        let bezier = CubicBezier(0.34, 1.56, 0.64, 1)
        let peak = AnimationReference.samples(from: 0, to: 1, count: 200).map(bezier.value(at:)).max() ?? 0
        XCTAssertGreaterThan(peak, 1.05)
    }

    func testSlope_MatchesCentralDifference() {
        for (x1, y1, x2, y2) in curves where x1 != 1 && x2 != 0 {
            let bezier = CubicBezier(x1, y1, x2, y2)
            for x in AnimationReference.samples(from: 0.02, to: 0.98, count: 48) {
                let numeric = AnimationReference.derivative(bezier.value(at:), at: x, step: 1e-5)
                XCTAssertEqual(bezier.slope(at: x), numeric, accuracy: 1e-4 * max(1, abs(numeric)))
            }
        }
    }

    func testSlope_Endpoints_FollowControlPoints() {
        // At (0, 0) the curve leaves towards P1, or towards P2 when P1 = P0; at (1, 1) it
        // arrives from P2, or from P1 when P2 = P3 (L'Hôpital on dy/dt ÷ dx/dt).
        let easeIn = CubicBezier(0.42, 0, 1, 1)
        XCTAssertEqual(easeIn.slope(at: 0), 0, accuracy: 1e-12) // towards (0.42, 0): 0 / 0.42
        XCTAssertEqual(easeIn.slope(at: 1), 1 / 0.58, accuracy: 1e-9) // from (0.42, 0): 1 / 0.58
        let easeOut = CubicBezier(0, 0, 0.58, 1)
        XCTAssertEqual(easeOut.slope(at: 0), 1 / 0.58, accuracy: 1e-9) // towards (0.58, 1)
        XCTAssertEqual(easeOut.slope(at: 1), 0, accuracy: 1e-12) // from (0.58, 1): 0 / 0.42
        let standard = CubicBezier(0.25, 0.1, 0.25, 1)
        XCTAssertEqual(standard.slope(at: 0), 0.4, accuracy: 1e-12) // 0.1 / 0.25
        XCTAssertEqual(standard.slope(at: 1), 0, accuracy: 1e-12) // (1 − 1) / (1 − 0.25)
        XCTAssertEqual(standard.slope(at: -3), standard.slope(at: 0))
    }

    func testSlope_VerticalTangent_IsFiniteAndSteep() {
        // (1, 0, 0, 1): dx/dt = 3(1 − 2t)² vanishes at t = 0.5 while dy/dt = 1.5 does not.
        let bezier = CubicBezier(1, 0, 0, 1)
        XCTAssertGreaterThan(bezier.slope(at: 0.5), 1e3)
        for x in AnimationReference.samples(from: 0, to: 1, count: 1000) {
            XCTAssertTrue(bezier.slope(at: x).isFinite, "slope at \(x)")
            XCTAssertTrue(CubicBezier(0, 0, 0, 1).slope(at: x).isFinite, "slope at \(x)")
        }
    }

    func testHashable_ComparesControlPoints() {
        XCTAssertEqual(CubicBezier(0.42, 0, 1, 1), CubicBezier(0.42, 0, 1, 1))
        XCTAssertEqual(CubicBezier(0.42, 0, 1, 1).hashValue, CubicBezier(0.42, 0, 1, 1).hashValue)
        XCTAssertNotEqual(CubicBezier(0.42, 0, 1, 1), CubicBezier(0.42, 0, 0.58, 1))
        XCTAssertEqual(Set([CubicBezier(0, 0, 1, 1), CubicBezier(0, 0, 1, 1)]).count, 1)
    }
}
