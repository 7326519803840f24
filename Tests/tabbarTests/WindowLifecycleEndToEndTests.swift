import Foundation
import Glibc
import Harness
import TestSupport
import XCTest

/// The real window's life: a signal's exit code, idleness once motion ends (and the `idle`
/// line), a long press and `--slow`, each read from the trace.
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
        // A second without frames is what this tests, so a time it is (not the idle line).
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

    /// The `idle` line a test waits for instead of a time: after a tap's last frame and the
    /// end of its motion, never while frames are due, once per wake that did anything (a
    /// ping to a sleeping window gives one line and no frame), its uptime moving forward.
    func testIdleLine_ComesAfterTheLastFrame_OncePerWake() throws {
        let session = try WindowSession()
        defer { session.close() }
        let isIdle = TraceProcess.event("idle")
        let first = try session.waitForIdle()
        let mark = session.app.lineCount
        try session.xdotool(["key", "--window", "\(session.window)", "2"])
        let idle = try session.waitForIdle()
        let events = Array(session.app.events[mark...idle.index])
        let frames = events.indices.filter { Self.isFrame(events[$0]) }
        XCTAssertGreaterThan(frames.count, 5, "the tap's motion was drawn")
        let ended = events.lastIndex { TraceProcess.matches($0, ["event": "animation", "index": "1", "phase": "end"]) }
        XCTAssertNotNil(ended, "the idle line comes after the motion ended: \(events.suffix(4))")
        if let firstFrame = frames.first, let lastFrame = frames.last {
            XCTAssertFalse(events[firstFrame...lastFrame].contains(where: isIdle), "no idle line while frames are due")
        }
        let uptime = { (event: [String: Any]) in event["uptime"] as? Double ?? 0 }
        XCTAssertGreaterThan(uptime(idle.event), uptime(first.event))

        let before = session.app.lineCount
        let pinged = try session.waitForIdle()
        let woken = Array(session.app.events[before...pinged.index])
        XCTAssertEqual(woken.filter(isIdle).count, 1, "one line for one wake: \(woken)")
        XCTAssertFalse(woken.contains(where: Self.isFrame), "a ping draws nothing")
        XCTAssertGreaterThan(uptime(pinged.event), uptime(idle.event))
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
