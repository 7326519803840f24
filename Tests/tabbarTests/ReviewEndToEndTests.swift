import Foundation
import Harness
import TabBarCairo
import TestSupport
import XCTest

/// The review tools and desktop conventions in the real window under Xvfb.
final class ReviewEndToEndTests: TemporaryDirectoryTestCase {
    func isEvent(_ name: String, _ fields: [String: String] = [:]) -> ([String: Any]) -> Bool {
        TraceProcess.event(name, fields)
    }

    func testKeyboard_ArrowsDigitsAndEnd() throws {
        let session = try WindowSession()
        defer { session.close() }
        // XTEST keys go to the window under the pointer (there is no window manager to focus it).
        try session.xdotool(["mousemove", "200", "300", "key", "Right"])
        try session.app.waitForEvent(isEvent("select", ["from": "0", "to": "1", "cause": "key"]))
        try session.xdotool(["key", "End"])
        try session.app.waitForEvent(isEvent("select", ["from": "1", "to": "3", "cause": "key"]))
        try session.xdotool(["key", "3"])
        try session.app.waitForEvent(isEvent("select", ["from": "3", "to": "2", "cause": "key"]))
        XCTAssertEqual(try session.closeWindow(), 0)
    }

    func testWheelOverTheBar_StepsTabs() throws {
        let session = try WindowSession()
        defer { session.close() }
        let (x, y) = session.center(of: 1)
        try session.xdotool(["mousemove", "\(x)", "\(y)", "click", "5"])
        try session.app.waitForEvent(isEvent("select", ["from": "0", "to": "1", "cause": "wheel"]))
        try session.xdotool(["click", "4"])
        try session.app.waitForEvent(isEvent("select", ["from": "1", "to": "0", "cause": "wheel"]))
        XCTAssertEqual(try session.closeWindow(), 0)
    }

    func testHover_HighlightsTheItemUnderThePointer() throws {
        let session = try WindowSession()
        defer { session.close() }
        let (x, y) = session.center(of: 2)
        try session.xdotool(["mousemove", "\(x)", "\(y)"])
        let hover = try session.app.waitForEvent(isEvent("hover", ["index": "2"]))
        // The next frame shows the highlight: the item's background is lighter than the bar.
        // (Counted from the hover line itself: the frame, and the rest's `ahead`, may be in already.)
        try session.app.waitForEvent(after: hover.index + 1) { $0["event"] as? String == "frame" }
        let shot = try session.screenshot()
        let bar = shot.pixel(x: 110, y: y), hovered = shot.pixel(x: x - 30, y: y + 18)
        XCTAssertGreaterThan(
            hovered & 0xFF, bar & 0xFF, "highlight \(String(hovered, radix: 16)) over bar \(String(bar, radix: 16))")
        try session.xdotool(["mousemove", "200", "300"])
        try session.app.waitForEvent(isEvent("hover", ["index": "null"]))
        XCTAssertEqual(try session.closeWindow(), 0)
    }

