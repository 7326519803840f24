import TabBarCore
import TabBarDemo
import TabBarFrame
import TestSupport
import XCTest

@testable import TabBarCairo

/// Repainting only a frame's damage, over the last frame's pixels, gives the frame drawn
/// whole: nothing a frame changes lies outside its damage, so nothing stale stays on screen.
final class DamageRepaintTests: XCTestCase {
    /// Draws frames both ways, as the window does (pages are pictures), with two renderers
    /// whose caches see the same frames: pages that miss are not drawn directly instead and
    /// unchanged layers are not copied from pictures, which would make the two differ by
    /// rounding.
    final class Pair {
        let repainting: SceneRenderer
        let drawing: SceneRenderer
        let partial: RasterSurface
        let whole: RasterSurface
        var last: Scene?

        init(size: Size) throws {
            func renderer() -> SceneRenderer {
                SceneRenderer(
                    layers: LayerCache(budget: LayerCache.budget(for: size, scale: 1)),
                    policy: RenderPolicy(drawsChurnDirectly: false, keepsStableLayers: false))
            }
            repainting = renderer()
            drawing = renderer()
            partial = try RasterSurface(width: Int(size.width), height: Int(size.height))
            whole = try RasterSurface(width: Int(size.width), height: Int(size.height))
        }

        /// The worst channel difference between `scene` repainted in its damage and drawn whole.
        func show(_ scene: Scene, exact: Bool) -> Int {
            repainting.render(scene, on: partial, damage: last.map { scene.damage(since: $0) }, exact: exact)
            drawing.render(scene, on: whole, exact: exact)
            last = scene
            return largestChannelDifference(whole, partial)
        }
    }

    /// Every transition of the catalogue, frame by frame at 20 frames a second.
    func testEveryTransition_RepaintedInItsDamage_IsTheWholeFrame() throws {
        let base = try DemoConfiguration.load("demos/hyb-transitions.json")
        for item in TransitionCase.all {
            let pair = try Pair(size: TransitionCase.viewport)
            var worst = (0, 0.0)
            item.play(base, rate: 20) { c, t, elapsed in
                let d = pair.show(c.scene(at: t), exact: !c.isAnimating(at: t))
                if d > worst.0 { worst = (d, elapsed) }
            }
            XCTAssertLessThanOrEqual(worst.0, 1, "\(item) at \(Int(worst.1 * 1000)) ms")
        }
    }

    /// The default demo's tab switches, each item's animation and the colourful mask, and a
    /// badge changing on the way.
    func testTabSwitchesAndABadge_RepaintedInTheirDamage_AreTheWholeFrame() throws {
        let configuration = try DemoConfiguration.load("demo.json")
        let size = Size(width: 390, height: 844)
        let c = TabBarController(configuration: configuration, viewport: size)
        let pair = try Pair(size: size)
        var t = 0.0
        _ = pair.show(c.scene(at: t), exact: true)
        for (n, index) in [1, 2, 3, 0, 2].enumerated() {
            _ = c.select(index, cause: .tap, at: t)
            if n == 2 { _ = c.setBadge("7", for: 1, at: t) }
            for _ in 0..<45 {
                t += 1.0 / 30
                XCTAssertLessThanOrEqual(
                    pair.show(c.scene(at: t), exact: !c.isAnimating(at: t)), 1, "switch to \(index) at \(t)")
            }
        }
    }
}
