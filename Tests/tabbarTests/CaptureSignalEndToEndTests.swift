import Foundation
import Glibc
import Harness
import TabBarGIF
import TestSupport
import XCTest

/// Issue 46: a capture ended by force while the frame loop is busy (a script step that keeps
/// it for seconds) is still a whole GIF: each of the four signals ends the program within a
/// second (the loop cannot answer, so the signal's forced exit finishes the capture), and a
/// killed X server ends it with 1, the capture finished first.
final class CaptureSignalEndToEndTests: TemporaryDirectoryTestCase {
    /// A script that waits for a few frames, then takes twelve 1920×1080 screenshots in one
    /// frame (seconds of work in a debug build), then waits.
    func busyScript() throws -> String {
        let path = directory.appendingPathComponent("busy.json").path
        let shots = (0..<12).map { #"{"screenshot": "shot-\#($0).png"}"# }.joined(separator: ", ")
        try #"{"steps": [{"wait": 0.3}, \#(shots), {"wait": 5}]}"#.write(
            toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Starts the window capturing into `capture` and returns once the busy step has begun.
    func startBusy(on server: XvfbServer, capture: String) throws -> TraceProcess {
        let app = try TraceProcess(
            executable: Commands.tabbar,
            arguments: ["--trace", "--size", "1920x1080", "--capture", capture, "--script", try busyScript()],
            display: server.display)
        try app.waitForEvent(named: "screenshot")
        return app
    }

    /// The file decodes to its end and ends with the GIF trailer; no temporary file is left.
    func assertWholeGIF(_ path: String, _ what: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(bytes.last, 0x3B, "\(what): the trailer", file: file, line: line)
        let frames = try GIFReader.read(path)
        XCTAssertGreaterThanOrEqual(frames.count, 1, what, file: file, line: line)
        XCTAssertEqual(frames.first?.width, 1920, what, file: file, line: line)
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(left, [], "\(what): temporary files left", file: file, line: line)
    }

    func testEachSignalDuringABusyLoop_LeavesAWholeGIFWithinASecond() throws {
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            let server = try XvfbServer(width: 1920, height: 1080)
            defer { server.stop() }
            let capture = directory.appendingPathComponent("capture-\(signal).gif").path
            let app = try startBusy(on: server, capture: capture)
            app.send(signal)
            let seconds = try app.waitForEnd(timeout: 10)
            XCTAssertEqual(try app.waitForExit(), 128 + signal, app.standardError)
            XCTAssertLessThan(seconds, 1, "signal \(signal)")
            XCTAssertFalse(app.standardError.localizedCaseInsensitiveContains("crash"), app.standardError)
            try assertWholeGIF(capture, "signal \(signal)")
        }
    }

    func testKilledServerDuringABusyLoop_LeavesAWholeGIF() throws {
        let server = try XvfbServer(width: 1920, height: 1080)
        defer { server.stop() }
        let capture = directory.appendingPathComponent("capture.gif").path
        let app = try startBusy(on: server, capture: capture)
        server.crash()
        try app.waitForEnd(timeout: 20)
        XCTAssertEqual(try app.waitForExit(), 1, app.standardError)
        XCTAssertTrue(app.standardError.contains("lost the connection to the X server"), app.standardError)
        try assertWholeGIF(capture, "killed server")
    }
}
