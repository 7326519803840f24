import TabBarCore
import TestSupport
import XCTest

@testable import TabBarCairo

/// Issue 8: pages kept as pictures (`LayerCache`) and composited must look like pages drawn
/// from scratch. Stated tolerances:
/// - every resting frame: each channel within 1/255 of drawing from scratch;
/// - a picture moved by whole device pixels: the same, except that Cairo's gradients may
///   round differently at another position: at most 0.01 % of pixels, by at most 8/255;
/// - a picture at a fractional offset or scaled (resampled): the mean channel difference
///   over the window at most 1.5/255, and at most 3 % of pixels off by more than 24/255
///   (resampling softens edges by up to half a pixel; nothing moves or goes missing).
final class LayerCacheTests: XCTestCase {
    static let size = Size(width: 390, height: 844)

    /// Largest channel difference, mean difference and count of pixels off by more than `far`.
    struct Difference {
        var worst = 0
        var mean = 0.0
        var far = 0
    }

    static func compare(_ a: RasterSurface, _ b: RasterSurface, far: Int = 24) -> Difference {
        a.image.flush()
        b.image.flush()
        guard a.width == b.width, a.height == b.height, let pa = a.image.pixels, let pb = b.image.pixels
        else { return Difference(worst: 255, mean: 255, far: Int.max) }
        var d = Difference()
        var total = 0
        for y in 0..<a.height {
            let ra = UnsafeRawPointer(pa + y * a.bytesPerRow), rb = UnsafeRawPointer(pb + y * b.bytesPerRow)
            for x in 0..<a.width {
                let wa = ra.load(fromByteOffset: x * 4, as: UInt32.self),
                    wb = rb.load(fromByteOffset: x * 4, as: UInt32.self)
                var largest = 0
                for shift: UInt32 in [0, 8, 16] {
                    let delta = abs(Int((wa >> shift) & 0xFF) - Int((wb >> shift) & 0xFF))
                    largest = max(largest, delta)
                    total += delta
                }
                d.worst = max(d.worst, largest)
                if largest > far { d.far += 1 }
            }
        }
        d.mean = Double(total) / Double(a.width * a.height * 3)
        return d
    }

    /// The HYB demo at `size` (390×844 unless told), a renderer with a window-sized cache, and
    /// a screen for it.
    func demoWithCache(size: Size = size) throws -> (TabBarController, SceneRenderer, RasterSurface) {
        let configuration = try DemoConfiguration.load("demos/hyb-transitions.json")
        let c = TabBarController(configuration: configuration, viewport: size)
        let renderer = SceneRenderer(layers: LayerCache(budget: LayerCache.budget(for: size, scale: 1)))
        return (c, renderer, try RasterSurface(width: Int(size.width), height: Int(size.height)))
    }

    /// Renders 60 frames a second from `start` while `c` animates; returns how many.
    func playWhileAnimating(
        _ c: TabBarController, _ renderer: SceneRenderer, on screen: RasterSurface, from start: Double
    ) -> Int {
        var frames = 0
        while c.isAnimating(at: start + Double(frames + 1) / 60) {
            frames += 1
            renderer.render(c.scene(at: start + Double(frames) / 60), on: screen)
        }
        return frames
    }

    func surface(scale: Double = 1) throws -> RasterSurface {
        try RasterSurface(width: Int(Self.size.width * scale), height: Int(Self.size.height * scale))
    }

