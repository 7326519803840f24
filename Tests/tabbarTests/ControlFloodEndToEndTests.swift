import Foundation
import Harness
import TestSupport
import XCTest

/// Issue 46, items 2 and 10: input that never stops (`/dev/zero`, `yes`, 2,000 screenshots) takes
/// turns with frames instead of starving them — the window shows its first frame, keeps
/// presenting while something moves, and `--exit-after` holds — and a shared standard input
/// is handed back as it was found.
final class ControlFloodEndToEndTests: TemporaryDirectoryTestCase {
    /// `command` run by a shell, with "$0" standing for tabbar.
    func flood(_ command: String, server: XvfbServer) throws -> TraceProcess {
        try TraceProcess(executable: "/bin/sh", arguments: ["-c", command, Commands.tabbar], display: server.display)
    }

    /// Seconds from `ready` to the `exit` line, as the reader saw them.
    func readyToExit(_ app: TraceProcess) throws -> TimeInterval {
        let ready = try app.waitForEvent(named: "ready")
        let exit = try app.waitForEvent(named: "exit", after: ready.index)
        return app.arrival(of: exit.index) - app.arrival(of: ready.index)
    }

    /// Frames presented after event `start` while the clock ran slowed ten times, from the
    /// tenth (the first few draw every page cold): consecutive frames 1/60 s of host time apart
    /// show 1.667 ms of animation time apart. Returns how many came, what share of the 60 Hz
    /// grid they filled, and the largest gap, in frames.
    func frames(_ events: [[String: Any]], after start: Int) -> (count: Int, share: Double, gap: Double) {
        let times = events.dropFirst(start).filter { $0["event"] as? String == "frame" && $0["seq"] as? Int ?? 0 >= 10 }
            .compactMap { $0["t_ms"] as? Double }
        let step = 1000.0 / 60 / 10
        let gaps = zip(times, times.dropFirst()).map { ($1 - $0) / step }
        let span = ((times.last ?? 0) - (times.first ?? 0)) / step
        return (times.count, span > 0 ? Double(times.count - 1) / span : 0, gaps.max() ?? 0)
    }

    /// At least `count` frames after event `start`, filling 80 % of the 60 Hz grid or more,
    /// none held back 0.1 s: slack for a loaded machine, none for a starved loop.
    func assertSixtyHertz(
        _ events: [[String: Any]], after start: Int, atLeast count: Int, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let presented = frames(events, after: start)
        XCTAssertGreaterThan(presented.count, count, "frames kept coming", file: file, line: line)
        XCTAssertGreaterThan(presented.share, 0.8, "at 60 Hz: \(presented)", file: file, line: line)
        XCTAssertLessThanOrEqual(presented.gap, 6, "no frame held back 0.1 s: \(presented)", file: file, line: line)
    }

    func testDevZeroAndYes_CannotStarveTheLoop() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let zero = try flood(#"exec "$0" --trace --control --exit-after 1 < /dev/zero"#, server: server)
        XCTAssertLessThan(try readyToExit(zero), 1.1)
        XCTAssertEqual(try zero.waitForExit(), 0, zero.standardError)
        let errors = zero.events.filter { $0["event"] as? String == "error" }
        XCTAssertEqual(errors.count, 1, "one runaway line, one error: \(errors.prefix(3))")

        // `yes` selecting item 1 over and over: a bounded batch a frame, frames in between.
        let yes = try flood(#"yes '{"select": 1}' | "$0" --trace --control --slow 10 --exit-after 2"#, server: server)
        XCTAssertLessThan(try readyToExit(yes), 2.1)
        XCTAssertEqual(try yes.waitForExit(), 0, yes.standardError)
        let events = yes.events
        let handled = events.filter { $0["event"] as? String == "control" }.count
        XCTAssertGreaterThan(handled, 100, "the commands were handled")
        assertSixtyHertz(events, after: 0, atLeast: 30)
    }

    /// 2,000 screenshots while the bar moves in slow motion: the window presents the frames of
    /// the 60 Hz grid (at least 80 % of them, none held back 0.1 s, as slack for a loaded
    /// machine), and each screenshot is answered once its file is written.
    func testTwoThousandScreenshots_LeaveFramesAlone() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let commands = directory.appendingPathComponent("commands.txt").path
        let lines = [#"{"select": 3}"#] + (1...2000).map { #"{"screenshot": "shot-\#($0).png", "id": \#($0)}"# }
        try (lines.joined(separator: "\n") + "\n").write(toFile: commands, atomically: true, encoding: .utf8)
        let app = try TraceProcess(
            executable: "/bin/sh",
            arguments: [
                "-c", "exec \"$0\" --trace --control --slow 10 --exit-after 3 < \"$1\"", Commands.tabbar, commands,
            ],
            display: server.display, directory: directory.path)
        XCTAssertLessThan(try readyToExit(app), 3.1)
        XCTAssertEqual(try app.waitForExit(), 0, app.standardError)
        let events = app.events
        let answered = events.filter { $0["event"] as? String == "control" && $0["command"] as? String == "screenshot" }
        XCTAssertGreaterThan(answered.count, 10, "screenshots were taken")
        for answer in answered.prefix(20) {
            let id = answer["id"] as? Int ?? 0
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: directory.appendingPathComponent("shot-\(id).png").path))
        }
        let first = try app.waitForEvent {
            $0["event"] as? String == "control" && $0["command"] as? String == "screenshot"
        }
        assertSixtyHertz(events, after: first.index, atLeast: 60)
    }

    /// The control channel reopens a pipe rather than setting O_NONBLOCK on the one it shares:
    /// what the window leaves unread stays readable, blocking, for the next reader.
    func testASharedPipe_IsHandedBackBlocking() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        // The writer sends "hi" half a second after the window has exited (told through a
        // FIFO), when `cat` is already reading: on a descriptor left non-blocking, `cat` would
        // have failed with EAGAIN by then and "hi" would be lost.
        let fifo = directory.appendingPathComponent("exited").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let script = #"(read x < "$1"; sleep 0.5; echo hi) | { "$0" --control --exit-after 0.3; echo > "$1"; cat; }"#
        let app = try TraceProcess(
            executable: "/bin/sh", arguments: ["-c", script, Commands.tabbar, fifo], display: server.display)
        XCTAssertEqual(try app.waitForExit(timeout: 20), 0, app.standardError)
        XCTAssertTrue(
            app.linesWithArrivals.contains { $0.line == "hi" }, "cat read what came after: \(app.standardError)")
    }
}
