import Foundation
import XCTest

@testable import TabBarCore

/// Issue 9: a spring ends when it stays within 0.5 px of its target with negligible velocity;
/// its `end` trace comes then, and the comes-to-rest rule applies from there (so the snap to
/// the target at the end is invisible). Issue 40: when it visibly settles, so opacity within
/// 1/255 (one level of a channel) and scale through the pixels it moves.
///
/// Every spring-driven transition is measured in pixels on a phone-sized and a desktop-sized
/// window: the raw (unsnapped) spring's frame is compared with the target frame at and after
/// the transition's end time. Where the page being left is gone at the end and the
/// overshoot past the end shows nothing (a bubble dismiss, a pop), the transition ends as the
/// spring first arrives (issue 40: its return from beyond showed a faint disc after the
/// dismiss had visibly finished).
final class SpringEndTests: XCTestCase {
    static let pixelTolerance = 0.5
    static let unitTolerance = 1.0 / 255
    /// "Negligible velocity": less than the pixel tolerance per 60 Hz frame.
    static let frame = 1.0 / 60
    /// The end may come at most this long after the motion last left the tolerance: the
    /// host would otherwise keep drawing identical frames.
    static let lateness = 0.05

    struct Measure {
        var pixels: Double
        var units: Double
    }

    /// How far the frame at `p` is from the frame at 1: the largest distance any tracked
    /// point moves (page corners under each placement, the flying rectangle, the bubble's
    /// and other extra shapes' corners), and the largest opacity difference.
    static func distance(
        _ kind: TransitionKind, role: TransitionRole, area: Rect, parameters: TransitionParameters,
        progress p: Double
    ) -> Measure {
        let a = TransitionGeometry.frame(kind, role: role, area: area, progress: p, parameters: parameters)
        let b = TransitionGeometry.frame(kind, role: role, area: area, progress: 1, parameters: parameters)
        var pixels = 0.0, units = 0.0
        func corners(_ r: Rect) -> [Point] {
            [
                Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.minX, y: r.maxY),
                Point(x: r.maxX, y: r.maxY),
            ]
        }
        for (x, y) in [(a.outgoing, b.outgoing), (a.incoming, b.incoming)] {
            for c in corners(area) {
                let p = x.transform.apply(to: c), q = y.transform.apply(to: c)
                pixels = max(pixels, hypot(p.x - q.x, p.y - q.y))
            }
            units = max(units, abs(x.opacity - y.opacity))
            if let s = x.clip?.bounds, let t = y.clip?.bounds {
                for (p, q) in zip(corners(s), corners(t)) { pixels = max(pixels, hypot(p.x - q.x, p.y - q.y)) }
            }
        }
        if let r = a.movingRect, let s = b.movingRect {
            for (p, q) in zip(corners(r), corners(s)) { pixels = max(pixels, hypot(p.x - q.x, p.y - q.y)) }
        }
        for (x, y) in zip(a.between + a.above, b.between + b.above) {
            for (p, q) in zip(corners(x.bounds), corners(y.bounds)) {
                pixels = max(pixels, hypot(min(p.x, 1e5) - min(q.x, 1e5), min(p.y, 1e5) - min(q.y, 1e5)))
            }
        }
        return Measure(pixels: pixels, units: units)
    }

    func testSpringTransitions_EndWhenSettledWithinHalfAPixel() {
        let timing = TransitionTiming.seedSpring
        // The spring TransitionTiming follows, without its snap at the end.
        let spring = SpringMotion.uiKit(
            from: 0, to: 1, duration: timing.duration, dampingRatio: timing.dampingRatio,
            relativeVelocity: timing.initialVelocity)
        let cases: [(TransitionKind, TransitionRole)] = [
            (.push, .push), (.push, .pop), (.slide, .tab), (.crossDissolve, .tab), (.bubble, .present),
            (.bubble, .dismiss),
            (.modal, .present), (.modal, .dismiss), (.move, .push), (.move, .pop),
        ]
        for size in [Size(width: 390, height: 844), Size(width: 1280, height: 800)] {
            let area = Rect(origin: .zero, size: size)
            var parameters = TransitionParameters()
            parameters.sourceRect = Rect(x: 16, y: area.maxY - 200, width: 170, height: 140)
            parameters.targetRect = Rect(x: 16, y: 72, width: area.width - 32, height: 215)
            parameters.settleArea = area
            for (kind, role) in cases {
                let name = "\(kind.rawValue) \(role.rawValue) at \(Int(size.width))×\(Int(size.height))"
                // The time the navigator ends the transition, and so traces its `end`.
                let side = ActiveTransition.Side(
                    slot: 0, entry: PageEntry(spec: PageSpec(kind: .plain, title: "", accent: .white)),
                    canGoBack: false, name: NodeName.page(tab: 0, depth: 1))
                let end = ActiveTransition(
                    kind: kind, role: role, start: 0, timing: timing, outgoing: side, incoming: side,
                    parameters: parameters
                ).end
                func offAt(progress: Double) -> Bool {
                    let d = Self.distance(kind, role: role, area: area, parameters: parameters, progress: progress)
                    return d.pixels > Self.pixelTolerance || d.units > Self.unitTolerance
                }
                func off(_ t: Double) -> Bool { offAt(progress: spring.value(at: t)) }
                // Only where the spring's overshoot past the end shows nothing (a bubble
                // shrunk to nothing, a page popped off the window) may the transition end
                // before the raw spring stays settled, and then it ends as the spring first
                // reaches 1 and holds there: its return from beyond would show the departed
                // page again after it had visibly finished.
                let peak = stride(from: 0, through: 1, by: 0.001).map { spring.value(at: $0) }.max() ?? 1
                let overshootHidden = stride(from: 1, through: peak, by: 0.001).allSatisfy { !offAt(progress: $0) }
                let arrival = stride(from: 0, through: 1, by: 0.0001).first { spring.value(at: $0) >= 1 } ?? 0
                // Stays within the tolerance from the end on (sampled at 1 kHz for a second).
                let absorbed = stride(from: end, through: end + 1, by: 0.001).first(where: off)
                if let t = absorbed {
                    if overshootHidden {
                        XCTAssertEqual(end, arrival, accuracy: 0.0002, "\(name): absorbed where it first arrives")
                    } else {
                        XCTFail(
                            String(
                                format: "%@: %.3f s after its end (%.3f s) still outside 0.5 px / 1/255", name, t - end,
                                end))
                    }
                }
                // Negligible velocity: less than 0.5 px in the next 60 Hz frame.
                let step =
                    absorbed != nil
                    ? Measure(pixels: 0, units: 0)
                    : Self.distance(
                        kind, role: role, area: area, parameters: parameters,
                        progress: spring.value(at: end + Self.frame) - spring.value(at: end) + 1)
                if step.pixels > Self.pixelTolerance {
                    XCTFail(String(format: "%@: still moving %.2f px per frame at its end", name, step.pixels))
                }
                // The end comes when it settles, not long after.
                let lastOff = stride(from: end, through: 0, by: -0.001).first(where: off) ?? 0
                if end - lastOff > Self.lateness {
                    XCTFail(
                        String(
                            format: "%@: settled within 0.5 px at %.3f s, but ends only at %.3f s", name, lastOff, end))
                }
            }
        }
    }
}