    /// Every transition of the catalogue, at several moments and at rest.
    func testEveryTransition_CachedMatchesDrawnFromScratch() throws {
        let base = try DemoConfiguration.load("demos/hyb-transitions.json")
        let cached = SceneRenderer(layers: LayerCache(budget: LayerCache.budget(for: Self.size, scale: 1)))
        let plain = SceneRenderer(images: cached.images, text: cached.text)
        let one = try surface(), two = try surface()
        let moments = [0.0, 0.1, 0.2, 0.3]
        var checked = 0
        for item in TransitionCase.all where !item.spring {
            var last: (TabBarController, Double)?
            var next = 0
            item.play(base) { c, t, elapsed in
                last = (c, t)
                guard next < moments.count, elapsed >= moments[next] else { return }
                next += 1
                let scene = c.scene(at: t)
                cached.render(scene, on: one)
                plain.render(scene, on: two)
                let d = Self.compare(two, one)
                checked += 1
                XCTAssertLessThanOrEqual(d.mean, 1.5, "\(item) at \(Int(elapsed * 1000)) ms: mean difference")
                XCTAssertLessThanOrEqual(
                    d.far, Int(Self.size.width * Self.size.height) * 3 / 100,
                    "\(item) at \(Int(elapsed * 1000)) ms: pixels far off")
            }
            guard let (c, t) = last else { continue }
            let rest = c.scene(at: t + 3)
            cached.render(rest, on: one, exact: true)
            plain.render(rest, on: two)
            XCTAssertLessThanOrEqual(Self.compare(two, one).worst, 1, "\(item) at rest")
        }
        XCTAssertGreaterThan(checked, TestTier.current == .full ? 100 : 4, "the sweep checked frames of many cases")
        XCTAssertGreaterThan(cached.layers?.hits ?? 0, 0, "pictures were reused")
    }

    /// An opaque picture's ARGB32 view (what scaled and faded pictures are read through) has
    /// every alpha at 255 and the colours it had, whatever its unused bytes held.
    func testBlendableView_IsOpaqueWithTheSameColours() throws {
        let surface = try RasterSurface(width: 7, height: 3)
        let words = 7 * 3
        var seed: UInt32 = 12345
        surface.withMutablePixels { pixels in
            for row in 0..<3 {
                let line = (pixels + row * surface.bytesPerRow).assumingMemoryBound(to: UInt32.self)
                for x in 0..<7 {
                    seed = seed &* 1_103_515_245 &+ 12345
                    line[x] = seed
                }
            }
        }
        var before: [UInt32] = []
        surface.withPixels { pixels in
            for i in 0..<words {
                let p = (pixels + (i / 7) * surface.bytesPerRow).assumingMemoryBound(to: UInt32.self)
                before.append(p[i % 7])
            }
        }
        let view = try XCTUnwrap(surface.image.blendableView())
        XCTAssertFalse(view.isOpaque, "a view with alpha")
        surface.withPixels { pixels in
            for i in 0..<words {
                let word = (pixels + (i / 7) * surface.bytesPerRow).assumingMemoryBound(to: UInt32.self)[i % 7]
                XCTAssertEqual(word >> 24, 255, "alpha of pixel \(i)")
                XCTAssertEqual(word & 0xFF_FFFF, before[i] & 0xFF_FFFF, "colour of pixel \(i)")
            }
        }
    }

    /// A page moved by whole device pixels, at 1× and 2×, is the same ±1/255 as drawn there.
    func testWholePixelMoves_AreExact() throws {
        let configuration = try DemoConfiguration.load("demos/hyb-transitions.json")
        for scale in [1.0, 2.0] {
            let c = TabBarController(configuration: configuration, viewport: Self.size)
            let page = c.scene(at: 0).layers[0].node
            let cached = SceneRenderer(layers: LayerCache(budget: LayerCache.budget(for: Self.size, scale: scale)))
            let plain = SceneRenderer(images: cached.images, text: cached.text)
            let one = try surface(scale: scale), two = try surface(scale: scale)
            for dx in [0.0, -1, 57, -195, 389] {
                let offset = dx / scale
                let scene = Scene(
                    size: Self.size, background: .white,
                    layers: [
                        SceneLayer(id: "page", node: .group([page], transform: .translation(offset, -3), opacity: 1))
                    ])
                cached.render(scene, on: one, scale: scale)
                plain.render(scene, on: two, scale: scale)
                let d = Self.compare(two, one, far: 1)
                XCTAssertLessThanOrEqual(d.far, one.width * one.height / 10_000, "moved by \(dx) at \(scale)×")
                XCTAssertLessThanOrEqual(d.worst, 8, "moved by \(dx) at \(scale)×")
            }
            XCTAssertEqual(cached.layers?.rasterized, 1, "one picture drawn, then only moved")
        }
    }

