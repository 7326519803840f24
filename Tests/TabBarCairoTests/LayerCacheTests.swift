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
        try TestTier.fullOnly("five moves at two scales, each against a page drawn there")
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

    /// A long seeded run of tab switches and pushes never holds more than the budget.
    func testLongRun_CachesStayWithinBudget() throws {
        let configuration = try DemoConfiguration.load("demos/hyb-transitions.json")
        let c = TabBarController(configuration: configuration, viewport: Self.size)
        let budget = LayerCache.budget(for: Self.size, scale: 1, pages: 3)
        let renderer = SceneRenderer(layers: LayerCache(budget: budget))
        let screen = try surface(scale: 0.5)
        // A seeded linear congruential sequence (Knuth's MMIX constants): the same run every time.
        var state: UInt64 = 8
        func next(below bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        var time = 0.0
        var largest = 0
        for _ in 0..<150 {
            if next(below: 3) == 0 {
                let card = PageRenderer.rect(
                    of: .card(0), page: c.navigator.currentStack.last!.spec, in: c.pageArea(at: time),
                    scroll: 0, canGoBack: false)
                let point = card?.center ?? Point(x: 195, y: 300)
                _ = c.handle(.pointerDown(point, button: .primary), at: time)
                _ = c.handle(.pointerUp(point, button: .primary), at: time)
            } else {
                _ = c.select(next(below: c.items.count), cause: .program, at: time)
            }
            for _ in 0..<4 {
                time += 0.1
                renderer.render(c.scene(at: time), on: screen, scale: 0.5)
                largest = max(largest, renderer.layers?.bytes ?? 0)
            }
        }
        XCTAssertLessThanOrEqual(largest, budget)
        XCTAssertGreaterThan(renderer.layers?.rasterized ?? 0, 3, "the run drew more pictures than fit")
    }

    /// Pictures of unchanged bar layers keep to their share of the budget however many
    /// states the items rest in over a long run of tab switches, and pages keep theirs.
    func testLayerPictures_StayWithinTheirShare() throws {
        let configuration = try DemoConfiguration.load("demo.json")
        let c = TabBarController(configuration: configuration, viewport: Self.size)
        let layers = LayerCache(budget: LayerCache.budget(for: Self.size, scale: 1))
        let renderer = SceneRenderer(layers: layers)
        let screen = try surface()
        var time = 0.0, largest = 0
        for i in 0..<40 {
            _ = c.select((i + 1) % c.items.count, cause: .program, at: time)
            for _ in 0..<12 {
                time += 1.0 / 30
                renderer.render(c.scene(at: time), on: screen)
                largest = max(largest, layers.layerBytes)
                XCTAssertLessThanOrEqual(layers.bytes, layers.budget)
            }
        }
        XCTAssertGreaterThan(layers.rasterizedLayers, 0, "bar layers were pictured")
        XCTAssertGreaterThan(largest, 0)
        XCTAssertLessThanOrEqual(largest, layers.layerBudget)
        XCTAssertGreaterThan(layers.bytes - layers.layerBytes, 0, "pages keep their pictures")
    }

    /// Pages drawn ahead while idle make a tab switch's frames only move pictures.
    func testPrefetchedTabs_SwitchWithoutDrawingPages() throws {
        let (c, renderer, screen) = try demoWithCache()
        renderer.render(c.scene(at: 0), on: screen)
        XCTAssertEqual(renderer.prefetch(c.otherTabPages(at: 0), scale: 1), 3, "the three other tabs")
        XCTAssertEqual(renderer.prefetch(c.otherTabPages(at: 0), scale: 1), 0, "already held")
        let drawn = renderer.layers?.rasterized ?? 0
        _ = c.select(2, cause: .program, at: 1)
        for f in 0...40 { renderer.render(c.scene(at: 1 + Double(f) / 60), on: screen) }
        XCTAssertEqual(renderer.layers?.rasterized, drawn, "no page drawn during the switch")
    }

    /// A page first seen in the frame after another page missed (a push right after a tab's
    /// page was drawn) is drawn from scratch at most once more, then composited like the
    /// others: it is not taken for a page laid out anew on every frame. Before, it stayed
    /// drawn from scratch for the whole transition (100 ms a frame at 4K).
    func testPageFirstSeenWhileAnotherMissed_GetsItsPicture() throws {
        /// Pictures each renderer used in each frame of a push that starts right after the
        /// list page was drawn for the first time.
        func picturesUsed(churnDrawnDirectly: Bool) throws -> [Int] {
            let (c, renderer, screen) = try demoWithCache()
            renderer.policy.drawsChurnDirectly = churnDrawnDirectly
            _ = c.select(3, cause: .program, at: 0)
            let list = c.navigator.currentStack.last!.spec
            let row = try XCTUnwrap(
                PageRenderer.rect(of: .row(0), page: list, in: c.pageArea(at: 2), scroll: 0, canGoBack: false))
            // The list page misses in the frame right before the push starts.
            renderer.render(c.scene(at: 2), on: screen)
            _ = c.handle(.pointerDown(row.center, button: .primary), at: 2)
            _ = c.handle(.pointerUp(row.center, button: .primary), at: 2.05)
            XCTAssertTrue(c.isAnimating(at: 2.06), "the row pushes")
            return try (1...20).map { f in
                let before = try XCTUnwrap(renderer.layers?.hits)
                renderer.render(c.scene(at: 2.05 + Double(f) / 60), on: screen)
                return try XCTUnwrap(renderer.layers?.hits) - before
            }
        }
        // A renderer that never draws pages directly uses a picture for every page.
        let every = try picturesUsed(churnDrawnDirectly: false)
        let used = try picturesUsed(churnDrawnDirectly: true)
        XCTAssertEqual(Array(used.dropFirst(2)), Array(every.dropFirst(2)), "pictures used per frame: \(used)")
    }

    /// The other side: a page laid out anew on every frame (the program hides the bar, and
    /// RDV's pages grow with it) is drawn directly after its first miss, not rasterized into
    /// a picture used once on every frame.
    func testPageLaidOutAnewEachFrame_IsDrawnDirectly() throws {
        let (c, renderer, screen) = try demoWithCache()
        renderer.render(c.scene(at: 0), on: screen)
        let before = try XCTUnwrap(renderer.layers?.rasterized)
        c.setTabBarHidden(true, animated: true, at: 1)
        for f in 1...12 { renderer.render(c.scene(at: 1 + Double(f) / 60), on: screen) }
        XCTAssertTrue(c.isAnimating(at: 1 + 12.0 / 60), "still hiding")
        XCTAssertLessThanOrEqual(
            try XCTUnwrap(renderer.layers?.rasterized) - before, 2, "pictures of a page that changes")
    }

    /// After a magic move, the page its pop uncovers (the card it came from hidden) is drawn
    /// ahead while idle, so the pop only moves pictures.
    func testPageUnderAMove_IsDrawnAhead_SoItsPopDrawsNoPage() throws {
        let (c, renderer, screen) = try demoWithCache()
        renderer.render(c.scene(at: 0), on: screen)
        let list = c.navigator.currentStack.last!.spec
        let card = try XCTUnwrap(
            PageRenderer.rect(of: .card(0), page: list, in: c.pageArea(at: 0), scroll: 0, canGoBack: false))
        _ = c.handle(.pointerDown(card.center, button: .primary), at: 1)
        _ = c.handle(.pointerUp(card.center, button: .primary), at: 1.05)
        XCTAssertNotNil(c.pageUnderMove(at: 3), "the card moved")
        for f in 1...90 { renderer.render(c.scene(at: 1.05 + Double(f) / 60), on: screen) }
        XCTAssertFalse(c.isAnimating(at: 3))
        while renderer.prefetch(c.pagesAhead(at: 3), scale: 1) > 0 {}
        let drawn = try XCTUnwrap(renderer.layers?.rasterized)
        _ = c.handle(.key(.escape, modifiers: []), at: 3)
        XCTAssertTrue(c.isAnimating(at: 3.1), "the pop plays")
        XCTAssertGreaterThan(playWhileAnimating(c, renderer, on: screen, from: 3), 20, "the pop plays")
        XCTAssertEqual(renderer.layers?.rasterized, drawn, "no page drawn during the pop")
        XCTAssertNil(c.pageUnderMove(at: 4), "nothing under the list page")
    }

    /// The pages a tap would open (the sheet a button presents, the detail a card or row
    /// pushes) are drawn ahead too, so the transition's first frame draws no page.
    func testOpenedPages_AreDrawnAhead_SoTheTransitionDrawsNoPage() throws {
        for (tab, target) in [(0, PageTarget.card(0)), (1, .button), (2, .button), (3, .row(0))] {
            let (c, renderer, screen) = try demoWithCache()
            _ = c.select(tab, cause: .program, at: 0)
            renderer.render(c.scene(at: 2), on: screen)
            XCTAssertFalse(c.pagesOpened(at: 2).isEmpty, "tab \(tab) opens a page")
            while renderer.prefetch(c.pagesAhead(at: 2), scale: 1) > 0 {}
            let drawn = try XCTUnwrap(renderer.layers?.rasterized)
            let page = c.navigator.currentStack.last!.spec
            let rect = try XCTUnwrap(
                PageRenderer.rect(of: target, page: page, in: c.pageArea(at: 2), scroll: 0, canGoBack: false))
            _ = c.handle(.pointerDown(rect.center, button: .primary), at: 3)
            _ = c.handle(.pointerUp(rect.center, button: .primary), at: 3.05)
            XCTAssertTrue(c.isAnimating(at: 3.1), "tab \(tab): the tap opens a page")
            let frames = playWhileAnimating(c, renderer, on: screen, from: 3.05)
            XCTAssertGreaterThan(frames, 20, "tab \(tab): the transition plays")
            XCTAssertEqual(renderer.layers?.rasterized, drawn, "tab \(tab): no page drawn during the transition")
        }
    }

    /// With what a window draws ahead while idle, every transition a tap on a page starts
    /// draws no page, at 390×844 and at 1920×1080: neither its frames, there and back, nor
    /// the frames at rest after them, in one session that visits every tab in turn (what
    /// was drawn ahead for one tab must not crowd out what the next one opens). Before small
    /// windows drew opened pages ahead too, the push's first frame and the rests after a
    /// magic move drew a page from scratch (8–13 ms at 390×844); with a budget of seven
    /// pages, the rest after a 1080p move's pop did.
    func testTransitionsThereAndBack_AtRestToo_DrawNoPage() throws {
        try TestTier.fullOnly("every tab's transitions there and back, at two sizes")
        for size in [Self.size, Size(width: 1920, height: 1080)] {
            let (c, renderer, screen) = try demoWithCache(size: size)
            let layers = try XCTUnwrap(renderer.layers)
            var time = 0.0
            /// Renders frames from `time` until `c` rests, and the frame at rest, then draws
            /// ahead as the idle window does; returns how many frames there were and how many
            /// pages they drew.
            func play() -> (frames: Int, drawn: Int) {
                let before = layers.rasterized
                var frames = 0
                repeat {
                    time += 1.0 / 60
                    frames += 1
                    renderer.render(c.scene(at: time), on: screen)
                } while c.isAnimating(at: time) && frames < 300
                let drawn = layers.rasterized - before
                while renderer.prefetch(c.pagesAhead(at: time), scale: 1) > 0 {}
                return (frames, drawn)
            }
            _ = play()
            // A tour of the tabs first: each draws ahead what its page opens, which no tap uses.
            for tab in [1, 2, 3, 0, 1, 2] {
                _ = c.select(tab, cause: .program, at: time)
                XCTAssertEqual(play().drawn, 0, "\(size): the tour's switch to tab \(tab)")
            }
            for (tab, target) in [(3, PageTarget.row(0)), (0, .card(0)), (1, .button), (2, .button), (0, .card(0))] {
                _ = c.select(tab, cause: .program, at: time)
                XCTAssertEqual(play().drawn, 0, "\(size): the switch to tab \(tab)")
                let page = try XCTUnwrap(c.navigator.currentStack.last?.spec)
                let rect = try XCTUnwrap(
                    PageRenderer.rect(of: target, page: page, in: c.pageArea(at: time), scroll: 0, canGoBack: false))
                _ = c.handle(.pointerDown(rect.center, button: .primary), at: time)
                _ = c.handle(.pointerUp(rect.center, button: .primary), at: time + 0.05)
                let there = play()
                XCTAssertGreaterThan(there.frames, 20, "\(size) tab \(tab): \(target) plays")
                XCTAssertEqual(there.drawn, 0, "\(size) tab \(tab): \(target) there")
                XCTAssertTrue(
                    c.navigator.presented != nil || c.navigator.currentStack.last?.spec != page,
                    "\(size) tab \(tab): the tap opened a page")
                _ = c.handle(.key(.escape, modifiers: []), at: time)
                let back = play()
                XCTAssertGreaterThan(back.frames, 20, "\(size) tab \(tab): \(target) back plays")
                XCTAssertEqual(back.drawn, 0, "\(size) tab \(tab): \(target) back")
                XCTAssertNil(c.navigator.presented, "\(size) tab \(tab): back")
                XCTAssertEqual(c.navigator.currentStack.last?.spec, page, "\(size) tab \(tab): back")
            }
        }
    }

    /// Drawing ahead ends when the budget holds fewer pages than there are to draw: a page
    /// drawn ahead at this rest never pushes out another, or an idle window would draw them in
    /// turn for ever.
    func testDrawingAhead_EndsWhenTheBudgetIsFull() throws {
        let configuration = try DemoConfiguration.load("demos/hyb-transitions.json")
        let c = TabBarController(configuration: configuration, viewport: Self.size)
        let renderer = SceneRenderer(
            layers: LayerCache(budget: LayerCache.budget(for: Self.size, scale: 1, pages: 2)))
        let screen = try surface()
        renderer.render(c.scene(at: 0), on: screen)
        var calls = 0
        while renderer.prefetch(c.pagesAhead(at: 0), scale: 1) > 0 {
            calls += 1
            if calls > 10 { return XCTFail("still drawing pages ahead after 10 calls") }
        }
        XCTAssertLessThanOrEqual(calls, 1, "one page fits beside the one on screen")
        let layers = try XCTUnwrap(renderer.layers)
        XCTAssertLessThanOrEqual(layers.bytes, layers.budget)
    }
}
