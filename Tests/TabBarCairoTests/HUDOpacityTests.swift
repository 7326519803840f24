import TabBarCairo
import TabBarReview
import TestSupport
import XCTest

@testable import TabBarCore

/// Issue 40: page text showed through the HUD's translucent panel. Drawn over the demo's
/// page (its header, cards and text) or over a blank window, the panel's pixels are the same.
final class HUDOpacityTests: XCTestCase {
    func testPageText_DoesNotShowThroughThePanel() throws {
        let size = Size(width: 390, height: 844)
        let renderer = SceneRenderer()
        let c = TabBarController(configuration: try DemoConfiguration.load(), viewport: size, measurer: renderer.text)
        var stats = HUDStats(
            fps: 60, lastFrameMs: 0.4, p99FrameMs: 0.9, recentFrameMs: [0.4, 0.5, 18], clockState: "paused")
        stats.isPaused = true
        stats.clockTime = 1
        let hud = SceneLayer(id: "hud", node: .group(HUD.nodes(stats, in: size, measurer: renderer.text)))
        let panel = HUD.frame(in: size, hasMessage: false)
        // Inside the rounded corners: the corners blend with what lies beneath on purpose.
        let region = panel.insetBy(dx: 8, dy: 8)
        var page = c.scene(at: 0)
        page.layers.append(hud)
        let blank = Scene(size: size, background: Color(hex: 0x808080), layers: [hud])
        let over = try RegionRender.render(page, region: region, renderer: renderer)
        let alone = try RegionRender.render(blank, region: region, renderer: renderer)
        XCTAssertEqual(ImageDiff(alone, over, channelTolerance: 0).differingPixels, 0)
    }
}