    /// Bar item animations (not retained) look the same through a renderer with a cache: the
    /// same ±1/255 at rest, where icons are copied from their variants on whole pixels; in
    /// motion, where a bouncing icon is shrunk bilinearly from a variant instead of from its
    /// 96 px source each frame, within a stated tolerance: no channel off by more than 48/255,
    /// fewer than 80 pixels (two icons' edges) off by more than 24, mean under 0.05.
    func testItemAnimations_SameWithCache() throws {
        let configuration = try DemoConfiguration.load()
        let c = TabBarController(configuration: configuration, viewport: Self.size)
        let cached = SceneRenderer(layers: LayerCache())
        let plain = SceneRenderer(images: cached.images, text: cached.text)
        let one = try surface(), two = try surface()
        for index in [1, 2, 0] {
            let start = Double(index)
            _ = c.select(index, cause: .program, at: start)
            for dt in [0.0, 0.05, 0.15, 0.3, 1.0] {
                let scene = c.scene(at: start + dt)
                cached.render(scene, on: one)
                plain.render(scene, on: two)
                let d = Self.compare(two, one)
                if c.isAnimating(at: start + dt) {
                    XCTAssertLessThanOrEqual(d.worst, 48, "item \(index) at \(dt) s")
                    XCTAssertLessThan(d.far, 80, "item \(index) at \(dt) s")
                    XCTAssertLessThan(d.mean, 0.05, "item \(index) at \(dt) s")
                } else {
                    XCTAssertLessThanOrEqual(d.worst, 1, "item \(index) at \(dt) s")
                }
            }
        }
    }

    /// Draws frames as the window does (damage only) through the cache, and checks each
    /// against the same scene drawn whole from scratch: nothing stale stays on screen.
    final class Window {
        let cached: SceneRenderer
        let plain: SceneRenderer
        let screen: RasterSurface
        let reference: RasterSurface
        var last: Scene?

        init() throws {
            cached = SceneRenderer(layers: LayerCache(budget: LayerCache.budget(for: LayerCacheTests.size, scale: 1)))
            plain = SceneRenderer(images: cached.images, text: cached.text)
            screen = try RasterSurface(width: 390, height: 844)
            reference = try RasterSurface(width: 390, height: 844)
        }

        func show(
            _ scene: Scene, _ what: String, exact: Bool = true, file: StaticString = #filePath, line: UInt = #line
        ) {
            cached.render(scene, on: screen, damage: last.map { scene.damage(since: $0) }, exact: exact)
            last = scene
            plain.render(scene, on: reference)
            XCTAssertLessThanOrEqual(LayerCacheTests.compare(reference, screen).worst, 1, what, file: file, line: line)
        }
    }

    func testInvalidation_BadgeScrollReloadSelectedColour() throws {
        let configuration = try DemoConfiguration.load("demos/hyb-transitions.json")
        let c = TabBarController(configuration: configuration, viewport: Self.size)
        let window = try Window()
        window.show(c.scene(at: 0), "first frame")
        window.show(c.scene(at: 0.5), "resting")
        _ = c.setBadge("7", for: 1, at: 1)
        window.show(c.scene(at: 1.1), "badge appearing")
        window.show(c.scene(at: 3), "badge shown")
        _ = c.setBadge("12", for: 1, at: 3)
        window.show(c.scene(at: 5), "badge changed")
        let before = window.cached.layers?.rasterized ?? 0
        for step in 0..<6 {
            _ = c.handle(.wheel(dx: 0, dy: 3, at: Point(x: 195, y: 400)), at: 5 + Double(step) * 0.05)
            window.show(c.scene(at: 5 + Double(step) * 0.05 + 0.02), "scrolling, step \(step)")
        }
        window.show(c.scene(at: 8), "scrolled")
        XCTAssertGreaterThan(window.cached.layers?.rasterized ?? 0, before, "a scrolled page is a new picture")
        c.setSelectedColors(text: Color(hex: 0xFF2200), icon: Color(hex: 0x00AA44))
        window.show(c.scene(at: 8.1), "selected colour changed")
        // A reload reads images again: every picture drawn with the old ones is forgotten.
        window.cached.images.removeAll()
        _ = window.cached.layers.map { window.cached.syncWithImages($0) }
        XCTAssertEqual(window.cached.layers?.count, 0, "reload drops every picture")
        let reloaded = TabBarController(configuration: configuration, viewport: Self.size)
        window.show(reloaded.scene(at: 0), "after reload")
    }
}
