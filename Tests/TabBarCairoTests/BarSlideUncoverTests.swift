import TabBarCairo
import TabBarCore
import TestSupport
import XCTest

/// A push or pop that slides the bar away or back (a detail that hides the bar, UIKit's
/// hidesBottomBarWhenPushed) uncovers, where the moving bar has left, the content of the
/// page that keeps the bar going on, as a view goes on under its bar: not the page cut off
/// where the bar will rest, with a band of its background below.
final class BarSlideUncoverTests: XCTestCase {
    func testMovePop_UncoversTheGridGoingOn_NotABandOfBackground() throws {
        let size = Size(width: 390, height: 844)
        let c = TabBarController(
            configuration: try DemoConfiguration.load("demos/hyb-transitions.json"), viewport: size)
        let list = try XCTUnwrap(c.navigator.currentStack.last?.spec)
        XCTAssertEqual(list.kind, .grid, "the magic move's tab, whose detail hides the bar")
        let rest = c.pageArea(at: 0)
        let card = try XCTUnwrap(PageRenderer.rect(of: .card(0), page: list, in: rest, scroll: 0, canGoBack: false))
        _ = c.handle(.pointerDown(card.center, button: .primary), at: 1)
        _ = c.handle(.pointerUp(card.center, button: .primary), at: 1.05)
        XCTAssertFalse(c.isAnimating(at: 3), "the detail rests, the bar away")
        _ = c.handle(.key(.escape, modifiers: []), at: 3)
        // A frame of the pop with the bar half back: the band between where the bar will
        // rest and where it is now shows the page beneath.
        let t = 3 + 6.0 / 60
        let barTop = c.pageArea(at: t).maxY
        XCTAssertGreaterThan(barTop, rest.maxY + 12, "the bar is still coming back")
        let surface = try RasterSurface(width: Int(size.width), height: Int(size.height))
        SceneRenderer().render(c.scene(at: t), on: surface)
        // The gutter between the grid's two columns shows the page's background.
        let background = surface.pixel(x: Int(size.width / 2), y: Int(rest.maxY) + 2)
        var content = 0, all = 0
        for y in Int(rest.maxY) + 1..<Int(barTop) - 1 {
            for x in 0..<surface.width {
                all += 1
                if ImageComparison.channelDistance(surface.pixel(x: x, y: y), background, includingAlpha: false) > 8 {
                    content += 1
                }
            }
        }
        XCTAssertGreaterThan(all, 0)
        XCTAssertGreaterThan(
            Double(content) / Double(all), 0.5,
            "the grid's cards go on below where the bar rests (\(content) of \(all))")
    }
}
