import Foundation
import TabBarCairo
import TabBarCore
import TabBarLoading
import TestSupport
import XCTest

/// Lottie items beside the bar's other features, drawn through the window's renderer and
/// reviewed by eye: right to left with a raised centre item, badges (a dot and a number) and
/// More; the More page's list; and the bar at 2×, where rlottie draws the icons at twice the
/// size rather than the 1× pictures being stretched.
final class LottieGoldenTests: TemporaryDirectoryTestCase {
    let size = Size(width: 390, height: 844)

    func configuration() throws -> AppConfiguration {
        let icons = Repository.root().appendingPathComponent("assets/lottie").path
        func tab(_ title: String, _ icon: String, _ extra: String = "") -> String {
            #"{"title": "\#(title)", "lottie": "\#(icons)/\#(icon).json", "select": "select", "deselect": "deselect"\#(extra)}"#
        }
        let path = directory.appendingPathComponent("features.json").path
        try """
        {"direction": "rtl",
         "bar": {"indicator": "bottom-line", "translucent": false, "background": "#F9F9F9",
                 "iconColor": "#8E8E93", "selectedIconColor": "#007AFF", "selectedTextColor": "#007AFF"},
         "tabs": [\(tab("Home", "home", #", "badge": """#)), \(tab("Search", "search")),
                  \(tab("Post", "heart", #", "raised": true"#)), \(tab("Likes", "heart", #", "badge": 12"#)),
                  \(tab("Alerts", "bell")), \(tab("Extra", "home"))]}
        """.write(toFile: path, atomically: true, encoding: .utf8)
        return try ConfigurationFile.load(path)
    }

    func testLottieItems_WithRightToLeftRaisedCentreBadgesAndMore() throws {
        let renderer = SceneRenderer()
        let controller = TabBarController(configuration: try configuration(), viewport: size, measurer: renderer.text)
        _ = controller.select(2, cause: .program, at: 0)
        let bar = Rect(x: 0, y: size.height - 100, width: size.width, height: 100)
        Golden.assertMatches(
            try RegionRender.render(controller.scene(at: 0.25), region: bar, renderer: renderer), named: "features-mid")
        Golden.assertMatches(
            try RegionRender.render(controller.scene(at: 3), region: bar, renderer: renderer), named: "features-settled"
        )
        _ = controller.select(4, cause: .program, at: 3)
        let list = Rect(x: 0, y: 0, width: size.width, height: 200)
        Golden.assertMatches(
            try RegionRender.render(controller.scene(at: 6), region: list, renderer: renderer), named: "features-more")
    }

    func testLottieBar_AtTwiceTheScale() throws {
        let renderer = SceneRenderer()
        let controller = TabBarController(configuration: try configuration(), viewport: size, measurer: renderer.text)
        _ = controller.select(3, cause: .program, at: 0)
        let scene = controller.scene(at: 0.3)
        let surface = try RasterSurface(width: Int(size.width * 2), height: Int(size.height * 2))
        renderer.render(scene, on: surface, scale: 2)
        let bar = try RasterSurface(width: 780, height: 200)
        bar.fill { x, y in surface.pixel(x: x, y: Int(size.height * 2) - 200 + y) }
        Golden.assertMatches(bar, named: "features-2x")
    }
}
