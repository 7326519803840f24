import TabBarCore
import XCTest

final class TimingCurveTests: XCTestCase {
    private let named: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .systemDefault, .emphasized]
    private typealias Point = AnimationReference.Point

    func testValue_EndpointsAreExactAndClamped() {
        for curve in named + [.cubic(CubicBezier(0.34, 1.56, 0.64, 1))] {
            XCTAssertEqual(curve.value(at: 0), 0, "\(curve)")
            XCTAssertEqual(curve.value(at: 1), 1, "\(curve)")
            XCTAssertEqual(curve.value(at: -2), 0, "\(curve)")
            XCTAssertEqual(curve.value(at: 7), 1, "\(curve)")
        }
    }

    func testLinear_IsIdentity() {
        for progress in AnimationReference.samples(from: 0, to: 1, count: 97) {
            XCTAssertEqual(TimingCurve.linear.value(at: progress), progress)
            XCTAssertEqual(TimingCurve.linear.slope(at: progress), 1)
        }
    }

    func testEaseInEaseOut_IsPointSymmetric() {
        // (0.42, 0) and (0.58, 1) mirror each other through (0.5, 0.5), so the curve does
        // too: value(0.5) = 0.5 and value(p) + value(1 − p) = 1.
        let curve = TimingCurve.easeInEaseOut
        XCTAssertEqual(curve.value(at: 0.5), 0.5, accuracy: 1e-12)
        for progress in AnimationReference.samples(from: 0, to: 0.5, count: 50) {
            XCTAssertEqual(curve.value(at: progress) + curve.value(at: 1 - progress), 1, accuracy: 1e-10)
        }
        XCTAssertLessThan(curve.value(at: 0.25), 0.25) // slow start: below the diagonal
    }

    func testEaseIn_AtHalf_MatchesIndependentBisection() {
        // Hand value 0.3153568 (see CubicBezierTests); the reference solves it from scratch.
        let expected = AnimationReference.timing(0.42, 0, 1, 1, at: 0.5)
        XCTAssertEqual(expected, 0.3153568, accuracy: 1e-7)
        XCTAssertEqual(TimingCurve.easeIn.value(at: 0.5), expected, accuracy: 1e-9)
    }

    func testNamedCurves_UseCoreAnimationControlPoints() {
        // CAMediaTimingFunctionName: easeIn (0.42, 0, 1, 1), easeOut (0, 0, 0.58, 1),
        // easeInEaseOut (0.42, 0, 0.58, 1), default (0.25, 0.1, 0.25, 1).
        let expected: [(TimingCurve, (Double, Double, Double, Double))] = [
            (.easeIn, (0.42, 0, 1, 1)), (.easeOut, (0, 0, 0.58, 1)),
            (.easeInEaseOut, (0.42, 0, 0.58, 1)), (.systemDefault, (0.25, 0.1, 0.25, 1)),
        ]
        for (curve, (x1, y1, x2, y2)) in expected {
            for progress in AnimationReference.samples(from: 0.01, to: 0.99, count: 98) {
                let reference = AnimationReference.timing(x1, y1, x2, y2, at: progress)
                XCTAssertEqual(curve.value(at: progress), reference, accuracy: 1e-9, "\(curve) at \(progress)")
            }
        }
    }

    func testNamedCurves_AreMonotonic() {
        for curve in named {
            var previous = curve.value(at: 0)
            for progress in AnimationReference.samples(from: 0, to: 1, count: 1000).dropFirst() {
                let current = curve.value(at: progress)
                XCTAssertGreaterThanOrEqual(current, previous, "\(curve) falls at \(progress)")
                previous = current
            }
        }
    }

    func testEmphasized_PassesThroughMidpointContinuously() {
        // Flutter's ThreePointCubic: the midpoint (0.166666, 0.4) starts the second half.
        let curve = TimingCurve.emphasized
        XCTAssertEqual(curve.value(at: 0.166666), 0.4, accuracy: 1e-12)
        // The slope there is about 10, so ±1e-9 in time moves the value by about 1e-8.
        XCTAssertEqual(curve.value(at: 0.166666 - 1e-9), 0.4, accuracy: 1e-7)
        XCTAssertEqual(curve.value(at: 0.166666 + 1e-9), 0.4, accuracy: 1e-7)
    }

    func testEmphasized_MatchesBothHalvesInAbsoluteCoordinates() {
        // Each half is an ordinary Bézier through Flutter's absolute points; solving it
        // without Flutter's unit-box normalisation checks that normalisation (Béziers are
        // affine invariant).
        let midpoint = Point(x: 0.166666, y: 0.4)
        for progress in AnimationReference.samples(from: 0.001, to: 0.999, count: 499) {
            let expected =
                progress < midpoint.x
                ? AnimationReference.bezierY(
                    Point(x: 0, y: 0), Point(x: 0.05, y: 0), Point(x: 0.133333, y: 0.06), midpoint, atX: progress)
                : AnimationReference.bezierY(
                    midpoint, Point(x: 0.208333, y: 0.82), Point(x: 0.25, y: 1), Point(x: 1, y: 1), atX: progress)
            XCTAssertEqual(TimingCurve.emphasized.value(at: progress), expected, accuracy: 1e-7, "at \(progress)")
        }
    }

    func testEmphasized_SlopeNearlyContinuousAtMidpoint() {
        // Into the midpoint along b1 → mid: (0.4 − 0.06) / (0.166666 − 0.133333) = 10.2001;
        // out along mid → a2: (0.82 − 0.4) / (0.208333 − 0.166666) = 10.0799. Flutter's
        // points are only nearly collinear, so the slope jumps by about 1 %.
        XCTAssertEqual(TimingCurve.emphasized.slope(at: 0.166666 - 1e-12), 10.2001, accuracy: 1e-3)
        XCTAssertEqual(TimingCurve.emphasized.slope(at: 0.166666), 10.0799, accuracy: 1e-3)
    }

    func testSlope_MatchesCentralDifference() {
        for curve in named + [.cubic(CubicBezier(0.2, 0, 0, 1))] {
            for progress in AnimationReference.samples(from: 0.02, to: 0.98, count: 48) {
                // Skip the emphasized midpoint, where the slope has its 1 % jump.
                if curve == .emphasized && abs(progress - 0.166666) < 1e-3 { continue }
                let numeric = AnimationReference.derivative(curve.value(at:), at: progress, step: 1e-6)
                XCTAssertEqual(curve.slope(at: progress), numeric, accuracy: 1e-4 * max(1, abs(numeric)))
            }
        }
    }

    func testSlope_ClampsProgress() {
        XCTAssertEqual(TimingCurve.easeOut.slope(at: -1), TimingCurve.easeOut.slope(at: 0))
        XCTAssertEqual(TimingCurve.easeIn.slope(at: 2), 1 / 0.58, accuracy: 1e-9)
    }

    func testNames_RoundTripAndListNamedCurves() {
        XCTAssertEqual(named.map(\.name), TimingCurve.namedCurves)
        XCTAssertEqual(
            TimingCurve.namedCurves, ["linear", "ease-in", "ease-out", "ease-in-out", "default", "emphasized"])
        for curve in named + [.cubic(CubicBezier(0.2, 0, 0, 1)), .cubic(CubicBezier(0.34, 1.56, 0.64, -0.25))] {
            XCTAssertEqual(TimingCurve(name: curve.name), curve, curve.name)
        }
        XCTAssertEqual(TimingCurve(name: "cubic-bezier(0.2, 0, 0, 1)"), .cubic(CubicBezier(0.2, 0, 0, 1)))
    }

    func testNames_RejectUnknownOrInvalid() {
        for name in [
            "", "ease", "Linear", "ease_in", "cubic-bezier(1.5, 0, 0, 1)", "cubic-bezier(0, 0, 1)",
            "cubic-bezier(nan, 0, 1, 1)", "cubic-bezier(0, inf, 1, 1)", "cubic-bezier(0, 0, 1, 1",
        ] {
            XCTAssertNil(TimingCurve(name: name), name)
        }
    }
}
