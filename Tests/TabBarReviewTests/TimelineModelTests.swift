import TabBarCore
import TabBarReview
import TestSupport
import XCTest

/// The timeline's rows, takes, keys and pointer, without a window.
final class TimelineModelTests: XCTestCase {
    func animation(
        _ index: Int, _ kind: AnimationTrace.Kind, _ phase: AnimationPhase, _ time: Double, cut: Bool = false
    )
        -> TraceEvent
    {
        .animation(
            AnimationTrace(
                index: index, name: kind == .indicator ? "pill" : "bounce", phase: phase, kind: kind, interrupted: cut,
                time: time))
    }

    func testRows_OneAMotion_FromItsBeginToItsEnd_OnTheInteractionsClock() {
        var rows = TimelineRows()
        XCTAssertTrue(rows.note(animation(2, .select, .begin, 10), origin: 10))
        XCTAssertTrue(rows.note(animation(2, .indicator, .begin, 10), origin: 10))
        XCTAssertTrue(rows.note(.transition(name: .slide, role: .tab, phase: .begin, time: 10.1), origin: 10))
        XCTAssertFalse(rows.note(.select(from: 0, to: 2, cause: .tap), origin: 10))
        XCTAssertFalse(rows.areAtRest)
        XCTAssertTrue(rows.note(animation(2, .select, .end, 10.5), origin: 10))
        XCTAssertTrue(rows.note(animation(2, .indicator, .end, 10.3, cut: true), origin: 10))
        XCTAssertTrue(rows.note(.transition(name: .slide, role: .tab, phase: .end, time: 10.6), origin: 10))
        XCTAssertTrue(rows.areAtRest)
        XCTAssertEqual(rows.rows.map(\.motion.title), ["item 2 select", "indicator", "tab transition"])
        XCTAssertEqual(rows.rows.map { ($0.start * 1000).rounded() }, [0, 0, 100])
        XCTAssertEqual(rows.rows.map { $0.duration ?? -1 }[0], 0.5, accuracy: 1e-12)
        XCTAssertEqual(rows.rows.map(\.interrupted), [false, true, false])
        // Played on after a scrub: the same begin is the same row, the same end changes nothing.
        XCTAssertFalse(rows.note(animation(2, .select, .begin, 10), origin: 10))
        XCTAssertFalse(rows.note(animation(2, .select, .end, 10.5), origin: 10))
        XCTAssertEqual(rows.rows.count, 3)
    }

    func snapshot() -> TabBarController.Snapshot {
        TabBarController(configuration: Fixtures.configuration(count: 3), viewport: Size(width: 390, height: 844))
            .snapshot()
    }

    func testRecorder_ShowsTheLastInteractionInWhichAMotionBegan() {
        var recorder = TimelineRecorder()
        let down = InputEvent.pointerDown(Point(x: 1, y: 1), button: .primary)
        let up = InputEvent.pointerUp(Point(x: 1, y: 1), button: .primary)
        recorder.note(down, at: 1, atRest: true, snapshot: snapshot)
        recorder.note(up, at: 1.2, atRest: false, snapshot: snapshot)
        XCTAssertNil(recorder.shown, "nothing began yet")
        XCTAssertTrue(recorder.motionBegan(at: 1.2))
        XCTAssertFalse(recorder.motionBegan(at: 1.2), "the same interaction")
        recorder.note(.pointerMove(Point(x: 2, y: 2)), at: 1.3, atRest: false, snapshot: snapshot)
        XCTAssertEqual(recorder.shown?.origin, 1.2, "0 is where the first motion began")
        XCTAssertEqual(recorder.shown?.inputs.map { $0.time }, [1, 1.2, 1.3])
        XCTAssertEqual(recorder.shown?.lead ?? 0, 0.2, accuracy: 1e-12)
        recorder.rested()
        // An input that starts nothing leaves the interaction shown as it was.
        recorder.note(.pointerMove(Point(x: 3, y: 3)), at: 4, atRest: true, snapshot: snapshot)
        XCTAssertEqual(recorder.shown?.origin, 1.2)
        // Motions without input (the control channel's) show, without a state to play again.
        recorder.rested()
        XCTAssertTrue(recorder.motionBegan(at: 6))
        XCTAssertNil(recorder.shown?.snapshot)
        // The panel plays the take: what begins is its own, and the next input starts another.
        let take = TimelineTake(snapshot: snapshot(), origin: 9, inputs: [.init(event: down, time: 9)])
        recorder.show(take)
        XCTAssertFalse(recorder.motionBegan(at: 9))
        recorder.note(down, at: 9.1, atRest: false, snapshot: snapshot)
        XCTAssertTrue(recorder.motionBegan(at: 9.1))
        XCTAssertEqual(recorder.shown?.origin, 9.1)
    }

    func testTakeMoved_KeepsItsInputsTimingFromItsZero() {
        let take = TimelineTake(
            snapshot: nil, origin: 2,
            inputs: [.init(event: .pointerLeave, time: 1.9), .init(event: .pointerLeave, time: 2.05)])
        let moved = take.moved(to: 10.1)
        XCTAssertEqual(moved.origin, 10.1)
        XCTAssertEqual(moved.inputs.map { ($0.time * 1000).rounded() }, [10_000, 10_150])
    }
}
