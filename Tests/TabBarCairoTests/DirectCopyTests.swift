import TabBarCairo
import TabBarCore
import TabBarFrame
import TestSupport
import XCTest

/// Pages in picture memory that the frame leaves to the host (`DirectCopy`): what the host
/// then shows, its screen built from the rectangles sent from the buffer and the copies
/// from pictures, is what the same frames drawn all through the buffer show.
final class DirectCopyTests: XCTestCase {
    static let size = TransitionCase.viewport

    /// Two renderers drawing the same frames with the same damage, as the window does: one
    /// leaves pictures to direct copies onto a screen of its own, the other draws everything
    /// into its buffer, which is its screen.
    final class Pair {
        let memory = FakePictureMemory()
        let direct: SceneRenderer
        let plain: SceneRenderer
        let buffer: RasterSurface
        let screen: RasterSurface
        let reference: RasterSurface
        var last: Scene?
        var copied = 0
        var framesWithCopies = 0
        var tinted = 0
        var framesWithTints = 0
        /// What the last frame left to the host.
        var result = RenderResult.empty

        init(scale: Double = 1) throws {
            let budget = LayerCache.budget(for: DirectCopyTests.size, scale: scale)
            let layers = LayerCache(budget: budget)
            layers.memory = memory
            direct = SceneRenderer(layers: layers, policy: RenderPolicy(laysTints: true))
            plain = SceneRenderer(images: direct.images, text: direct.text, layers: LayerCache(budget: budget))
            let width = Int(DirectCopyTests.size.width * scale), height = Int(DirectCopyTests.size.height * scale)
            buffer = try RasterSurface(width: width, height: height)
            screen = try RasterSurface(width: width, height: height)
            reference = try RasterSurface(width: width, height: height)
        }

        /// Draws `scene` both ways; returns the worst channel difference between the screens.
        func show(_ scene: Scene, exact: Bool, scale: Double = 1) -> Int {
            let damage = last.map { scene.damage(since: $0) }
            last = scene
            result = direct.render(scene, on: buffer, scale: scale, damage: damage, exact: exact, direct: true)
            plain.render(scene, on: reference, scale: scale, damage: damage, exact: exact)
            let copies = result.copies, tints = result.tints
            XCTAssertTrue(
                ScreenComposer.show(rects: result.damage, copies: copies, tints: tints, from: buffer, on: screen))
            copied += copies.reduce(0) { $0 + $1.width * $1.height }
            tinted += tints.reduce(0) { $0 + $1.width * $1.height }
            if !tints.isEmpty { framesWithTints += 1 }
            if !copies.isEmpty { framesWithCopies += 1 }
            return largestChannelDifference(reference, screen)
        }
    }

    /// Every transition of the catalogue, frame by frame: the screen made of sent rectangles,
    /// direct copies and the tints laid over them matches drawing through the buffer
    /// (±1/255), and moving pages are copied directly (slides and pushes move whole pages, a
    /// modal its sheet); a push's old page too, beneath its dim, which the host lays.
    func testEveryTransition_ShowsWhatTheBufferWould() throws {
        let base = try DemoConfiguration.load("demos/hyb-transitions.json")
        for item in TransitionCase.all {
            let pair = try Pair()
            var worst = (0, 0.0)
            // 30 frames a second: every other frame of the window's, enough to cross every phase.
            item.play(base, rate: 30) { c, t, elapsed in
                let d = pair.show(c.scene(at: t), exact: !c.isAnimating(at: t))
                if d > worst.0 { worst = (d, elapsed) }
            }
            XCTAssertLessThanOrEqual(worst.0, 1, "\(item) at \(Int(worst.1 * 1000)) ms")
            if [.slide, .push].contains(item.kind) && !item.reduced && item.scenario != .present
                && item.scenario != .dismiss
            {
                XCTAssertGreaterThanOrEqual(pair.framesWithCopies, 3, "\(item): pages copied directly")
            }
            // A push (or its pop) dims the old page: the host lays the dim over its copy, in
            // every frame while the old page shows (the spring's covers it in two, at 30 Hz;
            // its pop, which ends as it arrives, in 83 ms, in one).
            if item.kind == .push && [.push, .pop].contains(item.scenario) && !item.reduced {
                let frames = item.spring ? (item.scenario == .pop ? 1 : 2) : 10
                XCTAssertGreaterThanOrEqual(pair.framesWithTints, frames, "\(item): the dim laid by the host")
            }
            // A sheet slides by fractions of a pixel with its clip: it is copied inside the clip
            // in most frames (only at rest before the split at the clip's edge).
            if item.kind == .modal && [.present, .dismiss].contains(item.scenario) {
                XCTAssertGreaterThanOrEqual(pair.framesWithCopies, 6, "\(item): the sheet copied directly")
            }
        }
    }