    func testLiveReload_KeepsTheLastGoodConfigOnABrokenEdit() throws {
        let config = directory.appendingPathComponent("live.json")
        let demo = try String(contentsOf: Repository.root().appendingPathComponent("assets/demo.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"icons/", with: "\"" + Repository.root().path + "/assets/icons/")
        try demo.write(to: config, atomically: true, encoding: .utf8)
        let session = try WindowSession(arguments: ["--config", config.path, "--watch"])
        defer { session.close() }
        // A broken edit: the window stays, the error is traced, and stderr gets one line.
        var mark = session.app.lineCount
        try "{ \"tabs\": [ { \"title\": }".write(to: config, atomically: false, encoding: .utf8)
        let failed = try session.app.waitForEvent(after: mark, isEvent("reload", ["ok": "false"])).event
        XCTAssertTrue((failed["error"] as? String ?? "").contains("live.json:1:"), "\(failed)")
        XCTAssertTrue(session.app.process.isRunning)
        // Still the old configuration: clicking still selects and animates.
        mark = session.app.lineCount
        let (x, y) = session.center(of: 2)
        try session.click(x: x, y: y)
        try session.app.waitForEvent(after: mark, isEvent("select", ["to": "2"]))
        // A good edit (two tabs) is picked up, with a new layout.
        mark = session.app.lineCount
        let twoTabs = demo.replacingOccurrences(of: "\"我的\"", with: "\"Me\"")
        try twoTabs.write(to: config, atomically: true, encoding: .utf8)
        try session.app.waitForEvent(after: mark, isEvent("reload", ["ok": "true"]))
        let layout = try session.app.waitForEvent(after: mark, isEvent("layout")).event
        let titles = (layout["items"] as? [[String: Any]])?.compactMap { $0["title"] as? String }
        XCTAssertEqual(titles?.last, "Me")
        XCTAssertEqual(try session.closeWindow(), 0)
        XCTAssertTrue(session.app.standardError.contains("tabbar: error: reload: "), session.app.standardError)
    }

    func testF12_WritesAScreenshot() throws {
        let session = try WindowSession(directory: directory.path)
        defer { session.close() }
        try session.xdotool(["mousemove", "200", "300", "key", "F12"])
        let shot = try session.app.waitForEvent(isEvent("screenshot")).event
        let path = try XCTUnwrap(shot["path"] as? String)
        let name = URL(fileURLWithPath: path).lastPathComponent
        XCTAssertEqual(URL(fileURLWithPath: path).deletingLastPathComponent().path, directory.path)
        XCTAssertNotNil(
            name.range(of: #"^demo-\d{8}-\d{6}-\d{3}-t\d+\.\d{3}s\.png$"#, options: .regularExpression), name)
        let image = try RasterSurface(png: path)
        XCTAssertEqual(image.width, 390)
        XCTAssertEqual(image.pixel(x: 4, y: 800), 0xFFE1_3329)
        XCTAssertEqual(try session.closeWindow(), 0)
    }

    /// Issue 10 item 14: the saved image never holds the HUD, the PAUSED chip or the flash.
    func testF12_SavesNeitherHUDNorChipNorFlash() throws {
        let session = try WindowSession(directory: directory.path)
        defer { session.close() }
        try session.xdotool(["mousemove", "200", "300", "key", "space"])
        try session.app.waitForEvent(isEvent("clock", ["state": "paused"]))
        try session.xdotool(["key", "F1", "key", "F12"])
        let path = try XCTUnwrap(try session.app.waitForEvent(isEvent("screenshot")).event["path"] as? String)
        let image = try RasterSurface(png: path)
        // Under the HUD's panel (top left, below the header) and the chip (right, above the
        // bar): the page's own grouped grey, and the header's white.
        XCTAssertEqual(image.pixel(x: 10, y: 70), 0xFFF2_F2F7)
        XCTAssertEqual(image.pixel(x: 380, y: 770), 0xFFF2_F2F7)
        XCTAssertEqual(image.pixel(x: 100, y: 10), 0xFFFF_FFFF, "no flash")
        XCTAssertEqual(try session.closeWindow(), 0)
    }

    func testPauseAndStep_MoveTheClockOneFrame() throws {
        let session = try WindowSession()
        defer { session.close() }
        try session.xdotool(["mousemove", "200", "300", "key", "space"])
        let paused = try session.app.waitForEvent(isEvent("clock", ["state": "paused"])).event
        let mark = session.app.lineCount
        try session.xdotool(["key", "period"])
        let stepped = try session.app.waitForEvent(after: mark, isEvent("clock")).event
        let before = paused["t_ms"] as? Double ?? 0, after = stepped["t_ms"] as? Double ?? 0
        XCTAssertEqual(after - before, 1000.0 / 60, accuracy: 0.01)
        try session.xdotool(["key", "shift+s"])
        try session.app.waitForEvent(isEvent("clock", ["state": "paused · slow ×10"]))
        XCTAssertEqual(try session.closeWindow(), 0)
    }
}
