import Foundation
import Glibc
import Harness
import TabBarCairo
import TabBarGIF
import TestSupport
import XCTest

/// GIF captures of the real window under Xvfb: `--capture` and F11.
final class CaptureEndToEndTests: TemporaryDirectoryTestCase {
    func isEvent(_ name: String, _ fields: [String: String] = [:]) -> ([String: Any]) -> Bool {
        TraceProcess.event(name, fields)
    }

    func testCaptureOption_RecordsTheSessionWrittenOnExit() throws {
        let path = directory.appendingPathComponent("session.gif").path
        let session = try WindowSession(arguments: ["--capture", path])
        defer { session.close() }
        let (x, y) = session.center(of: 2)
        try session.click(x: x, y: y)
        try session.app.waitForEvent(isEvent("animation", ["index": "2", "kind": "select", "phase": "end"]))
        try session.app.waitForEvent(isEvent("animation", ["index": "2", "kind": "indicator", "phase": "end"]))
        // The settled frame on screen, to compare with the GIF's last frame.
        let mark = session.app.lineCount
        try session.app.waitForEvent(after: mark - 1) { $0["event"] as? String == "frame" }
        let shot = try session.screenshot()
        XCTAssertEqual(try session.closeWindow(), 0)
        let stop = try session.app.waitForEvent(isEvent("capture", ["phase": "stop", "path": path]))
        let written = try session.app.waitForEvent(
            after: stop.index + 1, isEvent("capture", ["phase": "written", "path": path])
        ).event
        let frames = try GIFReader.read(path)
        XCTAssertEqual(written["frames"] as? Int, frames.count)
        XCTAssertNotNil(written["dropped"] as? Int, "drops are reported")
        // The bounce alone is 0.5 s: at 2 cs or more a frame, at least a dozen frames move.
        XCTAssertGreaterThan(frames.count, 12)
        XCTAssertTrue(frames.allSatisfy { $0.delay >= 2 }, "\(frames.map(\.delay))")
        XCTAssertEqual(frames[0].width, shot.width)
        XCTAssertEqual(frames[0].height, shot.height)
        // The last frame is the settled window, within the dithering tolerance.
        let last = try XCTUnwrap(frames.last).rgbPixels
        var total = 0
        for py in stride(from: 0, to: shot.height, by: 2) {
            for px in stride(from: 0, to: shot.width, by: 2) {
                let a = last[py * shot.width + px], b = shot.pixel(x: px, y: py)
                for shift in [16, 8, 0] as [UInt32] { total += abs(Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF)) }
            }
        }
        let mean = Double(total) / Double(3 * ((shot.width + 1) / 2) * ((shot.height + 1) / 2))
        XCTAssertLessThanOrEqual(mean, 2, "mean channel difference of the last frame")
    }

    /// Issue 11: a signal ends the process within a second, and a capture in progress is
    /// finished first (a complete file whose frame count the trace states), even while the
    /// encoder is behind on a moving window.
    func testSIGTERMDuringCapture_WritesACompleteGIFWithinOneSecond() throws {
        let path = directory.appendingPathComponent("signalled.gif").path
        let session = try WindowSession(arguments: ["--capture", path])
        defer { session.close() }
        let (x, y) = session.center(of: 3)
        try session.click(x: x, y: y)
        let begin = try session.app.waitForEvent(
            isEvent("animation", ["index": "3", "kind": "select", "phase": "begin"]))
        // A few frames into the motion, while it still moves.
        for _ in 0..<10 {
            try session.app.waitForEvent(after: session.app.lineCount) { $0["event"] as? String == "frame" }
        }
        XCTAssertNil(
            session.app.events[begin.index...].first(
                where: isEvent("animation", ["index": "3", "kind": "select", "phase": "end"])))
        session.app.send(SIGTERM)
        let seconds = try session.app.waitForEnd(timeout: 10)
        XCTAssertEqual(try session.app.waitForExit(), 128 + SIGTERM)
        XCTAssertLessThan(seconds, 1)
        let tail = session.app.events.suffix(4)
        let written = try XCTUnwrap(
            tail.first(where: isEvent("capture", ["phase": "written", "path": path])), "\(tail)")
        let frames = try GIFReader.read(path)
        XCTAssertEqual(written["frames"] as? Int, frames.count)
        // A debug build quantizes a frame in most of a second: one frame is what can be
        // encoded in time, and what the file must then hold.
        XCTAssertGreaterThanOrEqual(frames.count, 1)
        XCTAssertEqual(
            frames[0].width, session.app.events.first { $0["event"] as? String == "ready" }?["width"] as? Int)
        XCTAssertTrue(
            TraceProcess.matches(session.app.events.last ?? [:], ["event": "exit", "code": "143"]),
            "\(session.app.events.suffix(2))")
    }

    func testF11_StartsAndStopsATimestampedCapture() throws {
        let session = try WindowSession(directory: directory.path)
        defer { session.close() }
        try session.xdotool(["mousemove", "200", "300", "key", "F11"])
        let start = try session.app.waitForEvent(isEvent("capture", ["phase": "start"]))
        let path = try XCTUnwrap(start.event["path"] as? String)
        // Named as F12's screenshots are: <config>-YYYYMMDD-HHMMSS-mmm-t<clock>s.gif.
        XCTAssertTrue(path.hasPrefix(directory.path + "/demo-") && path.hasSuffix("s.gif"), path)
        try session.xdotool(["key", "Right"])
        try session.app.waitForEvent(isEvent("animation", ["index": "1", "kind": "select", "phase": "end"]))
        try session.xdotool(["key", "F11"])
        let written = try session.app.waitForEvent(
            after: start.index + 1, isEvent("capture", ["phase": "written", "path": path])
        ).event
        XCTAssertTrue(FileManager.default.fileExists(atPath: path))
        XCTAssertEqual(try GIFReader.read(path).count, written["frames"] as? Int)
        XCTAssertEqual(try session.closeWindow(), 0)
    }
}
