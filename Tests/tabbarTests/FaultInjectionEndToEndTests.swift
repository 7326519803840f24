import Foundation
import Glibc
import Harness
import TabBarCore
import TestSupport
import XCTest

/// Faults from outside: a frozen or killed X server, a reader that stops reading, signals,
/// a window made huge. Whatever happens, the program ends when asked, within a second,
/// with the right code and (when the reader can take it) an `exit` line.
final class FaultInjectionEndToEndTests: TemporaryDirectoryTestCase {
    static let everything = Repository.root().appendingPathComponent("assets/demos/everything.json").path

    /// Starts the traced window on `server` and waits for its first frame.
    func start(
        _ server: XvfbServer, _ arguments: [String] = [], environment: [String: String] = [:]
    ) throws -> TraceProcess {
        let app = try TraceProcess(
            executable: Commands.tabbar, arguments: ["--trace"] + arguments, display: server.display,
            environment: environment)
        try app.waitForEvent(named: "ready")
        return app
    }

    /// Sends `signal`, and returns the exit status and how long the process took to end.
    func end(_ app: TraceProcess, with signal: Int32) throws -> (status: Int32, seconds: TimeInterval) {
        app.send(signal)
        let seconds = try app.waitForEnd(timeout: 10)
        return (try app.waitForExit(), seconds)
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
        XCTAssertTrue(
            TraceProcess.matches(lastEvent(app) ?? [:], ["event": "exit", "code": "143"]), "\(app.events.suffix(2))")
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
            // No frame for 0.3 s: the loop is stuck on the server (a frozen server lets no
            // idle line through, so a time it is).
            try app.waitForQuiet(0.3, within: 5) { $0["event"] as? String == "frame" }
            let (status, seconds) = try end(app, with: SIGTERM)
            XCTAssertEqual(status, 128 + SIGTERM, "\(environment)")
            XCTAssertLessThan(seconds, 1, "\(environment)")
            XCTAssertTrue(
                TraceProcess.matches(lastEvent(app) ?? [:], ["event": "exit", "code": "143"]), "\(app.events.suffix(2))"
            )
        }
    }

    /// Frozen before the window exists: the program waits in XOpenDisplay, and a signal
    /// still ends it.
    func testFrozenServerAtStart_SIGTERMEndsItWithinOneSecond() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        server.freeze()
        let app = try TraceProcess(executable: Commands.tabbar, arguments: ["--trace"], display: server.display)
        // The signal watch runs on a second thread; once it exists, the signal is handled.
        try Self.waitUntil("the signal watch has started", within: 10) {
            ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(app.process.processIdentifier)/task")) ?? [])
                .count >= 2
        }
        let (status, seconds) = try end(app, with: SIGTERM)
        XCTAssertEqual(status, 143)
        XCTAssertLessThan(seconds, 1)
        XCTAssertTrue(TraceProcess.matches(lastEvent(app) ?? [:], ["event": "exit", "code": "143"]), "\(app.events)")
    }

    func testKilledServer_ExitsOneWithAnExitLine() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let app = try start(server)
        server.crash()
        try app.waitForEnd(timeout: 10)
        XCTAssertEqual(try app.waitForExit(), 1)
        XCTAssertTrue(
            TraceProcess.matches(lastEvent(app) ?? [:], ["event": "exit", "code": "1"]), "\(app.events.suffix(2))")
        XCTAssertTrue(app.standardError.contains("lost the connection to the X server"), app.standardError)
    }

    func testSIGHUPAndSIGINT_Exit129And130WithAnExitLine() throws {
        for signal in [SIGHUP, SIGINT] {
            let server = try XvfbServer()
            defer { server.stop() }
            let app = try start(server)
            let (status, seconds) = try end(app, with: signal)
            XCTAssertEqual(status, 128 + signal)
            XCTAssertLessThan(seconds, 1)
            XCTAssertTrue(
                TraceProcess.matches(lastEvent(app) ?? [:], ["event": "exit", "code": "\(128 + signal)"]),
                "\(app.events.suffix(2))")
        }
    }

    func testSIGQUIT_Exits131WithoutACrashReport() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let app = try start(server, ["--config", Self.everything])
        // While something moves, too: the signal may land in any thread.
        try app.waitForEvent(named: "frame")
        let (status, _) = try end(app, with: SIGQUIT)
        XCTAssertEqual(status, 131)
        XCTAssertTrue(
            TraceProcess.matches(lastEvent(app) ?? [:], ["event": "exit", "code": "131"]), "\(app.events.suffix(2))")
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

