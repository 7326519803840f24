import TabBarCore
import TabBarFrame
import TestSupport
import XCTest

@testable import TabBarCairo

/// Issue 8: a frame paints nothing that a later opaque paint covers whole (the background
/// and the seam under a slide's two pictures), and bar layers that stay the same are copied
/// from pictures. Both must leave every pixel as drawing from scratch does (±1/255).
final class OcclusionTests: XCTestCase {
    static let size = LayerCacheTests.size

    /// Every transition and item animation of the catalogue drawn as the window draws it
    /// (damage only, covered nodes skipped, unchanged layers copied; moving pictures on whole
    /// pixels, the resting frame exact), each frame against the same scene drawn whole with
    /// everything painted. Skipping is exact; a copied layer's antialiased text is rounded
    /// twice (drawn on clear, then over the page), so the stated tolerance is 2/255 per channel.
    func testEveryTransition_SkippingAndCopyingChangeNoPixel() throws {
        let base = try DemoConfiguration.load("demos/hyb-transitions.json")
        var frames = 0
        // `make check`: one in three of the check tier's transitions.
        let cases = TestTier.sample(TransitionCase.all, stride: 3)
        for item in cases where !item.spring {
            let window = try Window()
            var last: (TabBarController, Double)?
            item.play(base, rate: 30) { c, t, elapsed in
                last = (c, t)
                frames += 1
                window.show(c.scene(at: t), exact: !c.isAnimating(at: t), "\(item) at \(Int(elapsed * 1000)) ms")
            }
            guard let (c, t) = last else { continue }
            window.show(c.scene(at: t + 3), exact: true, "\(item) at rest")
        }
        XCTAssertGreaterThan(Double(frames), 300 * Double(cases.count) / Double(TransitionCase.every.count))
    }

    /// The window's renderer (skipping, copying, damage) beside a reference that paints
    /// every node of every frame; both keep page pictures, so only skipping and copying differ.
    final class Window {
        let screen = try! RasterSurface(width: 390, height: 844)
        let reference = try! RasterSurface(width: 390, height: 844)
        let cached = SceneRenderer(layers: LayerCache(budget: LayerCache.budget(for: OcclusionTests.size, scale: 1)))
        let plain: SceneRenderer
        var last: Scene?

        init() throws {
            // Both composite pictures on every frame, so only skipping and copying differ.
            plain = SceneRenderer(
                images: cached.images, text: cached.text,
                layers: LayerCache(budget: LayerCache.budget(for: OcclusionTests.size, scale: 1)),
                policy: RenderPolicy(skipsHidden: false, drawsChurnDirectly: false, keepsStableLayers: false))
            cached.policy.drawsChurnDirectly = false
        }

        func show(_ scene: Scene, exact: Bool, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
            cached.render(scene, on: screen, damage: last.map { scene.damage(since: $0) }, exact: exact)
            last = scene
            plain.render(scene, on: reference, exact: exact)
            XCTAssertLessThanOrEqual(LayerCacheTests.compare(reference, screen).worst, 2, what, file: file, line: line)
        }
    }

    /// Layers a frame keeps from the last one are copied from pictures, exactly.
    func testUnchangedBarLayers_AreCopiedFromPictures() throws {
        let configuration = try DemoConfiguration.load("demos/hyb-transitions.json")
        let c = TabBarController(configuration: configuration, viewport: Self.size)
        let window = try Window()
        window.show(c.scene(at: 0), exact: true, "first frame")
        _ = c.select(2, cause: .program, at: 0.1)
        let before = window.cached.layers?.hits ?? 0
        for f in 0...40 {
            window.show(c.scene(at: 0.1 + Double(f) / 60), exact: false, "switch, frame \(f)")
        }
        // The slide damages the page area, merged with the bar's: the items that do not
        // animate are copied, not drawn.
        XCTAssertGreaterThan((window.cached.layers?.hits ?? 0) - before, 40, "pictures reused during the switch")
    }

