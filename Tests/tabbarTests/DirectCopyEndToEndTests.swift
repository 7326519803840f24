import Foundation
import Harness
import TabBarCairo
import TestSupport
import XCTest

/// Pages the X server copies from their own shared pictures while they slide: what the
/// window shows is the frame, pixel for pixel, as drawing it into the buffer gives it. Each
/// test runs with one back buffer and with two (`TABBAR_BUFFERS`; a window this small has
/// one unless told).
final class DirectCopyEndToEndTests: TemporaryDirectoryTestCase {
    func testPausedSlide_OnScreenIsTheFrame() throws {
        for buffers in ["1", "2"] { try pausedSlide(buffers: buffers) }
    }

    func testExposureAfterASlide_IsPutBackFromAWholeBuffer() throws {
        for buffers in ["1", "2"] { try exposureAfterASlide(buffers: buffers) }
    }

    private func pausedSlide(buffers: String) throws {
        let config = Repository.root().appendingPathComponent("assets/demos/hyb-transitions.json").path
        let session = try WindowSession(
            arguments: ["--config", config, "--slow", "10"], environment: ["TABBAR_BUFFERS": buffers],
            directory: directory.path)
        defer { session.close() }
        XCTAssertTrue(session.usesSharedMemory, "Xvfb offers MIT-SHM")
        var mark = session.app.lineCount
        let (x, y) = session.center(of: 1)
        try session.click(x: x, y: y)
        let begin = try session.app.waitForEvent(after: mark, TraceProcess.event("transition", ["phase": "begin"]))
        // Some frames into the 5 s slow-motion slide, then pause: the frame on screen stays put.
        var frame = begin.index
        for _ in 0..<12 { frame = try session.app.waitForEvent(named: "frame", after: frame + 1).index }
        mark = session.app.lineCount
        try session.xdotool(["key", "space"])
        let paused = try session.app.waitForEvent(after: mark) {
            $0["event"] as? String == "clock" && ($0["state"] as? String)?.hasPrefix("paused") == true
        }
        try session.app.waitForEvent(named: "frame", after: paused.index + 1)
        let shown = try session.screenshot()
        // F12 draws that frame into the buffer whole (no direct copies) and writes it.
        mark = session.app.lineCount
        try session.xdotool(["key", "F12"])
        let written = try session.app.waitForEvent(after: mark, TraceProcess.event("screenshot")).event
        let frameInBuffer = try RasterSurface(png: try XCTUnwrap(written["path"] as? String))
        XCTAssertEqual(frameInBuffer.width, shown.width)
        // They differ only by the "PAUSED" chip, which the screenshot leaves out: 8 px above the
        // bar at the right.
        let barTop = Int(session.items.compactMap { $0["y"] as? Double }.min() ?? 0)
        var outside = 0, worst = 0
        for py in 0..<min(shown.height, frameInBuffer.height) {
            for px in 0..<min(shown.width, frameInBuffer.width) {
                let a = shown.pixel(x: px, y: py), b = frameInBuffer.pixel(x: px, y: py)
                guard a != b else { continue }
                let d = ImageComparison.channelDistance(a, b, includingAlpha: false)
                let inChip = py >= barTop - 48 && py < barTop && px > shown.width / 2
                if !inChip && d > 1 {
                    outside += 1
                    worst = max(worst, d)
                }
            }
        }
        XCTAssertEqual(outside, 0, "pixels off the frame outside the chip, by up to \(worst), \(buffers) buffers")
        // Mid-slide: the incoming page is partly in (its accent is not the resting frame's).
        mark = session.app.lineCount
        try session.xdotool(["key", "space"])
        let end = try session.app.waitForEvent(
            after: mark, timeout: 30, TraceProcess.event("transition", ["phase": "end"]))
        // After the end's own line: the frame (and the rest's `ahead`) may be in already.
        try session.app.waitForEvent(named: "frame", after: end.index + 1)
        let rest = try session.screenshot()
        var moved = 0
        for py in stride(from: 100, to: barTop - 60, by: 7) {
            for px in stride(from: 0, to: rest.width, by: 7) where rest.pixel(x: px, y: py) != shown.pixel(x: px, y: py)
            {
                moved += 1
            }
        }
        XCTAssertGreaterThan(moved, 50, "the paused frame was mid-slide")
        XCTAssertEqual(try session.closeWindow(), 0)
    }

    /// The resting frame of a slide leaves its pages to copies too, and the buffer gets them
    /// back while idle: an exposure afterwards is put back from the buffer alone (no frame is
    /// drawn for it) and shows the same pixels as before.
    private func exposureAfterASlide(buffers: String) throws {
        let config = Repository.root().appendingPathComponent("assets/demos/hyb-transitions.json").path
        let session = try WindowSession(
            arguments: ["--config", config], environment: ["TABBAR_BUFFERS": buffers], directory: directory.path)
        defer { session.close() }
        XCTAssertTrue(session.usesSharedMemory, "Xvfb offers MIT-SHM")
        var mark = session.app.lineCount
        let (x, y) = session.center(of: 2)
        try session.click(x: x, y: y)
        let end = try session.app.waitForEvent(
            after: mark, timeout: 30, TraceProcess.event("transition", ["phase": "end"]))
        try session.app.waitForEvent(named: "ahead", after: end.index + 1)
        // The pointer leaves, so that mapping the window again brings no hover with it.
        mark = session.app.lineCount
        try session.xdotool(["mousemove", "1200", "1000"])
        let left = try session.app.waitForEvent(named: "frame", after: mark)
        try session.app.waitForEvent(named: "ahead", after: left.index + 1)
        let before = try session.screenshot()
        mark = session.app.lineCount
        try session.xdotool(["windowunmap", "--sync", "\(session.window)"])
        try session.xdotool(["windowmap", "--sync", "\(session.window)"])
        // Put back from the buffer: the `expose` line says so once it is on screen, and no
        // frame was drawn for it (a frame drawn instead would trace no `expose` at all). The
        // server may send the map's exposures in more than one batch, each traced.
        var exposed = try session.app.waitForEvent(named: "expose", after: mark)
        var after = try session.screenshot()
        while largestChannelDifference(before, after) > 0,
            let next = try? session.app.waitForEvent(named: "expose", after: exposed.index + 1, timeout: 2)
        {
            exposed = next
            after = try session.screenshot()
        }
        XCTAssertEqual(
            largestChannelDifference(before, after), 0, "the exposed window shows the resting frame, \(buffers) buffers"
        )
        // Nor afterwards: no later batch of exposures drew a frame either.
        try session.waitForIdle()
        XCTAssertFalse(
            session.app.events.suffix(from: mark).contains { $0["event"] as? String == "frame" },
            "put back from the buffer, not drawn")
        XCTAssertEqual(try session.closeWindow(), 0)
    }
}
