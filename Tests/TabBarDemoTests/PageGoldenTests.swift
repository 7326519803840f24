import TabBarCairo
import TabBarCore
import TestSupport
import XCTest

@testable import TabBarDemo

/// Each page kind drawn in the page area of the demo window (390×844 less a 49 px bar),
/// through the same renderer the window uses. Each reference image was reviewed by eye.
final class PageGoldenTests: XCTestCase {
    let frame = Rect(x: 0, y: 0, width: 390, height: 795)

    func render(
        _ page: PageSpec, scroll: Double = 0, canGoBack: Bool = false,
        behind: Color = PageStyle.standard.background
    ) throws -> RasterSurface {
        let surface = try RasterSurface(width: Int(frame.width), height: Int(frame.height))
        let nodes = PageRenderer.nodes(page, in: frame, scroll: scroll, canGoBack: canGoBack)
        let scene = Scene(size: frame.size, background: behind, layers: [SceneLayer(id: "page", node: .group(nodes))])
        SceneRenderer().render(scene, on: surface)
        return surface
    }

    static let home = PageSpec(kind: .grid, title: "首页", accent: Color(hex: 0xE13329))

    func testGrid() throws {
        Golden.assertMatches(try render(Self.home), named: "grid")
    }

    func testGridScrolled() throws {
        Golden.assertMatches(try render(Self.home, scroll: 200), named: "grid-scrolled-200")
    }

    func testList() throws {
        Golden.assertMatches(
            try render(PageSpec(kind: .list, title: "直播", accent: Color(hex: 0x22BC55))), named: "list")
    }

    func testButton() throws {
        Golden.assertMatches(
            try render(PageSpec(kind: .button, title: "关注", accent: Color(hex: 0x2682D5))), named: "button")
    }

    func testSettings() throws {
        Golden.assertMatches(
            try render(PageSpec(kind: .settings, title: "我的", accent: Color(hex: 0x7B269F))),
            named: "settings")
    }

    func testDetailFromCard2() throws {
        let page = try XCTUnwrap(PageKind.grid.detail(for: .card(2), on: Self.home))
        Golden.assertMatches(try render(page, canGoBack: true), named: "detail")
    }

    func testSheet() throws {
        let page = PageSpec(kind: .sheet, title: "关注", accent: Color(hex: 0x2682D5))
        // Behind the sheet: the page dimmed, as the modal transition leaves it.
        Golden.assertMatches(try render(page, behind: Color(hex: 0x79797C)), named: "sheet")
    }

    func testSheetInTheBottomHalf() throws {
        // As the modal transition leaves it: the sheet over the lower part of the page area.
        let surface = try RasterSurface(width: Int(frame.width), height: Int(frame.height))
        let sheet = Rect(x: 0, y: 375, width: 390, height: 420)
        let page = PageSpec(kind: .sheet, title: "关注", accent: Color(hex: 0x2682D5))
        let nodes = PageRenderer.nodes(page, in: sheet, scroll: 0, canGoBack: true)
        let scene = Scene(
            size: frame.size, background: Color(hex: 0x79797C), layers: [SceneLayer(id: "sheet", node: .group(nodes))])
        SceneRenderer().render(scene, on: surface)
        Golden.assertMatches(surface, named: "sheet-bottom-half")
    }

    func testMore() throws {
        let icons = Repository.root().appendingPathComponent("assets/icons")
        var page = PageSpec(kind: .more, title: "More", accent: Color.systemBlue)
        page.moreItems = ["chat", "search", "settings"].map { name in
            MoreItem(
                title: name.prefix(1).uppercased() + name.dropFirst(),
                icon: ImageRef(icons.appendingPathComponent("\(name).png").path))
        }
        Golden.assertMatches(try render(page), named: "more")
    }

    func testPlain() throws {
        Golden.assertMatches(
            try render(PageSpec(kind: .plain, title: "消息", accent: Color(hex: 0xF5A623))), named: "plain")
    }
}