    /// A page whose content changes every frame (its area grows as the bar hides) is pictured
    /// once, then drawn directly while it keeps changing, exactly as drawn from scratch.
    func testPageChangingEveryFrame_IsDrawnNotPictured() throws {
        let renderer = SceneRenderer(layers: LayerCache())
        let plain = SceneRenderer(images: renderer.images, text: renderer.text)
        let one = try RasterSurface(width: 100, height: 100), two = try RasterSurface(width: 100, height: 100)
        for frame in 0..<10 {
            let area = Rect(x: 0, y: 0, width: 100, height: 50 + Double(frame) * 3)
            let page = SceneNode.group(
                SceneGroup(
                    children: [
                        .fill(.rect(area), .solid(Color(hex: 0x336699))),
                        .fill(.ellipse(area.insetBy(dx: 10, dy: 10)), .solid(.white)),
                    ],
                    clip: .rect(area), retained: true))
            let scene = Scene(
                size: Size(width: 100, height: 100), background: .white,
                layers: [SceneLayer(id: "page", node: .group([page], transform: .translation(3, 0)))])
            renderer.render(scene, on: one)
            plain.render(scene, on: two)
            XCTAssertLessThanOrEqual(LayerCacheTests.compare(two, one).worst, 1, "frame \(frame)")
        }
        XCTAssertEqual(renderer.layers?.rasterized, 1, "a picture for the first frame, then none")
    }

    /// The seam fill under a slide's pictures and the background under the page are not
    /// painted while the pictures cover them; a page moved off the window lets them show.
    func testCoveredNodes_AreNotPainted() throws {
        let renderer = SceneRenderer(layers: LayerCache())
        let surface = try RasterSurface(width: 100, height: 100)
        let area = Rect(x: 0, y: 0, width: 100, height: 100)
        func page(_ color: Color) -> SceneNode {
            .group(SceneGroup(children: [.fill(.rect(area), .solid(color))], clip: .rect(area), retained: true))
        }
        // A red seam under two pages tiling the area at a whole-pixel offset.
        func slide(_ offset: Double) -> Scene {
            let node = SceneNode.group(
                [
                    .fill(.rect(area), .solid(Color(hex: 0xFF0000))),
                    .group([page(Color(hex: 0x00FF00))], transform: .translation(offset, 0)),
                    .group([page(Color(hex: 0x0000FF))], transform: .translation(offset + 100, 0)),
                ],
                clip: .rect(area))
            return Scene(
                size: Size(width: 100, height: 100), background: Color(hex: 0xFF00FF),
                layers: [SceneLayer(id: "page", node: node)])
        }
        renderer.render(slide(-37), on: surface)
        XCTAssertEqual(surface.pixel(x: 62, y: 50) & 0xFFFFFF, 0x00FF00)
        XCTAssertEqual(surface.pixel(x: 63, y: 50) & 0xFFFFFF, 0x0000FF)
        // Half a page to the right of the window: the seam shows where no page is.
        renderer.render(slide(150), on: surface)
        XCTAssertEqual(surface.pixel(x: 20, y: 50) & 0xFFFFFF, 0xFF0000)
    }

    /// The magic move's card, a page cut out with rounded corners and stretched, hides the
    /// page beneath it inside its corners (the planner's `OcclusionPlanTests` state where):
    /// drawn clipped to what shows, the frame is the one drawn whole.
    func testScaledRoundedCard_DrawnClipped_IsTheFrameDrawnWhole() throws {
        let renderer = SceneRenderer(layers: LayerCache())
        let surface = try RasterSurface(width: 100, height: 100)
        let area = Rect(x: 0, y: 0, width: 100, height: 100)
        let page = SceneNode.group(
            SceneGroup(children: [.fill(.rect(area), .solid(Color(hex: 0x00FF00)))], clip: .rect(area), retained: true))
        let source = Rect(x: 10, y: 10, width: 30, height: 20)
        let card = TransitionGeometry.cardSnapshot(
            of: [.fill(.rect(area), .solid(Color(hex: 0x0000FF)))], source: source, radius: 6)
        let flying = TransitionGeometry.flyingNode(card, from: source, into: Rect(x: 5, y: 5, width: 60, height: 40))
        let scene = Scene(
            size: Size(width: 100, height: 100), background: Color(hex: 0xFF00FF),
            layers: [SceneLayer(id: "page", node: .group([page, flying], clip: .rect(area)))])
        renderer.render(scene, on: surface)
        let reference = try RasterSurface(width: 100, height: 100)
        let plain = SceneRenderer(layers: LayerCache(), policy: RenderPolicy(skipsHidden: false))
        plain.render(scene, on: reference)
        // The second frame finds the pictures held, and clips the page beneath the card.
        renderer.render(scene, on: surface)
        XCTAssertLessThanOrEqual(LayerCacheTests.compare(reference, surface).worst, 1)
    }
}

private extension SceneNode {
    var groupChildren: [SceneNode] {
        guard case .group(let group) = self else { return [] }
        return group.children
    }
}
