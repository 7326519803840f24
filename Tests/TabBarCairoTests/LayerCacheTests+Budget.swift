import TabBarCore
import TestSupport
import XCTest

@testable import TabBarCairo

/// What the caches hold over time: within their budgets, and what is drawn ahead while the
/// window rests, so that a transition's frames only move pictures.
extension LayerCacheTests {
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
