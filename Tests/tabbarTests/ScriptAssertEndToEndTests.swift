import Foundation
import Harness
import TabBarCairo
import TestSupport
import XCTest

/// Gesture steps, the richer asserts, Playwright-style screenshot asserts and the JUnit report,
/// through the real window on a private Xvfb.
final class ScriptAssertEndToEndTests: TemporaryDirectoryTestCase {
    func write(_ text: String, _ name: String) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func run(_ script: String, report: String) throws -> TraceProcess {
        let server = try XvfbServer()
        defer { server.stop() }
        let app = try TraceProcess(
            executable: Commands.tabbar,
            arguments: ["--trace", "--fixed-step", "--script", script, "--report", report],
            display: server.display)
        _ = try app.waitForExit()
        return app
    }

    /// Parses the JUnit file with python3's xml module: (tests, failures, failure messages).
    func junit(_ path: String) throws -> (tests: Int, failures: Int, messages: [String]) {
        let code = """
            import sys, xml.etree.ElementTree as ET
            root = ET.parse(sys.argv[1]).getroot()
            suite = root.find('testsuite')
            cases = suite.findall('testcase')
            failures = [c.find('failure').get('message') for c in cases if c.find('failure') is not None]
            assert int(suite.get('tests')) == len(cases) and int(suite.get('failures')) == len(failures)
            print(len(cases)); print(len(failures))
            for m in failures: print(m)
            """
        let result = try Commands.run("/usr/bin/python3", ["-c", code, path])
        XCTAssertEqual(result.status, 0, result.standardError)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        guard lines.count >= 2, let tests = Int(lines[0]), let failures = Int(lines[1]) else {
            XCTFail("unreadable JUnit: \(result.standardOutput)")
            return (0, 0, [])
        }
        return (tests, failures, Array(lines.dropFirst(2)))
    }

    func testGesturesAndAsserts_HoldOnTheDemo() throws {
        // Pixels: the demo's page background between the first cards, and the bar between items 1 and 2.
        let script = try write(
            """
            {"steps": [
              {"assert": {"page": "首页"}}, {"assert": {"depth": 1}}, {"assert": {"badge": {"index": 1, "value": null}}},
              {"assert": {"pixel": {"x": 195, "y": 65, "color": "#F2F2F7"}}},
              {"assert": {"pixel": {"x": 195, "y": 800, "color": "#212F3F"}}},
              {"assert": {"animating": false}},
              {"hover": {"item": 1}},
              {"key": "Right"}, {"wait": 0.05}, {"assert": {"animating": "bounce"}},
              {"wait": 1}, {"assert": {"animating": false}}, {"assert": {"selected": 1}},
              {"wheel": {"item": 2, "dy": 1}}, {"wait": 1}, {"assert": {"selected": 2}},
              {"longPress": {"item": 3}}, {"wait": 1},
              {"drag": {"from": {"x": 350, "y": 400}, "to": {"x": 40, "y": 400}, "duration": 0.2}}, {"wait": 1},
              {"assert": {"selected": 3}},
              {"key": "Shift+Home"}, {"key": "Home"}, {"wait": 1},
              {"click": {"x": 100, "y": 140}}, {"wait": 1}, {"assert": {"depth": 2}}, {"assert": {"page": "nope"}}
            ]}
            """, "gestures.json")
        let report = directory.appendingPathComponent("gestures.xml").path
        let app = try run(script, report: report)
        XCTAssertEqual(app.process.terminationStatus, 3, "the last assert is meant to fail")
        let events = app.events
        XCTAssertTrue(events.contains(where: TraceProcess.event("hover", ["index": "1"])))
        XCTAssertTrue(
            events.contains(where: TraceProcess.event("select", ["from": "1", "to": "2", "cause": "script"])), "wheel")
        XCTAssertTrue(events.contains(where: TraceProcess.event("tooltip", ["index": "3"])), "long press")
        XCTAssertTrue(
            events.contains(where: TraceProcess.event("select", ["from": "2", "to": "3", "cause": "script"])), "drag")
        XCTAssertTrue(
            events.contains(where: TraceProcess.event("assert", ["check": "depth 2", "ok": "true"])), "card tap pushed")
        let result = try junit(report)
        XCTAssertEqual(result.tests, 13)
        XCTAssertEqual(result.failures, 1)
        XCTAssertTrue(result.messages.first?.hasPrefix("expected page \"nope\", found ") ?? false, "\(result.messages)")
    }

