import TabBarCore
import XCTest

final class KeyframeTrackTests: XCTestCase {
    /// Ramotion RAMBounceAnimation's `transform.scale` keys, cubic, 0.5 s (seed libraries).
    private let bounceValues = [1.0, 1.4, 0.9, 1.15, 0.95, 1.02, 1.0]
    private var bounce: KeyframeTrack { KeyframeTrack(values: bounceValues, interpolation: .cubic) }

    /// Catmull-Rom tangents in segment units, ½(v[k+1] − v[k−1]), end key duplicated:
    /// m = [0.2, −0.05, −0.125, 0.025, −0.065, 0.025, −0.01].
    private let bounceTangents = [0.2, -0.05, -0.125, 0.025, -0.065, 0.025, -0.01]

    func testBounceCubic_HitsEveryKeyExactly() {
        for (k, key) in bounceValues.enumerated() {
            XCTAssertEqual(bounce.value(at: Double(k) / 6), key, "key \(k)")
        }
    }

    func testBounceCubic_AtQuarterSecondOfHalfSecond_IsKeyThree() {
        // 0.25 s of 0.5 s is progress 0.5 = 3/6, the fourth key.
        XCTAssertEqual(bounce.value(at: 0.25 / 0.5), 1.15)
    }

    func testBounceCubic_SegmentMidpoints_HandValues() {
        // Hermite at u = ½: (v0 + v1)/2 + (m0 − m1)/8 in segment units.
        // Segment 0: (1.0 + 1.4)/2 + (0.2 − (−0.05))/8 = 1.2 + 0.03125 = 1.23125.
        XCTAssertEqual(bounce.value(at: 0.5 / 6), 1.23125, accuracy: 1e-12)
        // Segment 2: (0.9 + 1.15)/2 + (−0.125 − 0.025)/8 = 1.025 − 0.01875 = 1.00625.
        XCTAssertEqual(bounce.value(at: 2.5 / 6), 1.00625, accuracy: 1e-12)
    }

    func testBounceCubic_StaysNearNeighboursBetweenKeys() {
        // A Hermite segment minus its chord is h10(u)(m0 − d) + h11(u)(m1 − d), and
        // |h10|, |h11| ≤ 4/27, so it leaves [min, max] of its keys by at most
        // 4/27 · (|m0 − d| + |m1 − d|), d = v1 − v0.
        for k in 0..<6 {
            let (v0, v1) = (bounceValues[k], bounceValues[k + 1])
            let d = v1 - v0
            let overshoot = 4.0 / 27 * (abs(bounceTangents[k] - d) + abs(bounceTangents[k + 1] - d))
            for progress in AnimationReference.samples(from: Double(k) / 6, to: Double(k + 1) / 6, count: 60) {
                let value = bounce.value(at: progress)
                XCTAssertGreaterThanOrEqual(value, min(v0, v1) - overshoot - 1e-12, "segment \(k) at \(progress)")
                XCTAssertLessThanOrEqual(value, max(v0, v1) + overshoot + 1e-12, "segment \(k) at \(progress)")
            }
        }
    }

    func testBounceCubic_EndTangentsAreHalfTheOneSidedDifference() {
        // Per unit progress (interval 1/6): (1.4 − 1.0) / (2/6) = 1.2; (1.0 − 1.02) / (2/6) = −0.06.
        XCTAssertEqual(bounce.slope(at: 0), 1.2, accuracy: 1e-12)
        XCTAssertEqual(bounce.slope(at: 1), -0.06, accuracy: 1e-12)
        // Interior key 1: ½(0.9 − 1.0) per segment = −0.05 · 6 = −0.3 per unit progress.
        XCTAssertEqual(bounce.slope(at: 1.0 / 6), -0.3, accuracy: 1e-12)
    }

    func testCubic_IsC1AtKeysAndSlopeMatchesCentralDifference() {
        let uneven = KeyframeTrack(values: [0, 8, 3, 5], keyTimes: [0, 0.1, 0.7, 1], interpolation: .cubic)
        for track in [bounce, uneven] {
            for progress in AnimationReference.samples(from: 0.003, to: 0.997, count: 97) {
                let numeric = AnimationReference.derivative(track.value(at:), at: progress, step: 1e-7)
                XCTAssertEqual(track.slope(at: progress), numeric, accuracy: 1e-5 * max(1, abs(numeric)))
            }
        }
        for key in [0.1, 0.7] {
            // The slope just before a key equals the slope of the segment starting there.
            XCTAssertEqual(uneven.slope(at: key.nextDown), uneven.slope(at: key), accuracy: 1e-9)
        }
        XCTAssertEqual(uneven.value(at: 0.1), 8)
        XCTAssertEqual(uneven.value(at: 0.7), 3)
    }