    /// At 2×, a slide's pages are copied directly and the screen matches too.
    func testSlideAtTwice_ShowsWhatTheBufferWould() throws {
        let configuration = try DemoConfiguration.load("demos/hyb-transitions.json")
        let c = TabBarController(configuration: configuration, viewport: Self.size)
        let pair = try Pair(scale: 2)
        _ = pair.show(c.scene(at: 0), exact: true, scale: 2)
        _ = c.select(1, cause: .program, at: 1)
        for f in 0...40 {
            let t = 1 + Double(f) / 60
            XCTAssertLessThanOrEqual(pair.show(c.scene(at: t), exact: !c.isAnimating(at: t), scale: 2), 1, "frame \(f)")
        }
        XCTAssertGreaterThan(pair.framesWithCopies, 20)
        // Direct copies take most of the page area off the buffer: a 780×1590 page twice per frame.
        XCTAssertGreaterThan(pair.copied, 20 * 780 * 1200)
    }

    /// The default demo's colourful mask draws each item's unselected look through a path
    /// reaching far past the bar; that does not make the items seem to cover the page: the
    /// page a tab switch shows (drawn ahead) is left to a direct copy, and the screen matches.
    func testColourfulMask_LeavesTheNewPageToDirectCopies() throws {
        let configuration = try DemoConfiguration.load("demo.json")
        XCTAssertEqual(configuration.bar.indicator, .colorfulMask)
        let c = TabBarController(configuration: configuration, viewport: Self.size)
        let pair = try Pair()
        _ = pair.show(c.scene(at: 0), exact: true)
        // As the window does at rest, the other tabs' pages are drawn ahead (not what a tap
        // opens: this test only switches tabs).
        for page in c.pagesAhead(at: 0, opened: false) { _ = pair.direct.prefetch([page], scale: 1) }
        var switchesCopied = 0
        for (n, index) in [1, 2, 0].enumerated() {
            let start = 1 + Double(n) * 2
            _ = c.select(index, cause: .tap, at: start)
            for f in 0...60 {
                let t = start + Double(f) / 60
                XCTAssertLessThanOrEqual(pair.show(c.scene(at: t), exact: !c.isAnimating(at: t)), 1, "\(index) \(f)")
                let page = Rect(x: 0, y: 0, width: Self.size.width, height: 700)
                if f == 0, pair.result.copies.contains(where: { $0.rect.intersection(page) == page }) {
                    switchesCopied += 1
                }
            }
        }
        XCTAssertEqual(switchesCopied, 3)
    }

    /// Nothing drawn over a page is lost: a translucent layer above the moving pages (a HUD)
    /// keeps the pixels under it in the buffer, and no copy lands beneath it.
    func testALayerAbove_KeepsItsPixelsInTheBuffer() throws {
        let configuration = try DemoConfiguration.load("demos/hyb-transitions.json")
        let c = TabBarController(configuration: configuration, viewport: Self.size)
        let pair = try Pair()
        let panel = Rect(x: 20, y: 300, width: 200, height: 120)
        func scene(_ t: Double) -> Scene {
            var scene = c.scene(at: t)
            scene.layers.append(
                SceneLayer(id: "hud", node: .fill(.roundedRect(panel, radius: 8), .solid(Color.black.withAlpha(0.5)))))
            return scene
        }
        _ = pair.show(scene(0), exact: true)
        _ = c.select(2, cause: .program, at: 1)
        for f in 0...40 {
            let t = 1 + Double(f) / 60
            XCTAssertLessThanOrEqual(pair.show(scene(t), exact: !c.isAnimating(at: t)), 1, "frame \(f)")
            XCTAssertFalse(pair.result.copies.contains { $0.rect.intersects(panel) }, "frame \(f)")
        }
        XCTAssertGreaterThan(pair.framesWithCopies, 20)
    }