    func testScreenshotAssert_MissingThenMatchingThenDoctored() throws {
        let reference = directory.appendingPathComponent("ref.png").path
        let strict = try write(
            #"{"steps": [{"key": "2"}, {"wait": 0.4}, {"assert": {"screenshot": {"path": "ref.png"}}}]}"#, "strict.json"
        )
        let lenient = try write(
            #"{"steps": [{"key": "2"}, {"wait": 0.4}, {"assert": {"screenshot": {"path": "ref.png", "maxDiffPixels": 400}}}]}"#,
            "lenient.json")
        let report = directory.appendingPathComponent("report.xml").path

        // Missing: written from the frame, and the assert fails.
        var app = try run(strict, report: report)
        XCTAssertEqual(app.process.terminationStatus, 3)
        XCTAssertTrue(FileManager.default.fileExists(atPath: reference))
        XCTAssertTrue(app.standardError.contains("did not exist: written"), app.standardError)
        XCTAssertEqual(try junit(report).failures, 1)

        // Matching: the same moment under --fixed-step.
        app = try run(strict, report: report)
        XCTAssertEqual(app.process.terminationStatus, 0, app.standardError)
        XCTAssertEqual(try junit(report).tests, 1)
        XCTAssertEqual(try junit(report).failures, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("ref.diff.png").path))

        // Doctored: a 20×20 red square; 400 pixels differ.
        let original = try RasterSurface(png: reference)
        let doctored = try RasterSurface(width: original.width, height: original.height)
        doctored.fill { x, y in x < 20 && y < 20 ? 0xFFFF_0000 : original.pixel(x: x, y: y) }
        try doctored.writePNG(to: reference)
        app = try run(strict, report: report)
        XCTAssertEqual(app.process.terminationStatus, 3)
        XCTAssertTrue(app.standardError.contains("400 pixels differ, at most 0 allowed"), app.standardError)
        let diff = try RasterSurface(png: directory.appendingPathComponent("ref.diff.png").path)
        XCTAssertEqual(diff.pixel(x: 5, y: 5), 0xFFFF_0000, "differing pixels are red")
        XCTAssertNotEqual(diff.pixel(x: 50, y: 50), 0xFFFF_0000)
        let actual = try RasterSurface(png: directory.appendingPathComponent("ref.actual.png").path)
        XCTAssertEqual(actual.pixel(x: 5, y: 5), original.pixel(x: 5, y: 5), "the actual frame is the undoctored one")
        let result = try junit(report)
        XCTAssertEqual(result.failures, 1)
        XCTAssertTrue(result.messages.first?.contains("400 pixels differ") ?? false)

        // maxDiffPixels tolerates exactly that much.
        app = try run(lenient, report: report)
        XCTAssertEqual(app.process.terminationStatus, 0, app.standardError)
    }
}

extension ScriptAssertEndToEndTests {
    /// Issue 46: a reference that is a FIFO, or a small PNG declaring 20000×20000 pixels, fails
    /// its assert at once with the input checks' reason, instead of hanging in the PNG reader
    /// or decoding 1.5 GB.
    func testScreenshotReference_FIFOAndHugeImageFailAtOnce() throws {
        let fifo = directory.appendingPathComponent("fifo.png").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        try BlankPNG.write(width: 20000, height: 20000, to: directory.appendingPathComponent("huge.png"))
        let cases = [
            ("fifo.png", "not a regular file (it is a FIFO)"), ("huge.png", "the image is 20000×20000 pixels"),
        ]
        for (name, reason) in cases {
            let script = try write(
                #"{"steps": [{"assert": {"screenshot": {"path": "\#(name)"}}}]}"#, "script-\(name).json")
            let start = Date()
            let app = try run(script, report: directory.appendingPathComponent("report.xml").path)
            XCTAssertEqual(app.process.terminationStatus, 3, app.standardError)
            XCTAssertLessThan(Date().timeIntervalSince(start), 10, name)
            XCTAssertTrue(app.standardError.contains(reason), app.standardError)
            XCTAssertFalse(
                FileManager.default.fileExists(atPath: directory.appendingPathComponent("huge.diff.png").path),
                "no 20000×20000 diff")
        }
    }
}
