import Foundation
import Harness
import TabBarCairo
import TestSupport
import XCTest

/// How a script ends when something else ends the window first, and F12 as a script step.
final class ScriptEndingEndToEndTests: TemporaryDirectoryTestCase {
    func writeScript(_ text: String) throws -> String {
        let path = directory.appendingPathComponent("script.json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let long = #"{"steps": [{"click": {"item": 1}}, {"wait": 30}, {"click": {"item": 2}}]}"#

    func testExitAfter_CutsAScriptShort_ExitsThreeSayingWhichStep() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let app = try TraceProcess(
            executable: Commands.tabbar,
            arguments: ["--trace", "--script", try writeScript(Self.long), "--exit-after", "0.5"],
            display: server.display)
        XCTAssertEqual(try app.waitForExit(), 3)
        let end = try XCTUnwrap(app.events.first(where: TraceProcess.event("script", ["phase": "end"])))
        XCTAssertEqual(end["error"] as? String, "did not finish: step 2 of 3")
        XCTAssertTrue(TraceProcess.matches(app.events.last ?? [:], ["event": "exit", "code": "3"]))
        XCTAssertTrue(app.standardError.contains("did not finish: step 2 of 3"), app.standardError)
    }

    func testClosingTheWindow_CutsAScriptShort_ExitsThree() throws {
        let session = try WindowSession(arguments: ["--script", try writeScript(Self.long)])
        defer { session.close() }
        try session.app.waitForEvent(TraceProcess.event("select", ["to": "1", "cause": "script"]))
        XCTAssertEqual(try session.closeWindow(), 3)
        let end = try XCTUnwrap(session.app.events.first(where: TraceProcess.event("script", ["phase": "end"])))
        XCTAssertEqual(end["error"] as? String, "did not finish: step 2 of 3")
        XCTAssertTrue(TraceProcess.matches(session.app.events.last ?? [:], ["event": "exit", "code": "3"]))
    }

    func testFinishedScript_HasNoError() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let app = try TraceProcess(
            executable: Commands.tabbar,
            arguments: ["--trace", "--script", try writeScript(#"{"steps": [{"wait": 0.1}]}"#)],
            display: server.display)
        XCTAssertEqual(try app.waitForExit(), 0)
        let end = try XCTUnwrap(app.events.first(where: TraceProcess.event("script", ["phase": "end"])))
        XCTAssertNil(end["error"])
    }

    func testF12AsTheFirstStep_WritesAndTracesTheWindow() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let app = try TraceProcess(
            executable: Commands.tabbar,
            arguments: ["--trace", "--script", try writeScript(#"{"steps": [{"key": "F12"}]}"#)],
            display: server.display, directory: directory.path)
        XCTAssertEqual(try app.waitForExit(), 0, app.standardError)
        let shot = try XCTUnwrap(app.events.first(where: TraceProcess.event("screenshot")), "\(app.events)")
        let path = try XCTUnwrap(shot["path"] as? String)
        XCTAssertTrue(path.hasPrefix(directory.path + "/demo-"), path)
        let image = try RasterSurface(png: path)
        XCTAssertEqual(image.width, 390)
        // The demo's first tab is selected: its block under the colourful mask is red.
        XCTAssertEqual(image.pixel(x: 4, y: 800), 0xFFE1_3329)
    }
}