    func testLinear_MidpointsAndSlope() {
        XCTAssertEqual(KeyframeTrack(values: [0, 10], interpolation: .linear).value(at: 0.5), 5)
        let track = KeyframeTrack(values: [2, 4, 0], interpolation: .linear)
        XCTAssertEqual(track.value(at: 0.25), 3, accuracy: 1e-12)
        XCTAssertEqual(track.value(at: 0.75), 2, accuracy: 1e-12)
        XCTAssertEqual(track.slope(at: 0.25), 4, accuracy: 1e-12) // (4 − 2) / 0.5
        XCTAssertEqual(track.slope(at: 0.75), -8, accuracy: 1e-12) // (0 − 4) / 0.5
        XCTAssertEqual(track.slope(at: 1), -8, accuracy: 1e-12) // segment ending at 1
    }

    func testLinear_KeyTimes() {
        let track = KeyframeTrack(values: [0, 10, 20], keyTimes: [0, 0.8, 1], interpolation: .linear)
        XCTAssertEqual(track.value(at: 0.4), 5, accuracy: 1e-12) // halfway through 0...0.8
        XCTAssertEqual(track.value(at: 0.9), 15, accuracy: 1e-12) // halfway through 0.8...1
    }

    func testLinear_RepeatedKeyTime_Jumps() {
        let track = KeyframeTrack(values: [0, 1, 5, 6], keyTimes: [0, 0.5, 0.5, 1], interpolation: .linear)
        XCTAssertEqual(track.value(at: 0.25), 0.5, accuracy: 1e-12)
        XCTAssertEqual(track.value(at: 0.5), 5)
        XCTAssertEqual(track.value(at: 0.75), 5.5, accuracy: 1e-12)
        let cubic = KeyframeTrack(values: [0, 1, 5, 6], keyTimes: [0, 0.5, 0.5, 1], interpolation: .cubic)
        for progress in AnimationReference.samples(from: 0, to: 1, count: 40) {
            XCTAssertTrue(cubic.value(at: progress).isFinite && cubic.slope(at: progress).isFinite)
        }
    }

    func testDiscrete_FourValues() {
        // Four equal intervals: value i holds on [i/4, (i+1)/4), and progress 1 gives the last.
        let track = KeyframeTrack(values: [10, 20, 30, 40], interpolation: .discrete)
        XCTAssertEqual(track.value(at: 0.0), 10)
        XCTAssertEqual(track.value(at: 0.24), 10)
        XCTAssertEqual(track.value(at: 0.25), 20)
        XCTAssertEqual(track.value(at: 0.26), 20)
        XCTAssertEqual(track.value(at: 0.5), 30)
        XCTAssertEqual(track.value(at: 0.99), 40)
        XCTAssertEqual(track.value(at: 1.0), 40)
        XCTAssertEqual(track.slope(at: 0.3), 0)
    }

    func testDiscrete_KeyTimesInBothForms() {
        // CA's form has one more key time than values; the short form starts each value.
        let caForm = KeyframeTrack(values: [1, 2], keyTimes: [0, 0.9, 1], interpolation: .discrete)
        let startForm = KeyframeTrack(values: [1, 2], keyTimes: [0, 0.9], interpolation: .discrete)
        for track in [caForm, startForm] {
            XCTAssertEqual(track.value(at: 0.89), 1)
            XCTAssertEqual(track.value(at: 0.9), 2)
            XCTAssertEqual(track.value(at: 1), 2)
        }
    }

    func testProgress_IsClampedForEveryInterpolation() {
        for mode in KeyframeInterpolation.allCases {
            let track = KeyframeTrack(values: [3, 7, 5], interpolation: mode)
            XCTAssertEqual(track.value(at: -1), 3, "\(mode)")
            XCTAssertEqual(track.value(at: 0), 3, "\(mode)")
            XCTAssertEqual(track.value(at: 1), 5, "\(mode)")
            XCTAssertEqual(track.value(at: 2), 5, "\(mode)")
            XCTAssertEqual(track.slope(at: 2), track.slope(at: 1), "\(mode)")
        }
    }

    func testSingleValue_IsConstant() {
        for mode in KeyframeInterpolation.allCases {
            let track = KeyframeTrack(values: [4], interpolation: mode)
            for progress in [-1, 0, 0.3, 1, 2.0] {
                XCTAssertEqual(track.value(at: progress), 4)
                XCTAssertEqual(track.slope(at: progress), 0)
            }
        }
    }

    func testInterpolation_RawValuesAndHashable() {
        XCTAssertEqual(KeyframeInterpolation.allCases.map(\.rawValue), ["linear", "cubic", "discrete"])
        XCTAssertEqual(bounce, KeyframeTrack(values: bounceValues, keyTimes: nil, interpolation: .cubic))
        XCTAssertNotEqual(bounce, KeyframeTrack(values: bounceValues, interpolation: .linear))
    }
}
