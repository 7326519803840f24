import Foundation
import Glibc
import Harness
import TestSupport
import XCTest

/// The real window's life: a signal's exit code, idleness once motion ends, a long press and
/// `--slow`, each read from the trace.
final class WindowLifecycleEndToEndTests: XCTestCase {
    private static func ms(_ event: [String: Any]) -> Double {
        (event["t_ms"] as? Double) ?? Double(event["t_ms"] as? Int ?? -1)
    }

    private static func isFrame(_ event: [String: Any]) -> Bool {
        event["event"] as? String == "frame"
    }

    func testSIGTERM_OnAHealthyWindow_Exits143WithAnExitLine() throws {
        let session = try WindowSession()
        defer { session.close() }
        session.app.send(SIGTERM)
        XCTAssertEqual(try session.app.waitForExit(timeout: 10), 128 + SIGTERM)
        let last = try XCTUnwrap(session.app.events.last)
        XCTAssertTrue(TraceProcess.matches(last, ["event": "exit", "code": "143"]), "\(last)")
    }

    func testAfterTheLastAnimationEnds_NoMoreFramesAreDrawn() throws {
        let session = try WindowSession()
        defer { session.close() }
        let mark = session.app.lineCount
        // A key, not a click: the pointer stays off the bar, so no hover or tooltip can ask for frames.
        try session.xdotool(["key", "--window", "\(session.window)", "2"])
        try session.app.waitForEvent(after: mark, TraceProcess.event("animation", ["index": "1", "phase": "end"]))
        try session.app.waitForQuiet(1, within: 15, of: Self.isFrame)
        let events = Array(session.app.events[mark...])
        let lastEnd = try XCTUnwrap(
            events.lastIndex {
                TraceProcess.matches($0, ["event": "animation", "phase": "end"])
            })
        XCTAssertGreaterThan(events[..<lastEnd].filter(Self.isFrame).count, 1, "the motion was drawn")
        // The frame in which the last motion ended is traced after it; nothing is drawn after that.
        XCTAssertEqual(events[(lastEnd + 1)...].filter(Self.isFrame).count, 1, "\(events.suffix(5))")
        XCTAssertEqual(try session.closeWindow(), 0)
    }

    func testLongPressOnAnItem_ShowsItsTooltipWithoutSelecting() throws {
        let session = try WindowSession()
        defer { session.close() }
        let (x, y) = session.center(of: 2)
        let mark = session.app.lineCount
        try session.xdotool(["mousemove", "\(x)", "\(y)", "mousedown", "1"])
        try session.app.waitForEvent(after: mark, TraceProcess.event("tooltip", ["index": "2"]))
        try session.xdotool(["mouseup", "1"])
        // A later key selection proves the release has been handled before the check.
        try session.xdotool(["key", "--window", "\(session.window)", "4"])
        try session.app.waitForEvent(after: mark, TraceProcess.event("select", ["to": "3"]))
        let selects = session.app.events[mark...].filter { TraceProcess.matches($0, ["event": "select"]) }
        XCTAssertEqual(selects.count, 1, "the long press must not select: \(selects)")
        XCTAssertEqual(try session.closeWindow(), 0)
    }

    func testSlow4_FramesAdvanceTheAnimationClockAQuarterFrameEach() throws {
        let session = try WindowSession(arguments: ["--slow", "4"])
        defer { session.close() }
        let mark = session.app.lineCount
        try session.xdotool(["key", "--window", "\(session.window)", "2"])
        let begin = try session.app.waitForEvent(
            after: mark, TraceProcess.event("animation", ["index": "1", "phase": "begin"]))
        let end = try session.app.waitForEvent(
            after: begin.index, TraceProcess.event("animation", ["index": "1", "phase": "end"]))
        let times = session.app.events[begin.index...end.index].filter(Self.isFrame).map(Self.ms)
        XCTAssertGreaterThan(times.count, 8)
        let steps = zip(times.dropFirst(), times).map { $0 - $1 }.sorted()
        let median = steps[steps.count / 2]
        // 60 Hz frames on a clock four times slower: 16.7 ms / 4 of animation time per frame.
        XCTAssertEqual(median, 1000.0 / 60 / 4, accuracy: 1.5, "\(steps)")
        XCTAssertEqual(try session.closeWindow(), 0)
    }
}
