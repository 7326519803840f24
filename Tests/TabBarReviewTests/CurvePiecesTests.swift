import TabBarCore
import XCTest

@testable import TabBarReview

/// `CurvePieces` finds where a property follows one of the core's timing curves, and
/// `LottieKeyframes` writes such a run as one keyframe with the curve's own handles.
final class CurvePiecesTests: XCTestCase {
    /// `from` to `to` along `curve` over `frames` frames, at every frame (both ends included).
    static func run(_ curve: TimingCurve, from: Double, to: Double, frames: Int) -> [[Double]] {
        (0...frames).map { [from + (to - from) * curve.value(at: Double($0) / Double(frames))] }
    }

    func testOneCurve_IsOnePieceWithTheCurvesOwnHandles() throws {
        // A push's page: 390 → 0 on ease-in-out over 0.5 s, then at rest.
        let values = Self.run(.easeInEaseOut, from: 390, to: 0, frames: 30) + Array(repeating: [0], count: 5)
        let curve = try XCTUnwrap(TimingCurve.easeInEaseOut.bezier)
        XCTAssertEqual(CurvePieces.pieces(values), [.curve(from: 0, to: 30, curve), .hold(from: 30, to: 35)])
        XCTAssertEqual([curve.x1, curve.y1, curve.x2, curve.y2], [0.42, 0, 0.58, 1])
    }

    func testTwoPhases_AreTwoCurvesMeetingWhereOneHandsOver() throws {
        // The colourful mask's edge: ease-in over a quarter of the way, then ease-out.
        let first = Self.run(.easeIn, from: 10, to: 40, frames: 30)
        let second = Self.run(.easeOut, from: 40, to: 100, frames: 30)
        let values = first + second.dropFirst()
        XCTAssertEqual(
            CurvePieces.pieces(values),
            [
                .curve(from: 0, to: 30, try XCTUnwrap(TimingCurve.easeIn.bezier)),
                .curve(from: 30, to: 60, try XCTUnwrap(TimingCurve.easeOut.bezier)),
            ])
    }

    func testEveryComponent_FollowsTheSameCurve() throws {
        // A position whose x and y travel different distances on one curve is one piece;
        // one whose y lags is not.
        let together = (0...20).map { frame -> [Double] in
            let progress = TimingCurve.systemDefault.value(at: Double(frame) / 20)
            return [100 * progress, -40 + 60 * progress]
        }
        XCTAssertEqual(
            CurvePieces.pieces(together), [.curve(from: 0, to: 20, try XCTUnwrap(TimingCurve.systemDefault.bezier))])
        let apart = together.enumerated().map { [$1[0], -40 + 60 * TimingCurve.linear.value(at: Double($0) / 20)] }
        XCTAssertFalse(CurvePieces.pieces(apart).contains { if case .curve = $0 { true } else { false } })
    }

    func testSpringsAndCatmullRom_StayAKeyframeAFrame() {
        let spring = SpringMotion.uiKit(from: 0, to: 300, duration: 0.5)
        let springing = (0...40).map { [spring.value(at: Double($0) / 60)] }
        let bounce = BounceAnimation.scaleTrack
        let bouncing = (0...30).map { [bounce.value(at: Double($0) / 30)] }
        for values in [springing, bouncing] {
            let pieces = CurvePieces.pieces(values)
            XCTAssertEqual(pieces, (0..<values.count - 1).map { .step(from: $0) })
        }
    }

    func testACurveStartingBetweenFrames_IsNotTakenForOne() {
        // Ease-in-out over 0.5 s started a third of a frame late: no whole frames end it.
        let values = (0...32).map { frame in
            [200 * TimingCurve.easeInEaseOut.value(at: (Double(frame) - 1 / 3) / 30)]
        }
        XCTAssertFalse(CurvePieces.pieces(values).contains { if case .curve = $0 { true } else { false } })
    }

    /// A picture fading in on ease-in-out: one keyframe with the curve's handles from 0 to
    /// 100 %, and at the end, the same frame, the opacity rlottie needs to draw it opaque.
    func testKeyframes_RunTheTrueCurveAndThenShowTheWrittenRest() throws {
        let values = Self.run(.easeInEaseOut, from: 0, to: 100, frames: 12)
        let keyframes = LottieKeyframes(
            values: values, shown: { $0.map(LottieValue.pictureOpacity) }, json: LottieValue.numbers,
            frames: 0..<13
        ).keyframes
        XCTAssertEqual(
            keyframes.map(CompactJSON.text),
            [
                #"{"t":0,"s":[0],"o":{"x":[0.42],"y":[0]},"i":{"x":[0.58],"y":[1]}}"#,
                #"{"t":12,"s":[100],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}}"#,
                #"{"t":12,"s":[100.588235]}"#,
            ])
    }
}
