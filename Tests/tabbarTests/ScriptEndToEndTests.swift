import Foundation
import Harness
import TestSupport
import XCTest

/// `--script` replays QA steps; with `--fixed-step` two runs give byte-identical screenshots.
final class ScriptEndToEndTests: TemporaryDirectoryTestCase {
    func writeScript(_ text: String, name: String = "script.json") throws -> String {
        let path = directory.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Runs the window on a private Xvfb until the script ends; returns the process.
    func runScript(_ path: String, extra: [String] = []) throws -> TraceProcess {
        let server = try XvfbServer()
        defer { server.stop() }
        let app = try TraceProcess(
            executable: Commands.tabbar, arguments: ["--trace", "--script", path] + extra,
            display: server.display)
        _ = try app.waitForExit()
        return app
    }

    static let steps = """
        {"steps": [
          {"click": {"item": 2}},
          {"wait": 0.3},
          {"screenshot": "SHOT-mid.png"},
          {"key": "Right"},
          {"wait": 0.25},
          {"screenshot": "SHOT-end.png"},
          {"assert": {"selected": 3}}
        ]}
        """

    func testFixedStep_ScreenshotsAreByteIdenticalAcrossRuns() throws {
        var shots: [[Data]] = []
        for run in ["a", "b"] {
            let path = try writeScript(
                Self.steps.replacingOccurrences(of: "SHOT", with: run), name: "script-\(run).json")
            let app = try runScript(path, extra: ["--fixed-step"])
            XCTAssertEqual(app.process.terminationStatus, 0, app.standardError)
            shots.append(
                try ["mid", "end"].map { try Data(contentsOf: directory.appendingPathComponent("\(run)-\($0).png")) })
        }
        XCTAssertEqual(shots[0][0], shots[1][0], "mid-animation screenshots differ between runs")
        XCTAssertEqual(shots[0][1], shots[1][1])
        XCTAssertNotEqual(shots[0][0], shots[0][1], "the two moments really differ")
    }

    func testScript_TracesItsCauseAndAssertions() throws {
        let app = try runScript(
            try writeScript(Self.steps.replacingOccurrences(of: "SHOT", with: "c")), extra: ["--fixed-step"])
        XCTAssertEqual(app.process.terminationStatus, 0, app.standardError)
        let events = app.events
        XCTAssertTrue(events.contains(where: TraceProcess.event("select", ["to": "2", "cause": "script"])))
        XCTAssertTrue(
            events.contains(where: TraceProcess.event("select", ["from": "2", "to": "3", "cause": "script"])))
        XCTAssertTrue(events.contains(where: TraceProcess.event("assert", ["ok": "true", "expected": "3"])))
        XCTAssertTrue(events.contains(where: TraceProcess.event("script", ["failures": "0"])))
        XCTAssertTrue(events.contains(where: TraceProcess.event("exit", ["code": "0"])))
    }

    func testFailedAssertion_ExitsThree() throws {
        let path = try writeScript(#"{"steps": [{"click": {"item": 1}}, {"wait": 0.1}, {"assert": {"selected": 0}}]}"#)
        let app = try runScript(path)
        XCTAssertEqual(app.process.terminationStatus, 3)
        XCTAssertTrue(
            app.standardError.contains("tabbar: error: script: \(path):1:51: expected item 0 selected, found 1"),
            app.standardError)
    }

    func testBadScript_IsAUsageError() throws {
        let path = try writeScript(#"{"steps": [{"key": "Hyper"}]}"#)
        let result = try Commands.run(Commands.tabbar, ["--script", path], display: ":999")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.standardError.contains("\(path):1:20: steps[0].key: unknown key \"Hyper\""), result.standardError)
    }
}

extension ScriptEndToEndTests {
    func testScriptThatPausesTheClock_StillFinishes() throws {
        let path = try writeScript(#"{"steps": [{"key": "Space"}, {"wait": 0.1}, {"assert": {"selected": 0}}]}"#)
        let app = try runScript(path)
        XCTAssertEqual(app.process.terminationStatus, 0, app.standardError)
        XCTAssertTrue(app.events.contains(where: TraceProcess.event("clock", ["state": "paused"])))
    }
}
