import Foundation
import Harness
import TestSupport
import XCTest

/// `--record` then `--script`: clicks made through XTEST replay as the same selections, caused by the script.
final class RecordReplayEndToEndTests: TemporaryDirectoryTestCase {
    func selections(_ events: [[String: Any]]) -> [String] {
        events.filter(TraceProcess.event("select")).map { "\($0["from"] ?? "")→\($0["to"] ?? "")" }
    }

    /// Issue 43: the pause after a click, long past its motion, is recorded as a wait for rest;
    /// Shift+A records asserts of the moment with a screenshot reference; the replay passes.
    func testRecordedAsserts_AndWaitsForRest_Replay() throws {
        let path = directory.appendingPathComponent("asserts.json").path
        let session = try WindowSession(arguments: ["--record", path])
        defer { session.close() }
        var mark = session.app.lineCount
        let (x, y) = session.center(of: 2)
        try session.click(x: x, y: y)
        try session.app.waitForEvent(after: mark, TraceProcess.event("select", ["to": "2", "cause": "tap"]))
        try session.app.waitForEvent(after: mark, TraceProcess.event("ahead"))
        mark = session.app.lineCount
        try session.xdotool(["key", "shift+a"])
        let recorded = try session.app.waitForEvent(after: mark, TraceProcess.event("record-asserts")).event
        XCTAssertEqual(recorded["asserts"] as? Int, 4, "\(recorded)")
        let reference = try XCTUnwrap(recorded["screenshot"] as? String)
        XCTAssertTrue(FileManager.default.fileExists(atPath: reference))
        XCTAssertEqual(try session.closeWindow(), 0, session.app.standardError)

        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let click = try XCTUnwrap(lines.firstIndex { $0.hasPrefix(#"{"click": {"item": 2}}"#) }, text)
        XCTAssertTrue(lines[click + 1].hasPrefix(#"{"waitFor": "idle"}"#), text)
        XCTAssertTrue(text.contains(#"{"assert": {"selected": 2}}"#), text)
        XCTAssertTrue(text.contains(#"{"assert": {"depth": 1}}"#), text)
        XCTAssertTrue(text.contains(#"{"assert": {"screenshot": {"path": "asserts-1.png"}}}"#), text)

        let server = try XvfbServer()
        defer { server.stop() }
        let replay = try TraceProcess(
            executable: Commands.tabbar, arguments: ["--trace", "--fixed-step", "--script", path],
            display: server.display)
        XCTAssertEqual(try replay.waitForExit(), 0, replay.standardError + text)
        let checks = replay.events.filter { $0["event"] as? String == "assert" }
        XCTAssertEqual(checks.count, 4, "\(checks)")
        XCTAssertTrue(checks.allSatisfy { $0["ok"] as? Bool == true }, "\(checks)")
    }

    func testRecordedClicks_ReplayAsTheSameSelections() throws {
        let path = directory.appendingPathComponent("session.json").path
        let session = try WindowSession(arguments: ["--record", path])
        defer { session.close() }
        for index in [2, 1, 3] {
            let mark = session.app.lineCount
            let (x, y) = session.center(of: index)
            try session.click(x: x, y: y)
            try session.app.waitForEvent(after: mark, TraceProcess.event("select", ["to": "\(index)", "cause": "tap"]))
        }
        try session.xdotool(["key", "Left"])
        try session.app.waitForEvent(TraceProcess.event("select", ["to": "2", "cause": "key"]))
        XCTAssertEqual(try session.closeWindow(), 0, session.app.standardError)
        XCTAssertTrue(session.app.events.contains(where: TraceProcess.event("record", ["path": path])))
        let recorded = selections(session.app.events)
        XCTAssertEqual(recorded, ["0→2", "2→1", "1→3", "3→2"])

        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(text.contains(#"{"click": {"item": 2}}"#), text)
        XCTAssertTrue(text.contains(#"{"key": "Left"}"#), text)

        let server = try XvfbServer()
        defer { server.stop() }
        let replay = try TraceProcess(
            executable: Commands.tabbar, arguments: ["--trace", "--fixed-step", "--script", path],
            display: server.display)
        XCTAssertEqual(try replay.waitForExit(), 0, replay.standardError)
        XCTAssertEqual(selections(replay.events), recorded, text)
        XCTAssertTrue(
            replay.events.filter(TraceProcess.event("select")).allSatisfy { $0["cause"] as? String == "script" })
    }
}