    /// A frame at rest, a renderer without picture memory, or one not asked for direct copies
    /// makes none, and sends its whole damage.
    func testNoCopies_AtRestWithoutMemoryOrUnasked() throws {
        let configuration = try DemoConfiguration.load("demos/hyb-transitions.json")
        let c = TabBarController(configuration: configuration, viewport: Self.size)
        let memory = FakePictureMemory()
        let layers = LayerCache(budget: LayerCache.budget(for: Self.size, scale: 1))
        layers.memory = memory
        let renderer = SceneRenderer(layers: layers), bare = SceneRenderer(layers: LayerCache())
        let buffer = try RasterSurface(width: 390, height: 844)
        renderer.render(c.scene(at: 0), on: buffer, direct: true)
        _ = c.select(1, cause: .program, at: 1)
        let moving = c.scene(at: 1.2)
        XCTAssertTrue(renderer.render(moving, on: buffer, exact: true, direct: true).copies.isEmpty, "exact")
        let unasked = renderer.render(moving, on: buffer)
        XCTAssertTrue(unasked.copies.isEmpty, "not asked")
        XCTAssertEqual(unasked.damage, [Rect(x: 0, y: 0, width: 390, height: 844)])
        XCTAssertTrue(bare.render(moving, on: buffer, direct: true).copies.isEmpty, "no picture memory")
        XCTAssertFalse(renderer.render(moving, on: buffer, direct: true).copies.isEmpty, "asked, moving, with memory")
    }

    /// Pictures in picture memory are freed when evicted: a long run of switches never holds
    /// more of it than the cache's budget.
    func testPictureMemory_StaysWithinTheBudget() throws {
        let configuration = try DemoConfiguration.load("demos/hyb-transitions.json")
        let c = TabBarController(configuration: configuration, viewport: Self.size)
        let memory = FakePictureMemory()
        let layers = LayerCache(budget: LayerCache.budget(for: Self.size, scale: 1, pages: 3))
        layers.memory = memory
        let renderer = SceneRenderer(layers: layers)
        let buffer = try RasterSurface(width: 390, height: 844)
        var time = 0.0
        for i in 0..<40 {
            _ = c.select((i * 3 + 1) % 4, cause: .program, at: time)
            _ = c.handle(.wheel(dx: 0, dy: Double(i % 5), at: Point(x: 195, y: 400)), at: time)
            for _ in 0..<8 {
                time += 0.07
                renderer.render(c.scene(at: time), on: buffer, direct: true)
            }
        }
        XCTAssertGreaterThan(memory.made, 4, "pictures came from picture memory")
        XCTAssertLessThanOrEqual(memory.peak, layers.budget + 390 * 844 * 4, "at most one picture over, while drawn")
        XCTAssertLessThanOrEqual(memory.bytes, layers.budget)
    }
}

/// Issue 40: HYB's bubble is an opaque disc, so the page under it need not be drawn inside
/// it, and the page beside it, even inside the disc's bounding square, is left to direct
/// copies: no longer the whole square composited into the buffer on every frame.
final class BubbleDirectCopyTests: XCTestCase {
    func testOpaqueDisc_LeavesThePageBesideItToDirectCopies() throws {
        let base = try DemoConfiguration.load("demos/hyb-transitions.json")
        let pair = try DirectCopyTests.Pair()
        var framesCopiedBesideTheDisc = 0
        TransitionCase(kind: .bubble, scenario: .present, spring: false, reduced: false).play(base) { c, t, _ in
            let scene = c.scene(at: t)
            XCTAssertLessThanOrEqual(pair.show(scene, exact: !c.isAnimating(at: t)), 1, "at \(t)")
            // Until the disc covers the window, when the presented page is copied over it.
            let window = Rect(origin: .zero, size: scene.size)
            guard let disc = Self.disc(in: scene),
                TransitionGeometry.bubbleRadius(origin: disc.center, area: window) > disc.radius
            else { return }
            let square = PixelRegion([disc.bounds])
            for copy in pair.result.copies {
                // No pixel of a copy lies inside the disc, which is painted over the page.
                let r = copy.rect
                let nearest = Point(
                    x: min(max(disc.center.x, r.minX), r.maxX), y: min(max(disc.center.y, r.minY), r.maxY))
                XCTAssertGreaterThan(nearest.distance(to: disc.center), disc.radius - 1.5, "a copy under the disc")
            }
            if !PixelRegion(pair.result.copies.map(\.rect)).intersection(square).isEmpty {
                framesCopiedBesideTheDisc += 1
            }
        }
        XCTAssertGreaterThan(framesCopiedBesideTheDisc, 10, "the page inside the disc's square, beside the disc")
    }

    /// The bubble's circle: its centre and radius, from the scene's "modal.between" layer.
    static func disc(in scene: Scene) -> (center: Point, radius: Double, bounds: Rect)? {
        func find(_ node: SceneNode) -> Rect? {
            switch node {
            case .fill(.ellipse(let r), _): r
            case .group(let group): group.children.lazy.compactMap(find).first
            default: nil
            }
        }
        guard let r = scene.layers.first(where: { $0.id == "modal.between" }).flatMap({ find($0.node) }) else {
            return nil
        }
        return (r.center, r.width / 2, r)
    }
}
