import Foundation
import Harness
import TabBarCairo
import TestSupport
import XCTest

/// `--show-repaints` and F2 in the real window: flashes come and go, and the window still idles.
final class ShowRepaintsEndToEndTests: TemporaryDirectoryTestCase {
    func testFlashes_FadeAndTheWindowIdles() throws {
        let session = try WindowSession(arguments: ["--show-repaints"])
        defer { session.close() }
        // The first frame repaints everything, so it all flashes; the flashes fade and the
        // window falls idle: flashes do not flash themselves.
        try session.waitForIdle()
        let frames = session.app.events.filter(TraceProcess.event("frame")).count
        XCTAssertGreaterThan(frames, 5, "the fade is drawn over several frames")
        XCTAssertLessThan(frames, 60, "and ends")
        let clean = try session.screenshot()
        XCTAssertEqual(clean.pixel(x: 195, y: 65) & 0xFF_FFFF, 0xF2F2F7, "the page background, no tint left")

        let mark = session.app.lineCount
        let (x, y) = session.center(of: 2)
        try session.click(x: x, y: y)
        try session.app.waitForEvent(after: mark, TraceProcess.event("select", ["to": "2"]))
        try session.xdotool(["key", "F2"])
        try session.app.waitForEvent(after: mark, TraceProcess.event("repaints", ["shown": "false"]))
        try session.xdotool(["key", "F2"])
        try session.app.waitForEvent(after: mark, TraceProcess.event("repaints", ["shown": "true"]))
        try session.xdotool(["mousemove", "195", "20"])
        try session.waitForIdle()
        // Once quiet, the window is exactly what the renderer draws for that moment: no tint anywhere.
        let expected = directory.appendingPathComponent("expected.png").path
        let render = try Commands.run(
            Commands.tabbar, ["render", "--select", "2", "--at", "3", "-o", expected], display: nil)
        XCTAssertEqual(render.status, 0, render.standardError)
        let comparison = try ImageComparison(
            actual: try session.screenshot(), expected: try RasterSurface(png: expected),
            threshold: 2.0 / 255)
        XCTAssertEqual(comparison.differingPixels, 0)
    }
}
