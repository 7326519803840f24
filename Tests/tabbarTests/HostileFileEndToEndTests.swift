import Foundation
import Harness
import TestSupport
import XCTest

/// Hostile files with the real window under Xvfb (issue 11): a FIFO icon at start-up and
/// arriving under `--watch` by an atomic rename, and a huge PNG under `--watch`. The
/// program must neither hang nor drop the configuration it is showing.
final class HostileFileEndToEndTests: TemporaryDirectoryTestCase {
    func isEvent(_ name: String, _ fields: [String: String] = [:]) -> ([String: Any]) -> Bool {
        TraceProcess.event(name, fields)
    }

    /// Replaces `name` in the test folder with `text` the way editors save: a new file,
    /// then a rename over the old one.
    func save(_ text: String, as name: String) throws {
        let temporary = directory.appendingPathComponent(".\(name).tmp")
        try text.write(to: temporary, atomically: false, encoding: .utf8)
        XCTAssertEqual(rename(temporary.path, directory.appendingPathComponent(name).path), 0)
    }

    /// Runs tabbar and waits for its exit, failing (and killing it) after `deadline` seconds
    /// instead of hanging the suite when it blocks.
    func runWithDeadline(
        _ arguments: [String], display: String, deadline: Double = 10
    ) throws -> (status: Int32, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Commands.tabbar)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { _, new in new }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        if exited.wait(timeout: .now() + deadline) == .timedOut {
            process.interrupt()
            kill(process.processIdentifier, SIGKILL)
            exited.wait()
            XCTFail("tabbar \(arguments) still running after \(deadline) s")
        }
        return (
            process.terminationStatus,
            String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        )
    }

    func testFIFOIconAtStart_ExitsTwoNamingIt() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        XCTAssertEqual(mkfifo(directory.appendingPathComponent("fifo.png").path, 0o644), 0)
        try save(#"{"tabs": [{"title": "A", "icon": "fifo.png"}]}"#, as: "tabs.json")
        let result = try runWithDeadline(
            ["--trace", "--config", directory.appendingPathComponent("tabs.json").path],
            display: server.display)
        XCTAssertEqual(result.status, 2, result.error)
        XCTAssertTrue(
            result.error.contains("tabs[0].icon: \(directory.path)/fifo.png: not a regular file (it is a FIFO)"),
            result.error)
    }

    func testFIFOsAndHugeImageUnderWatch_KeepTheLastGoodConfig() throws {
        let config = directory.appendingPathComponent("live.json")
        try save(#"{"tabs": [{"title": "A"}, {"title": "B"}, {"title": "C"}]}"#, as: "live.json")
        XCTAssertEqual(mkfifo(directory.appendingPathComponent("fifo.png").path, 0o644), 0)
        try BlankPNG.write(width: 20000, height: 20000, to: directory.appendingPathComponent("huge.png"))
        let session = try WindowSession(arguments: ["--config", config.path, "--watch"])
        defer { session.close() }

        var mark = session.app.lineCount
        try save(#"{"tabs": [{"title": "A", "icon": "fifo.png"}, {"title": "B"}]}"#, as: "live.json")
        let fifo = try session.app.waitForEvent(after: mark, isEvent("reload", ["ok": "false"])).event
        XCTAssertTrue(
            (fifo["error"] as? String ?? "").contains("fifo.png: not a regular file (it is a FIFO)"), "\(fifo)")

        mark = session.app.lineCount
        try save(#"{"tabs": [{"title": "A", "icon": "huge.png"}, {"title": "B"}]}"#, as: "live.json")
        let huge = try session.app.waitForEvent(after: mark, isEvent("reload", ["ok": "false"])).event
        XCTAssertTrue((huge["error"] as? String ?? "").contains("the image is 20000×20000 pixels"), "\(huge)")

        // The configuration itself replaced by a FIFO.
        mark = session.app.lineCount
        let pipe = directory.appendingPathComponent("pipe").path
        XCTAssertEqual(mkfifo(pipe, 0o644), 0)
        XCTAssertEqual(rename(pipe, config.path), 0)
        let fifoConfig = try session.app.waitForEvent(after: mark, isEvent("reload", ["ok": "false"])).event
        XCTAssertTrue(
            (fifoConfig["error"] as? String ?? "").contains(
                "live.json: cannot read the file: not a regular file (it is a FIFO)"),
            "\(fifoConfig)")

        // Still the three-tab configuration, and still answering: the third item selects.
        mark = session.app.lineCount
        let (x, y) = session.center(of: 2)
        try session.click(x: x, y: y)
        try session.app.waitForEvent(after: mark, isEvent("select", ["to": "2"]))
        // And a signal still ends it.
        session.app.process.terminate()
        XCTAssertEqual(try session.app.waitForExit(), 128 + SIGTERM)
    }
}
