import Foundation
import Harness
import TestSupport
import XCTest

/// `--control` (issue 13, item 4), end to end: JSON lines written to the real window's
/// stdin select, set a badge, are refused when malformed (and the window goes on), and
/// the end of input is not an error.
final class ControlChannelEndToEndTests: XCTestCase {
    func send(_ pipe: Pipe, _ line: String) {
        pipe.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    func testSelectBadgeMalformedLineAndEndOfInput() throws {
        let input = Pipe()
        let session = try WindowSession(arguments: ["--control"], input: input)
        defer { session.close() }
        var mark = session.app.lineCount
        send(input, #"{"select": 2}"#)
        let select = try session.app.waitForEvent(after: mark) { $0["event"] as? String == "select" }.event
        XCTAssertEqual(select["to"] as? Int, 2)
        XCTAssertEqual(select["cause"] as? String, "control")
        try session.app.waitForEvent(after: mark) {
            $0["event"] as? String == "control" && $0["command"] as? String == "select"
        }

        mark = session.app.lineCount
        send(input, #"{"badge": {"index": 1, "value": 7}}"#)
        let badge = try session.app.waitForEvent(after: mark) { $0["event"] as? String == "badge" }.event
        XCTAssertEqual(badge["index"] as? Int, 1)
        XCTAssertEqual(badge["value"] as? String, "7")

        mark = session.app.lineCount
        send(input, #"{"select": "two"}"#)
        send(input, #"{"selct": 1}"#)
        send(input, "not json")
        let first = try session.app.waitForEvent(after: mark) { $0["event"] as? String == "error" }
        XCTAssertEqual(first.event["line"] as? Int, 3)
        XCTAssertTrue(
            (first.event["reason"] as? String ?? "").contains("select: expected a number, found a string"),
            "\(first.event)")
        let second = try session.app.waitForEvent(after: first.index + 1) { $0["event"] as? String == "error" }.event
        XCTAssertTrue((second["reason"] as? String ?? "").contains("no command"), "\(second)")
        try session.app.waitForEvent(after: mark) { $0["event"] as? String == "error" && $0["line"] as? Int == 5 }

        // The window goes on: a good line after the bad ones still acts.
        mark = session.app.lineCount
        send(input, #"{"badge": {"index": 1, "value": null}}"#)
        let cleared = try session.app.waitForEvent(after: mark) { $0["event"] as? String == "badge" }.event
        XCTAssertTrue(cleared["value"] is NSNull, "\(cleared)")

        // End of input: no error, the window stays until it is closed, and exits 0.
        mark = session.app.lineCount
        try input.fileHandleForWriting.close()
        let end = try session.app.waitForEvent(after: mark) { $0["event"] as? String == "control" }.event
        XCTAssertEqual(end["command"] as? String, "end")
        XCTAssertEqual(end["line"] as? Int, 6)
        XCTAssertTrue(session.app.process.isRunning)
        XCTAssertEqual(try session.closeWindow(), 0)
        XCTAssertFalse(session.app.events.dropFirst(mark).contains { $0["event"] as? String == "error" })
    }
}
