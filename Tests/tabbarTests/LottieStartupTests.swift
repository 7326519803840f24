import Foundation
import Harness
import TabBarCairo
import TestSupport
import XCTest

/// Start-up does not wait for rlottie: the window checks the Lottie files with the
/// configuration (a bad one never opens it), shows its first frame, and only then has
/// rlottie load them, as the trace's order tells; the next frame draws the icons whole.
final class LottieStartupTests: TemporaryDirectoryTestCase {
    func testFirstFrame_IsShownBeforeRlottieLoads_ThenTheIconsAreDrawn() throws {
        let config = Repository.root().appendingPathComponent("assets/demos/lottie.json").path
        let render = directory.appendingPathComponent("render.png").path
        let rendered = try Commands.run(Commands.tabbar, ["render", "--config", config, "-o", render])
        XCTAssertEqual(rendered.status, 0, rendered.standardError)
        // Drawn from scratch as render draws (`TABBAR_NO_LAYERS`), so the two compare exactly.
        let session = try WindowSession(
            arguments: ["--config", config, "--fixed-step"], environment: ["TABBAR_NO_LAYERS": "1"])
        defer { session.close() }
        let loaded = try session.app.waitForEvent(named: "lottie")
        let first = try session.app.waitForEvent(TraceProcess.event("frame", ["seq": "1"]))
        XCTAssertLessThan(first.index, loaded.index, "the first frame waited for rlottie")
        XCTAssertEqual(loaded.event["files"] as? Int, 4, "the demo's four icons")
        // The frame after the load shows the icons, as render (which loads them first) does.
        let next = try session.app.waitForEvent(after: loaded.index + 1) { $0["event"] as? String == "frame" }
        // At rest: the window has drawn ahead what a tap may show next.
        try session.app.waitForEvent(named: "ahead", after: next.index + 1)
        let window = try session.screenshot()
        let expected = try RasterSurface(png: render)
        var differing = 0
        for y in 0..<expected.height {
            for x in 0..<expected.width where window.pixel(x: x, y: y) != expected.pixel(x: x, y: y) { differing += 1 }
        }
        XCTAssertEqual(differing, 0, "pixels unlike render's, which draws the Lottie icons")
    }
}
