import TabBarCairo
import TabBarCore
import TestSupport
import XCTest

/// The demo window rendered offscreen through the same renderer the window uses, at the
/// moments a reviewer cares about. Each reference image was reviewed by eye.
final class BarGoldenTests: XCTestCase {
    let size = Size(width: 390, height: 844)

    func render(_ controller: TabBarController, at time: Double) throws -> RasterSurface {
        let surface = try RasterSurface(width: Int(size.width), height: Int(size.height))
        SceneRenderer().render(controller.scene(at: time), on: surface)
        return surface
    }

    func testInitialState() throws {
        let controller = TabBarController(configuration: try DemoConfiguration.load(), viewport: size)
        Golden.assertMatches(try render(controller, at: 0), named: "initial")
    }

    func testMidMaskAnimation() throws {
        let controller = TabBarController(configuration: try DemoConfiguration.load(), viewport: size)
        _ = controller.select(2, cause: .program, at: 0)
        // 0.6 s: phase 2 has begun; the mask is stretched and on its way to tab 2.
        Golden.assertMatches(try render(controller, at: 0.6), named: "mid-mask-0.6s")
    }

    func testMidBounce() throws {
        let controller = TabBarController(configuration: try DemoConfiguration.load(), viewport: size)
        _ = controller.select(1, cause: .program, at: 0)
        // 1/12 s is the 1.4 keyframe: the icon at its largest.
        Golden.assertMatches(try render(controller, at: 0.5 / 6), named: "bounce-peak")
    }

    func testSettledOnAnotherTab() throws {
        let controller = TabBarController(configuration: try DemoConfiguration.load(), viewport: size)
        _ = controller.select(3, cause: .program, at: 0)
        XCTAssertFalse(controller.isAnimating(at: 2))
        Golden.assertMatches(try render(controller, at: 2), named: "settled-tab-3")
    }
}