/// A reader that stops reading: the app's stdout is a 4 KiB pipe that the test reads only
/// up to the first frame, then leaves full.
extension FaultInjectionEndToEndTests {
    func testStalledTraceReaderOn4KiBPipe_WindowKeepsDrawingAndSIGTERMWorks() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let app = try StalledReaderApp(
            display: server.display, arguments: ["--trace", "--config", Self.everything],
            standardError: directory.appendingPathComponent("stderr.txt"))
        defer { app.kill() }
        let lines = try app.readLines(until: #""event":"ready""#)
        let ready = try XCTUnwrap(lines.compactMap(Self.parse).first { $0["event"] as? String == "ready" })
        let layout = try XCTUnwrap(lines.compactMap(Self.parse).first { $0["event"] as? String == "layout" })
        let window = UInt(ready["window"] as? Int ?? 0)
        let bar = try XCTUnwrap(HeadlessBar.barRect(layout))
        let client = try XClient(display: server.display)
        defer { client.close() }
        // Animate until the pipe is full: from then on every line waits in the app's buffer.
        try Commands.run("xdotool", ["mousemove", "200", "300"], display: server.display)
        let deadline = Date().addingTimeInterval(20)
        while app.unreadBytes < 4096 - 120 {
            XCTAssertLessThan(Date(), deadline, "the pipe never filled")
            if Date() > deadline { return }
            try Commands.run("xdotool", ["key", "Right"], display: server.display)
        }
        // The window still draws what the keys ask for.
        for (key, index) in [("Home", 0), ("End", 4)] {
            try Commands.run("xdotool", ["key", key], display: server.display)
            let expected = try HeadlessBar.render(
                config: Self.everything, size: Size(width: 390, height: 844),
                selected: index, bar: bar)
            // A few pixels may differ: partial repaints leave a handful of stale pixels at the
            // pill's edge (see InputStormEndToEndTests, which compares after a full repaint).
            try Self.waitUntil("the bar shows item \(index) selected", within: 10) {
                let shot = try HeadlessBar.crop(client.screenshot(window), to: bar)
                return ImageDiff(expected, shot, channelTolerance: 2).differingPixels <= 24
            }
        }
        XCTAssertTrue(app.isRunning)
        let seconds = try app.terminate(within: 10)
        XCTAssertEqual(app.status, 143)
        XCTAssertLessThan(seconds, 1)
        XCTAssertFalse(app.readAvailable().contains(#""event":"exit""#), "the pipe was full: the exit line is lost")
        XCTAssertTrue(app.standardError.contains("trace lines were lost"), app.standardError)
    }

    static func parse(_ line: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }

    /// Checks `condition` until it holds, at most `within` seconds. For states that no trace
    /// line announces (here the trace is stalled on purpose).
    static func waitUntil(_ what: String, within: TimeInterval, _ condition: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(within)
        while try !condition() {
            guard Date() < deadline else { throw TestSupportError("timed out waiting until \(what)") }
            usleep(20_000)
        }
    }
}

/// `tabbar` writing its trace into a 4 KiB pipe that the test reads only when it chooses.
final class StalledReaderApp {
    let process = Process()
    private let readEnd: Int32
    private let errorPath: URL
    private let ended = DispatchSemaphore(value: 0)

    init(display: String, arguments: [String], standardError: URL) throws {
        let pipe = Pipe()
        PipeSize.set(pipe.fileHandleForWriting.fileDescriptor, to: 4096)
        readEnd = pipe.fileHandleForReading.fileDescriptor
        errorPath = standardError
        _ = FileManager.default.createFile(atPath: standardError.path, contents: nil)
        process.executableURL = URL(fileURLWithPath: Commands.tabbar)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        process.environment = environment
        process.standardOutput = pipe
        process.standardError = try FileHandle(forWritingTo: standardError)
        process.standardInput = FileHandle.nullDevice
        process.terminationHandler = { [ended] _ in ended.signal() }
        try process.run()
    }

    var isRunning: Bool { process.isRunning }
    var status: Int32 { process.terminationStatus }
    var standardError: String { (try? String(contentsOf: errorPath, encoding: .utf8)) ?? "" }

    /// Reads (blocking) until a line containing `marker` has arrived; returns the lines read.
    func readLines(until marker: String) throws -> [String] {
        var text = ""
        var chunk = [UInt8](repeating: 0, count: 256)
        while !text.contains(marker) {
            let n = read(readEnd, &chunk, chunk.count)
            guard n > 0 else { throw TestSupportError("the trace ended before \(marker)") }
            text += String(decoding: chunk[..<n], as: UTF8.self)
        }
        return text.split(separator: "\n").map(String.init)
    }

    /// Bytes written into the pipe and not read yet.
    var unreadBytes: Int {
        var count: Int32 = 0
        _ = ioctl(readEnd, UInt(0x541B), &count) // FIONREAD
        return Int(count)
    }

    /// Everything the pipe holds now, without waiting.
    func readAvailable() -> String {
        _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)
        var text = ""
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = read(readEnd, &chunk, chunk.count)
            if n <= 0 { break }
            text += String(decoding: chunk[..<n], as: UTF8.self)
        }
        return text
    }

    /// SIGTERM, then waits for the end; returns how long it took (SIGKILL past `within`).
    func terminate(within: TimeInterval) throws -> TimeInterval {
        let start = ProcessInfo.processInfo.systemUptime
        process.terminate()
        guard ended.wait(timeout: .now() + within) == .success else {
            kill()
            throw TestSupportError("SIGTERM did not end the process within \(within) s")
        }
        return ProcessInfo.processInfo.systemUptime - start
    }

    /// Ends the process whatever its state, and reaps it.
    func kill() {
        guard process.isRunning else { return }
        Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
