import Foundation
import Harness
import TestSupport
import XCTest

/// `--control` end to end (issues 13 and 43): JSON lines written to the real window's stdin act,
/// each is answered on the trace with its id, bad lines get one error line each and the window
/// goes on, a query answers with the state, and the end of input closes the window.
final class ControlChannelEndToEndTests: XCTestCase {
    func send(_ pipe: Pipe, _ line: String) {
        pipe.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// The reply (a `control` or `error` line) carrying `id`.
    @discardableResult
    func reply(_ session: WindowSession, id: Int, after mark: Int) throws -> [String: Any] {
        try session.app.waitForEvent(after: mark) {
            ["control", "error"].contains($0["event"] as? String ?? "") && $0["id"] as? Int == id
        }.event
    }

    func testCommandsAnswerWithTheirIds_BadLinesOneErrorEach_EndOfInputExits() throws {
        let input = Pipe()
        let session = try WindowSession(arguments: ["--control"], input: input)
        defer { session.close() }
        var mark = session.app.lineCount
        send(input, #"{"select": 2, "id": 1}"#)
        let select = try session.app.waitForEvent(after: mark) { $0["event"] as? String == "select" }
        XCTAssertEqual(select.event["to"] as? Int, 2)
        XCTAssertEqual(select.event["cause"] as? String, "control")
        let answer = try reply(session, id: 1, after: mark)
        XCTAssertEqual(answer["command"] as? String, "select")
        XCTAssertEqual(answer["line"] as? Int, 1)

        // Four bad lines, four error lines, each with its line; the window goes on.
        mark = session.app.lineCount
        for line in [#"{"select": "two"}"#, #"{"selct": 1, "id": 2}"#, "not json", "{}"] { send(input, line) }
        send(input, #"{"badge": {"title": "直播", "value": 7}, "id": 3}"#)
        try reply(session, id: 3, after: mark)
        let errors = session.app.events.dropFirst(mark).filter { $0["event"] as? String == "error" }
        XCTAssertEqual(errors.map { $0["line"] as? Int }, [2, 3, 4, 5], "\(errors)")
        XCTAssertTrue((errors[0]["reason"] as? String ?? "").contains("select: expected"), "\(errors[0])")
        XCTAssertTrue((errors[1]["reason"] as? String ?? "").contains(#"did you mean "select"?"#), "\(errors[1])")
        XCTAssertEqual(errors[1]["id"] as? Int, 2, "an id is echoed on an error too")
        XCTAssertTrue(session.app.events.dropFirst(mark).contains(where: TraceProcess.event("badge", ["index": "1"])))

        // A query answers with the state; a click by title and a wait for rest answer in turn.
        mark = session.app.lineCount
        send(input, #"{"click": {"title": "我的"}, "id": 4}"#)
        send(input, #"{"waitFor": "idle", "id": 5}"#)
        send(input, #"{"query": "state", "id": 6}"#)
        let waited = try reply(session, id: 5, after: mark)
        XCTAssertEqual(waited["event"] as? String, "control", "\(waited)")
        XCTAssertGreaterThan(waited["waited_ms"] as? Double ?? 0, 100, "the click's motion was waited for")
        let state = try XCTUnwrap(try reply(session, id: 6, after: mark)["state"] as? [String: Any])
        XCTAssertEqual(state["selected"] as? Int, 3)
        XCTAssertEqual(state["animating"] as? Bool, false, "the query came after the wait")
        XCTAssertEqual(state["depth"] as? Int, 1)
        XCTAssertEqual((state["badges"] as? [Any])?.count, 4)
        XCTAssertEqual((state["badges"] as? [Any])?[1] as? String, "7")

        try refusesAHundredMegabyteLine(session, input)

        // The end of input closes the window within a second, with exit 0.
        mark = session.app.lineCount
        let closed = ProcessInfo.processInfo.systemUptime
        try input.fileHandleForWriting.close()
        let end = try session.app.waitForEvent(after: mark) { $0["event"] as? String == "control" }.event
        XCTAssertEqual(end["command"] as? String, "end")
        XCTAssertEqual(try session.app.waitForExit(timeout: 5), 0, session.app.standardError)
        XCTAssertLessThan(ProcessInfo.processInfo.systemUptime - closed, 1)
        XCTAssertFalse(session.app.events.dropFirst(mark).contains { $0["event"] as? String == "error" })
    }

    /// 100 MB without a newline: one error line, memory within a few MB of where it was, and
    /// the line after it still acts.
    func refusesAHundredMegabyteLine(_ session: WindowSession, _ input: Pipe) throws {
        let mark = session.app.lineCount
        let before = try peakMemory(session.app.process.processIdentifier)
        let written = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let chunk = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
            for _ in 0..<100 { input.fileHandleForWriting.write(chunk) }
            written.signal()
        }
        XCTAssertEqual(written.wait(timeout: .now() + 60), .success, "the window kept reading")
        send(input, "")
        send(input, #"{"select": 1, "id": 7}"#)
        let answer = try reply(session, id: 7, after: mark)
        XCTAssertEqual(answer["event"] as? String, "control")
        let errors = session.app.events.dropFirst(mark).filter { $0["event"] as? String == "error" }
        XCTAssertEqual(errors.count, 1, "\(errors.prefix(3))")
        XCTAssertTrue((errors.first?["reason"] as? String ?? "").contains("longer than"), "\(errors)")
        let growth = try peakMemory(session.app.process.processIdentifier) - before
        XCTAssertLessThan(growth, 16 << 20, "peak memory grew by \(growth >> 20) MB")
    }

    /// The process's peak resident memory (VmHWM), in bytes.
    func peakMemory(_ pid: Int32) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = try XCTUnwrap(status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") })
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
    }

    /// `keep-open`: the end of input leaves the window running (a click still selects), and
    /// it exits 0 when closed.
    func testKeepOpen_SurvivesTheEndOfInput() throws {
        let input = Pipe()
        let session = try WindowSession(arguments: ["--control", "keep-open"], input: input)
        defer { session.close() }
        var mark = session.app.lineCount
        try input.fileHandleForWriting.close()
        try session.app.waitForEvent(after: mark, TraceProcess.event("control", ["command": "end"]))
        mark = session.app.lineCount
        let (x, y) = session.center(of: 2)
        try session.click(x: x, y: y)
        try session.app.waitForEvent(after: mark, TraceProcess.event("select", ["to": "2", "cause": "tap"]))
        XCTAssertEqual(try session.closeWindow(), 0)
    }

    /// Selecting ES's hijacking centre item answers `hijack` (no `select`), then the reply;
    /// `quit` answers and exits 0.
    func testHijackAnswersBoth_AndQuitExits() throws {
        let input = Pipe()
        let config = Repository.root().appendingPathComponent("assets/demos/es-centre.json").path
        let session = try WindowSession(arguments: ["--config", config, "--control"], input: input)
        defer { session.close() }
        let mark = session.app.lineCount
        send(input, #"{"select": 2, "id": 1}"#)
        let answer = try reply(session, id: 1, after: mark)
        let events = session.app.events.dropFirst(mark)
        XCTAssertTrue(
            events.contains(where: TraceProcess.event("hijack", ["index": "2", "cause": "control"])), "\(events)")
        XCTAssertFalse(events.contains(where: TraceProcess.event("select")))
        XCTAssertEqual(answer["command"] as? String, "select")
        send(input, #"{"quit": true, "id": "bye"}"#)
        try session.app.waitForEvent(after: mark) {
            $0["event"] as? String == "control" && $0["id"] as? String == "bye"
        }
        XCTAssertEqual(try session.app.waitForExit(timeout: 5), 0)
    }
}
