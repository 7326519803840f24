import Harness
import TabBarCairo
import TestSupport
import XCTest

/// The real window under Xvfb, clicked through XTEST, observed through its trace.
final class WindowEndToEndTests: XCTestCase {
    func testClickingEveryItem_SelectsItAndClosingExitsZero() throws {
        let session = try WindowSession()
        defer { session.close() }
        XCTAssertEqual(session.items.count, 4)
        XCTAssertEqual(try session.client.title(of: session.window), "AnimatedTabBar")
        var selected = 0
        var mark = 0
        for index in [1, 2, 3, 0] {
            mark = session.app.lineCount
            let (x, y) = session.center(of: index)
            try session.click(x: x, y: y)
            let select = try session.app.waitForEvent(after: mark) { $0["event"] as? String == "select" }.event
            XCTAssertEqual(select["from"] as? Int, selected)
            XCTAssertEqual(select["to"] as? Int, index)
            XCTAssertEqual(select["cause"] as? String, "tap")
            try session.app.waitForEvent(after: mark) {
                $0["event"] as? String == "animation" && $0["name"] as? String == "bounce"
                    && $0["index"] as? Int == index
            }
            selected = index
        }
        // Once the mask has settled on item 0, its block is red (#E13329) and item 1's is the bar colour.
        let end = try session.app.waitForEvent(after: mark) {
            $0["event"] as? String == "animation" && $0["name"] as? String == "colorful-mask"
                && $0["phase"] as? String == "end" && $0["index"] as? Int == 0 && $0["interrupted"] == nil
        }
        // After the end's own line: the frame (and the rest's `ahead`) may be in already.
        try session.app.waitForEvent(after: end.index + 1) { $0["event"] as? String == "frame" }
        let shot = try session.screenshot()
        try? shot.writePNG(to: NSTemporaryDirectory() + "tabbar-e2e.png")
        XCTAssertEqual(shot.pixel(x: 4, y: 800), 0xFFE1_3329)
        XCTAssertEqual(shot.pixel(x: 102, y: 800), 0xFF21_2F3F)
        XCTAssertEqual(try session.closeWindow(), 0)
        try session.app.waitForEvent(named: "exit")
        XCTAssertEqual(session.app.events.last?["code"] as? Int, 0)
    }

    func testResizing_RelaysOutTheBar() throws {
        let session = try WindowSession()
        defer { session.close() }
        let mark = session.app.lineCount
        try session.xdotool(["windowsize", "\(session.window)", "600", "500"])
        let layout = try session.app.waitForEvent(after: mark) { $0["event"] as? String == "layout" }.event
        let bar = layout["bar"] as? [String: Any]
        XCTAssertEqual(bar?["w"] as? Int, 600)
        XCTAssertEqual(bar?["y"] as? Int, 500 - 49)
        XCTAssertEqual(try session.closeWindow(), 0)
    }

    func testWithoutSharedMemory_PutImageShowsTheSamePixels() throws {
        let shm = try WindowSession()
        defer { shm.close() }
        let plain = try WindowSession(environment: ["TABBAR_NO_SHM": "1"])
        defer { plain.close() }
        // Xvfb offers MIT-SHM, so only the environment variable can choose the fallback.
        XCTAssertTrue(shm.usesSharedMemory, "the default window should use shared memory")
        XCTAssertFalse(plain.usesSharedMemory, "TABBAR_NO_SHM should select the XPutImage path")
        let a = try shm.screenshot(), b = try plain.screenshot()
        XCTAssertEqual(ImageDiff(a, b, channelTolerance: 0).differingPixels, 0)
        XCTAssertEqual(try plain.closeWindow(), 0)
    }

    func testExitAfter_ClosesOnItsOwn() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let app = try TraceProcess(
            executable: Commands.tabbar, arguments: ["--trace", "--exit-after", "0.3"],
            display: server.display)
        XCTAssertEqual(try app.waitForExit(), 0)
        let names = app.events.compactMap { $0["event"] as? String }
        XCTAssertEqual(names.first, "layout")
        XCTAssertTrue(names.contains("ready"))
        XCTAssertEqual(names.last, "exit")
    }
}

extension WindowEndToEndTests {
    func testScale2_DoublesTheWindowAndTracesWindowPixels() throws {
        let session = try WindowSession(arguments: ["--scale", "2", "--size", "300x500"])
        defer { session.close() }
        let shot = try session.screenshot()
        XCTAssertEqual(shot.width, 600)
        XCTAssertEqual(shot.height, 1000)
        // Layout is traced in window pixels: the 49 px bar is 98 px tall.
        XCTAssertEqual(session.items.first?["h"] as? Int, 98)
        let (x, y) = session.center(of: 2)
        try session.click(x: x, y: y)
        try session.app.waitForEvent(TraceProcess.event("select", ["to": "2"]))
        XCTAssertEqual(try session.closeWindow(), 0)
    }
}

extension WindowEndToEndTests {
    func testDestroyedWindow_EndsTheProgram() throws {
        let session = try WindowSession()
        defer { session.close() }
        try session.xdotool(["windowclose", "\(session.window)"])
        XCTAssertEqual(try session.app.waitForExit(), 0)
        XCTAssertEqual(session.app.events.last?["event"] as? String, "exit")
    }
}
