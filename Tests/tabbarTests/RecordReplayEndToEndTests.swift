import Foundation
import Harness
import TestSupport
import XCTest

/// `--record` then `--script`: clicks made through XTEST replay as the same selections, caused by the script.
final class RecordReplayEndToEndTests: TemporaryDirectoryTestCase {
    func selections(_ events: [[String: Any]]) -> [String] {
        events.filter(TraceProcess.event("select")).map { "\($0["from"] ?? "")→\($0["to"] ?? "")" }
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
