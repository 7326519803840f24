import TabBarCairo
import TabBarReview
import TestSupport
import XCTest

@testable import TabBarCore

/// Issue 40: at its peak (× 1.2), the UIKit article's pop pushed the title's descender out
/// of the bar ("Setting" lost its "g"), and out of a film strip's cell. Every glyph must
/// stay inside the window and the cell at every instant of the pop.
final class PopGlyphTests: XCTestCase {
    /// Pixels of `scene` in `window`'s bar extended by `margin` past the window's bottom and
    /// sides, and whether any of those outside the window is not the scene's background:
    /// ink the window would have cut off.
    func inkOutside(_ scene: Scene, window: Size, margin: Double = 24) throws -> Int {
        let region = Rect(x: -margin, y: window.height - 70, width: window.width + 2 * margin, height: 70 + margin)
        let image = try RegionRender.render(scene, region: region)
        let background = scene.background
        let expected =
            0xFF00_0000 | UInt32((background.red * 255).rounded()) << 16 | UInt32((background.green * 255).rounded())
            << 8
            | UInt32((background.blue * 255).rounded())
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let wx = Double(x) + region.minX, wy = Double(y) + region.minY
                let outside = wx < 0 || wx >= window.width || wy >= window.height
                if outside && image.pixel(x: x, y: y) != expected { count += 1 }
            }
        }
        return count
    }

    func testPop_KeepsEveryGlyphInsideTheWindow() throws {
        let renderer = SceneRenderer()
        let configuration = try DemoConfiguration.load("demos/uikit-bounce.json")
        XCTAssertEqual(configuration.tabs[3].title, "Setting")
        for size in [Size(width: 390, height: 844), Size(width: 320, height: 480)] {
            let c = TabBarController(configuration: configuration, viewport: size, measurer: renderer.text)
            _ = c.advance(to: 1)
            _ = c.select(3, cause: .tap, at: 1)
            for step in 0...48 {
                let t = 1 + Double(step) / 240
                _ = c.advance(to: t)
                let ink = try inkOutside(c.scene(at: t), window: size)
                XCTAssertEqual(ink, 0, "\(Int(size.width))×\(Int(size.height)) at \(t - 1) s: ink past the window")
            }
        }
    }

    func testPop_KeepsEveryGlyphInsideAFilmStripCell() throws {
        let renderer = SceneRenderer()
        let configuration = try DemoConfiguration.load("demos/uikit-bounce.json")
        let item = configuration.tabs[3]
        let cell = ItemFilmStrip(item: item, style: configuration.bar, measurer: renderer.text).cell
        // A cell lays the item out as a window of the cell's size does.
        let layout = TabBarLayout(viewport: cell, style: configuration.bar, itemCount: 1)
        let builder = BarSceneBuilder(style: configuration.bar, items: [item], layout: layout, measurer: renderer.text)
        for step in 0...48 {
            let elapsed = Double(step) / 240 * item.animation.duration / 0.2
            let layers = builder.layers(
                BarSceneBuilder.Frame(
                    selectedIndex: 0, poses: [item.animation.selecting(elapsed: elapsed)],
                    indicator: IndicatorAnimator(kind: .none, selectedIndex: 0, itemCount: 1).state(at: 0)))
            let scene = Scene(size: cell, background: Color(hex: 0xFFFFFF), layers: layers)
            XCTAssertEqual(try inkOutside(scene, window: cell), 0, "at \(elapsed) s: ink past the cell")
        }
    }
}
