import TabBarCairo
import TabBarCore
import TabBarDemo
import TestSupport
import XCTest

@testable import tabbar

/// The bar of every demo, settled after selecting its second tab, and once mid-way through
/// that selection; drawn through the window's renderer and reviewed by eye.
final class DemoGoldenTests: XCTestCase {
    let size = Size(width: 390, height: 844)

    func testDemoBars() throws {
        for demo in DemoConfigurationTests.demos {
            let renderer = SceneRenderer()
            let configuration = try DemoConfiguration.load("demos/" + demo, catalog: .demo)
            let controller = TabBarController(configuration: configuration, viewport: size, measurer: renderer.text)
            _ = controller.select(1, cause: .program, at: 0)
            let region = Rect(x: 0, y: size.height - 140, width: size.width, height: 140)
            let name = demo.replacingOccurrences(of: ".json", with: "")
            let middle = 0.5 * max(configuration.tabs[1].animation.duration, 0.3)
            Golden.assertMatches(
                try RegionRender.render(controller.scene(at: middle), region: region, renderer: renderer),
                named: name + "-mid")
            Golden.assertMatches(
                try RegionRender.render(controller.scene(at: 3), region: region, renderer: renderer),
                named: name + "-settled")
        }
    }
}
