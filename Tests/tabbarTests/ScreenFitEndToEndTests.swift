import Foundation
import Harness
import XCTest

/// A window larger than the screen (`--device "iPhone 15"` is 852 points high) on a private
/// Xvfb: refused with one line and exit 2 when `--scale` was asked for, else opened at a
/// lower scale with a warning, whole on the screen.
final class ScreenFitEndToEndTests: XCTestCase {
    func testAskedForScale_LargerThanTheScreen_IsRefused() throws {
        let server = try XvfbServer(width: 1280, height: 1024)
        defer { server.stop() }
        let result = try Commands.run(
            Commands.tabbar, ["--trace", "--device", "iPhone 15", "--scale", "2", "--exit-after", "5"],
            display: server.display)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.standardError,
            "tabbar: error: at scale 2 the window would be 786x1704 device pixels, larger than the 1280x1024 "
                + "screen; the largest scale that fits is 1.2\n")
        XCTAssertFalse(result.standardOutput.contains("\"ready\""), "no window was shown")
        XCTAssertTrue(result.standardOutput.contains("\"exit\""), "the trace still ends with its exit line")
    }

    func testScaleNotAskedFor_IsLoweredToFitTheScreen() throws {
        let session = try WindowSession(
            arguments: ["--device", "iPhone 15", "--exit-after", "30"], screen: (800, 600))
        defer { session.close() }
        let ready = try XCTUnwrap(session.app.events.first { $0["event"] as? String == "ready" })
        let size = [ready["width"] as? Int, ready["height"] as? Int]
        XCTAssertEqual(size, [275, 596], "393x852 at 0.7: whole on the 800x600 screen")
        // Only a window whole on the screen can be read back (XGetImage refuses any other).
        guard size == [275, 596] else { return }
        let shot = try session.screenshot()
        XCTAssertEqual([shot.width, shot.height], [275, 596])
        // The bar is on screen: a click on an item selects it.
        let (x, y) = session.center(of: 1)
        XCTAssertLessThan(y, 600)
        try session.click(x: x, y: y)
        try session.app.waitForEvent(TraceProcess.event("select", ["to": "1"]))
        XCTAssertEqual(try session.closeWindow(), 0)
        XCTAssertEqual(
            session.app.standardError,
            "tabbar: warning: at scale 1 the window would be 393x852 device pixels, larger than the 800x600 "
                + "screen: drawn at scale 0.7 (275x596 device pixels)\n")
    }
}
