import Foundation
import Glibc
import TabBarCore
import TestSupport
import XCTest

/// Faults from outside: a frozen or killed X server, a reader that stops reading, signals,
/// a window made huge. Whatever happens, the program ends when asked, within a second,
/// with the right code and (when the reader can take it) an `exit` line.
final class FaultInjectionEndToEndTests: TemporaryDirectoryTestCase {
    static let everything = Commands.repositoryRoot().appendingPathComponent("assets/demos/everything.json").path

    /// Starts the traced window on `server` and waits for its first frame.
    func start(_ server: XvfbServer, _ arguments: [String] = [], environment: [String: String] = [:]) throws -> TraceProcess {
        let app = try TraceProcess(executable: Commands.tabbar, arguments: ["--trace"] + arguments, display: server.display,
                                   environment: environment)
        try app.waitForEvent(named: "ready")
        return app
    }

    /// Sends `signal`, and returns the exit status and how long the process took to end.
    func end(_ app: TraceProcess, with signal: Int32) throws -> (status: Int32, seconds: TimeInterval) {
        app.send(signal)
        let seconds = try app.waitForEnd(timeout: 10)
        return (app.waitForExit(), seconds)
    }

    func lastEvent(_ app: TraceProcess) -> [String: Any]? {
        app.events.last
    }

    func testFrozenServer_IdleWindow_SIGTERMEndsItWithinOneSecond() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let app = try start(server)
        server.freeze()
        let (status, seconds) = try end(app, with: SIGTERM)
        XCTAssertEqual(status, 128 + SIGTERM)
        XCTAssertLessThan(seconds, 1)
        XCTAssertTrue(TraceProcess.matches(lastEvent(app) ?? [:], ["event": "exit", "code": "143"]), "\(app.events.suffix(2))")
    }

    /// Frozen in the middle of frames, the loop is stuck inside Xlib waiting for a reply;
    /// the signal still ends the process, with MIT-SHM and with the XPutImage fallback
    /// (whose large requests fill the socket, so even writing blocks).
    func testFrozenServer_MidAnimation_SIGTERMEndsItWithinOneSecond() throws {
        let script = directory.appendingPathComponent("busy.json").path
        let steps = (0..<20).map { #"{"click": {"item": \#($0 % 4 + 1)}}, {"wait": 0.3}"# }.joined(separator: ", ")
        try #"{"steps": [\#(steps)]}"#.write(toFile: script, atomically: true, encoding: .utf8)
        for environment in [[:], ["TABBAR_NO_SHM": "1"]] {
            let server = try XvfbServer()
            defer { server.stop() }
            let app = try start(server, ["--script", script], environment: environment)
            try app.waitForEvent(named: "frame", after: try app.waitForEvent(named: "select").index)
            server.freeze()
            // No frame for 0.3 s: the loop is stuck on the server.
            try app.waitForQuiet(0.3, within: 5) { $0["event"] as? String == "frame" }
            let (status, seconds) = try end(app, with: SIGTERM)
            XCTAssertEqual(status, 128 + SIGTERM, "\(environment)")
            XCTAssertLessThan(seconds, 1, "\(environment)")
            XCTAssertTrue(TraceProcess.matches(lastEvent(app) ?? [:], ["event": "exit", "code": "143"]), "\(app.events.suffix(2))")
        }
    }

    func testKilledServer_ExitsOneWithAnExitLine() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let app = try start(server)
        server.crash()
        try app.waitForEnd(timeout: 10)
        XCTAssertEqual(app.waitForExit(), 1)
        XCTAssertTrue(TraceProcess.matches(lastEvent(app) ?? [:], ["event": "exit", "code": "1"]), "\(app.events.suffix(2))")
        XCTAssertTrue(app.standardError.contains("lost the connection to the X server"), app.standardError)
    }

    func testSIGHUP_Exits129WithAnExitLine() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let app = try start(server)
        let (status, seconds) = try end(app, with: SIGHUP)
        XCTAssertEqual(status, 129)
        XCTAssertLessThan(seconds, 1)
        XCTAssertTrue(TraceProcess.matches(lastEvent(app) ?? [:], ["event": "exit", "code": "129"]), "\(app.events.suffix(2))")
    }

    func testSIGQUIT_Exits131WithoutACrashReport() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let app = try start(server, ["--config", Self.everything])
        // While something moves, too: the signal may land in any thread.
        try app.waitForEvent(named: "frame")
        let (status, _) = try end(app, with: SIGQUIT)
        XCTAssertEqual(status, 131)
        XCTAssertTrue(TraceProcess.matches(lastEvent(app) ?? [:], ["event": "exit", "code": "131"]), "\(app.events.suffix(2))")
        XCTAssertFalse(app.standardError.localizedCaseInsensitiveContains("crash"), app.standardError)
        XCTAssertFalse(app.standardError.contains("Backtrac"), app.standardError)
    }

    /// `xdotool windowsize W 32767 32767`: the buffer stops at 16384 a side, and the window
    /// still answers keys and signals.
    func testHugeWindow_BufferIsCappedAndTheWindowKeepsResponding() throws {
        let session = try WindowSession()
        defer { session.close() }
        var mark = session.app.lineCount
        try session.xdotool(["windowsize", "\(session.window)", "32767", "32767"])
        let layout = try session.app.waitForEvent(named: "layout", after: mark).event
        XCTAssertEqual(HeadlessBar.barRect(layout)?.width, Double(16384))
        try session.app.waitForEvent(named: "frame", after: mark)
        mark = session.app.lineCount
        try session.xdotool(["mousemove", "200", "300", "key", "End"])
        try session.app.waitForEvent(after: mark, TraceProcess.event("select", ["to": "3"]))
        try session.app.waitForEvent(named: "frame", after: mark)
        let peak = Self.peakResidentKiB(session.app.process.processIdentifier)
        // One 16384² buffer is 1 GiB; a 32767² one would be 4 GiB.
        XCTAssertLessThan(peak, 2 << 20, "peak RSS \(peak) KiB")
        session.client.close()
        let (status, seconds) = try end(session.app, with: SIGTERM)
        XCTAssertEqual(status, 143)
        XCTAssertLessThan(seconds, 1)
    }

    static func peakResidentKiB(_ pid: Int32) -> Int {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}
