import TabBarCairo
import TestSupport
import XCTest

@testable import TabBarCore

/// Issue 10's visible items, each reviewed by eye: page backgrounds of one's own (item 1),
/// a minimal configuration's selected tab (2), centred single-content items (5), a wide
/// badge (6) and "‹ More" (7).
final class FirstImpressionsGoldenTests: XCTestCase {
    let size = Size(width: 390, height: 844)

    func render(_ controller: TabBarController, at time: Double, region: Rect? = nil) throws -> RasterSurface {
        try RegionRender.render(controller.scene(at: time), region: region ?? Rect(origin: .zero, size: size))
    }

    func controller(background: Color, pages: [PageSpec]) -> TabBarController {
        var configuration = Fixtures.configuration(count: pages.count)
        configuration.pageBackground = background
        for (i, page) in pages.enumerated() { configuration.tabs[i].page = page }
        SelectedContrast.applyDefaults(to: &configuration)
        return TabBarController(configuration: configuration, viewport: size)
    }

    func testDarkPageBackground_ListAndSettingsGetLightInk() throws {
        let pages = [
            PageSpec(kind: .list, title: "Live", accent: Color(hex: 0x22BC55)),
            PageSpec(kind: .settings, title: "Me", accent: Color(hex: 0x7B269F)),
        ]
        let c = controller(background: Color(hex: 0x212F3F), pages: pages)
        Golden.assertMatches(
            try render(c, at: 0, region: Rect(x: 0, y: 0, width: 390, height: 300)), named: "dark-list")
        _ = c.select(1, cause: .program, at: 0)
        Golden.assertMatches(
            try render(c, at: 3, region: Rect(x: 0, y: 0, width: 390, height: 400)), named: "dark-settings")
    }

    func testMagentaPageBackground_GridAndButton() throws {
        let pages = [
            PageSpec(kind: .grid, title: "Home", accent: Color(hex: 0xE13329)),
            PageSpec(kind: .button, title: "Follow", accent: Color(hex: 0x2682D5)),
        ]
        let c = controller(background: Color(hex: 0xFF00FF), pages: pages)
        Golden.assertMatches(
            try render(c, at: 0, region: Rect(x: 0, y: 0, width: 390, height: 260)), named: "magenta-grid")
        _ = c.select(1, cause: .program, at: 0)
        Golden.assertMatches(try render(c, at: 3), named: "magenta-button")
    }

    /// Item 3: the translucent bar blurs the page beneath (as everything.json's Jelly tab): the
    /// settings row under the bar shows only as a soft smudge, the rows above stay sharp.
    func testTranslucentBar_BlursThePageBeneath() throws {
        // Jelly's own item motion lives outside the core; its page and bar are what matter here.
        var configuration = Fixtures.configuration(count: 5)
        configuration.bar.isTranslucent = true
        configuration.bar.indicator = .bottomLine
        configuration.tabs[3].page = PageSpec(kind: .settings, title: "Jelly", accent: Color(hex: 0x2682D5))
        let c = TabBarController(configuration: configuration, viewport: size)
        _ = c.select(3, cause: .program, at: 0)
        let bar = c.layout.bar
        Golden.assertMatches(
            try render(c, at: 3, region: Rect(x: 0, y: bar.minY - 40, width: bar.width, height: bar.height + 40)),
            named: "translucent-blur")
    }

    func testMinimalConfig_SelectedTabIsVisible() throws {
        var configuration = AppConfiguration(
            tabs: ["Home", "Live", "Chat"].map {
                TabItem(
                    title: $0, icon: ImageRef(Repository.root().appendingPathComponent("assets/icons/home.png").path))
            })
        SelectedContrast.applyDefaults(to: &configuration)
        let c = TabBarController(configuration: configuration, viewport: size)
        Golden.assertMatches(try render(c, at: 0, region: c.layout.bar), named: "minimal-bar")
    }

    func testIconOnlyAndTitleOnly_AreCentred() throws {
        let icon = ImageRef(Repository.root().appendingPathComponent("assets/icons/chat.png").path)
        var configuration = AppConfiguration(tabs: [
            TabItem(title: "", icon: icon), TabItem(title: "Words"),
            TabItem(title: "Both", icon: icon, badge: "new"),
        ])
        configuration.bar.indicator = .bottomLine
        let c = TabBarController(configuration: configuration, viewport: size)
        Golden.assertMatches(try render(c, at: 0, region: c.layout.bar), named: "centred-items")
    }

    func testOverflowTab_ShowsBackToMore() throws {
        var configuration = AppConfiguration(tabs: (0..<7).map { TabItem(title: "T\($0)") })
        configuration.pages = .demo
        configuration.bar.indicator = .bottomLine
        let c = TabBarController(configuration: configuration, viewport: size)
        _ = c.select(4, cause: .program, at: 0)
        _ = c.advance(to: 1)
        let targets = c.pageTargets(at: 1)
        let row = try XCTUnwrap(
            PageRenderer.rect(of: .row(1), page: targets.page, in: targets.frame, scroll: 0, canGoBack: false))
        _ = c.handle(.pointerDown(row.center, button: .primary), at: 1)
        _ = c.handle(.pointerUp(row.center, button: .primary), at: 1)
        Golden.assertMatches(
            try render(c, at: 3, region: Rect(x: 0, y: 0, width: 390, height: 120)), named: "back-to-more")
    }
}

extension FirstImpressionsGoldenTests {
    /// Item 9: a right-to-left list, then a pushed page with its back button at the right.
    func testRightToLeft_MirrorsThePages() throws {
        var configuration = Fixtures.configuration(count: 3)
        configuration.tabs[0].page = PageSpec(kind: .list, title: "Live", accent: Color(hex: 0x22BC55))
        configuration.bar.isRightToLeft = true
        configuration.bar.indicator = .bottomLine
        configuration.tabs[0].badge = "new"
        let c = TabBarController(configuration: configuration, viewport: size)
        Golden.assertMatches(try render(c, at: 0, region: Rect(x: 0, y: 0, width: 390, height: 200)), named: "rtl-list")
        Golden.assertMatches(try render(c, at: 0, region: c.layout.bar), named: "rtl-bar")
        let targets = c.pageTargets(at: 0)
        let row = try XCTUnwrap(targets.rect(of: .page(.row(1))))
        _ = c.handle(.pointerDown(row.center, button: .primary), at: 0)
        _ = c.handle(.pointerUp(row.center, button: .primary), at: 0)
        Golden.assertMatches(
            try render(c, at: 3, region: Rect(x: 0, y: 0, width: 390, height: 120)), named: "rtl-detail")
    }
}
