import Foundation
import Harness
import TabBarCairo
import TestSupport
import XCTest

/// Issue 46: titles of any length render, and the window shows its first frame and closes when
/// `--exit-after` says (a 1 MB title kept both waiting for ever; see `LongTitleTests` for the
/// bounded work behind this).
final class LongTitleEndToEndTests: TemporaryDirectoryTestCase {
    /// A two-tab configuration whose first title is `title`.
    func config(_ name: String, title: String) throws -> String {
        let path = directory.appendingPathComponent(name).path
        let data = try JSONSerialization.data(withJSONObject: ["tabs": [["title": title], ["title": "B"]]])
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    func testRender_EveryLongTitleFinishes() throws {
        let titles = [
            ("w4000", String(repeating: "W", count: 4000)), ("w1m", String(repeating: "W", count: 1_000_000)),
            ("marks", "e" + String(repeating: "\u{301}", count: 200_000)),
            ("bidi", String(repeating: "\u{202E}\u{200D}א", count: 28_000)),
        ]
        for (name, title) in titles {
            let output = directory.appendingPathComponent(name + ".png").path
            let result = try Commands.run(
                Commands.tabbar, ["render", "--config", try config(name + ".json", title: title), "-o", output],
                timeout: 30)
            XCTAssertEqual(result.status, 0, "\(name): \(result.standardError)")
            XCTAssertTrue(FileManager.default.fileExists(atPath: output), name)
        }
    }

    /// The film strip's header names the item with its title cut to 40 characters: a 1 MB
    /// title neither widens the strip past what a PNG may be (the error then suggested --size,
    /// --scale or --frames, none of which helps) nor off its usual width.
    func testFilmstrip_HeaderCutsALongTitle() throws {
        let path = try config("big.json", title: String(repeating: "W", count: 1_000_000))
        var widths: [Int] = []
        for (name, config) in [("big", path), ("short", try config("short.json", title: "Home"))] {
            let output = directory.appendingPathComponent(name + ".png").path
            let result = try Commands.run(
                Commands.tabbar,
                ["filmstrip", "--config", config, "--animation", "bounce", "--scale", "2", "-o", output],
                timeout: 30)
            XCTAssertEqual(result.status, 0, result.standardError)
            widths.append(try RasterSurface(png: output).width)
        }
        XCTAssertEqual(widths[0], widths[1], "the title does not widen the strip")
    }

    func testWindow_WithAMegabyteTitle_ShowsItsFirstFrameAndExitsOnTime() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let path = try config("big.json", title: String(repeating: "W", count: 1_000_000))
        let app = try TraceProcess(
            executable: Commands.tabbar, arguments: ["--trace", "--config", path, "--exit-after", "1"],
            display: server.display)
        try app.waitForEvent(named: "frame")
        XCTAssertEqual(try app.waitForExit(timeout: 20), 0, app.standardError)
        XCTAssertTrue(TraceProcess.matches(app.events.last ?? [:], ["event": "exit", "code": "0"]))
    }
}
