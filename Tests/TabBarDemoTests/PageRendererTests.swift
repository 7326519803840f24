import TabBarCore
import TestSupport
import XCTest

@testable import TabBarDemo

final class PageRendererTests: XCTestCase {
    /// The page area of a 390×844 window above a 49 px bar.
    let frame = Rect(x: 0, y: 0, width: 390, height: 795)
    /// The same size somewhere else, to catch geometry that forgets the origin.
    let shifted = Rect(x: 50, y: 100, width: 390, height: 795)
    let grid = PageSpec(kind: .grid, title: "首页", accent: Color(hex: 0xE13329))
    let list = PageSpec(kind: .list, title: "直播", accent: Color(hex: 0x22BC55))

    func target(
        _ page: PageSpec, _ x: Double, _ y: Double, in frame: Rect? = nil, scroll: Double = 0,
        canGoBack: Bool = false
    ) -> PageTarget? {
        PageRenderer.target(
            at: Point(x: x, y: y), page: page, in: frame ?? self.frame, scroll: scroll, canGoBack: canGoBack)
    }

    // Grid geometry: cards (390 − 48) / 2 = 171 wide, 171 / 1.2 ≈ 143 tall, 16 apart, the
    // first row 16 below the 56 px header; a row is 159 px from the next.

    func testGrid_HitsTheCardUnderThePoint() {
        XCTAssertEqual(target(grid, 100, 140), .card(0))
        XCTAssertEqual(target(grid, 300, 140), .card(1))
        XCTAssertEqual(target(grid, 100, 300), .card(2))
        XCTAssertEqual(target(grid, 300, 459), .card(5))
        XCTAssertNil(target(grid, 195, 140), "the gutter between columns")
        XCTAssertNil(target(grid, 100, 223), "the gap between rows")
        XCTAssertNil(target(grid, 8, 140), "the margin")
    }

    func testGrid_ScrolledHitsCardsFurtherDown() {
        XCTAssertEqual(target(grid, 100, 140, scroll: 159), .card(2))
        XCTAssertEqual(target(grid, 300, 140, scroll: 159), .card(3))
        XCTAssertEqual(target(grid, 100, 250, scroll: 200), .card(4), "card 4 starts at y 72 + 318 − 200 = 190")
    }

    func testGrid_ShiftedFrameHitsTheSameCards() {
        XCTAssertEqual(target(grid, 150, 240, in: shifted), .card(0))
        XCTAssertEqual(target(grid, 350, 400, in: shifted), .card(3))
        XCTAssertNil(target(grid, 100, 140, in: shifted), "outside the frame")
    }

    func testContentUnderTheHeader_IsNotHittable() {
        // Scrolled by 100, card 0 spans y −28…115: its top part is under the header.
        XCTAssertEqual(PageRenderer.rect(of: .card(0), page: grid, in: frame, scroll: 100, canGoBack: false)?.minY, -28)
        XCTAssertNil(target(grid, 100, 30, scroll: 100))
        XCTAssertNil(target(grid, 100, 2, scroll: 100))
        XCTAssertEqual(target(grid, 100, 60, scroll: 100), .card(0))
        XCTAssertNil(target(list, 200, 40, scroll: 300))
    }

    func testList_HitsRowsAt64PixelPitch() {
        XCTAssertEqual(target(list, 200, 57), .row(0))
        XCTAssertEqual(target(list, 200, 56 + 64 * 3 + 10), .row(3))
        XCTAssertEqual(target(list, 10, 56 + 64 * 3 + 63), .row(3))
        XCTAssertEqual(target(list, 200, 56 + 64 * 3 + 10, scroll: 64 * 5), .row(8))
        XCTAssertEqual(target(list, 200, 56 + 64 * 3 + 10 + 100, in: shifted), .row(3))
    }

    func testBack_OnlyWhenItCanGoBack() {
        let detail = PageSpec(kind: .detail, title: "Card 3", accent: Color(hex: 0xE13329))
        XCTAssertEqual(target(detail, 30, 28, canGoBack: true), .back)
        XCTAssertEqual(target(grid, 30, 28, scroll: 200, canGoBack: true), .back)
        XCTAssertNil(target(detail, 30, 28, canGoBack: false))
        XCTAssertNil(PageRenderer.rect(of: .back, page: detail, in: frame, scroll: 0, canGoBack: false))
        XCTAssertNotNil(PageRenderer.rect(of: .back, page: detail, in: frame, scroll: 0, canGoBack: true))
        XCTAssertNil(target(detail, 300, 28, canGoBack: true), "the title is not the back button")
        let sheet = PageSpec(kind: .sheet, title: "Sheet", accent: .systemBlue)
        XCTAssertNil(target(sheet, 30, 28, canGoBack: true), "the sheet closes with its button")
    }

    func testCardRect_ContainsThePointsThatHitTheCard() throws {
        try TestTier.fullOnly("hit-tests a grid of points over every card at three scrolls")
        for scroll in [0.0, 75, 200] {
            for i in 0..<grid.itemCount {
                guard
                    let box = PageRenderer.rect(of: .card(i), page: grid, in: shifted, scroll: scroll, canGoBack: false)
                else { return XCTFail("card \(i)") }
                XCTAssertEqual(box.width, 171)
                XCTAssertEqual(box.height, 143)
                // Sample the frame: a point hits card i exactly when it is in the card and below the header.
                for x in stride(from: shifted.minX, to: shifted.maxX, by: 7) {
                    for y in stride(from: shifted.minY, to: shifted.maxY, by: 9) {
                        let p = Point(x: x, y: y)
                        let hit = PageRenderer.target(at: p, page: grid, in: shifted, scroll: scroll, canGoBack: false)
                        XCTAssertEqual(hit == .card(i), box.contains(p) && y >= shifted.minY + 56, "card \(i) at \(p)")
                    }
                }
            }
        }
        XCTAssertNil(PageRenderer.rect(of: .card(12), page: grid, in: frame, scroll: 0, canGoBack: false))
    }

    func testButtons_PresentAndClose() throws {
        let follow = PageSpec(kind: .button, title: "关注", accent: Color(hex: 0x2682D5))
        let present = try XCTUnwrap(
            PageRenderer.rect(of: .button, page: follow, in: frame, scroll: 0, canGoBack: false))
        XCTAssertEqual(present.midX, frame.midX, accuracy: 0.5)
        XCTAssertEqual(target(follow, present.midX, present.midY), .button)
        let sheetFrame = Rect(x: 0, y: 400, width: 390, height: 444)
        let sheet = PageSpec(kind: .sheet, title: "Sheet", accent: .systemBlue)
        let close = try XCTUnwrap(
            PageRenderer.rect(of: .button, page: sheet, in: sheetFrame, scroll: 0, canGoBack: false))
        XCTAssertTrue(sheetFrame.contains(close.center))
        XCTAssertEqual(
            PageRenderer.target(at: close.center, page: sheet, in: sheetFrame, scroll: 0, canGoBack: false), .button)
    }

    func testSettingsAndMore_RowsAreHittable() throws {
        let settings = PageSpec(kind: .settings, title: "我的", accent: Color(hex: 0x7B269F))
        for i in 0..<settings.itemCount {
            let row = try XCTUnwrap(
                PageRenderer.rect(of: .row(i), page: settings, in: frame, scroll: 300, canGoBack: false))
            if row.minY >= 56 && row.maxY <= frame.maxY {
                XCTAssertEqual(target(settings, row.midX, row.midY, scroll: 300), .row(i))
            }
        }
        var more = PageSpec(kind: .more, title: "More", accent: .systemBlue)
        more.moreItems = [MoreItem(title: "Chat", icon: nil), MoreItem(title: "Search", icon: nil)]
        let second = try XCTUnwrap(PageRenderer.rect(of: .row(1), page: more, in: frame, scroll: 0, canGoBack: false))
        XCTAssertEqual(target(more, second.midX, second.midY), .row(1))
        XCTAssertNil(PageRenderer.rect(of: .row(2), page: more, in: frame, scroll: 0, canGoBack: false))
    }

    func testMaxScroll() {
        let small = Rect(x: 0, y: 0, width: 390, height: 400)
        XCTAssertEqual(PageRenderer.maxScroll(list, in: small), 20 * 64 - (400 - 56))
        XCTAssertEqual(PageRenderer.maxScroll(list, in: Rect(x: 0, y: 0, width: 390, height: 2000)), 0)
        XCTAssertGreaterThan(PageRenderer.maxScroll(grid, in: frame), 200)
        XCTAssertEqual(PageRenderer.maxScroll(PageSpec(kind: .plain, title: "x", accent: .black), in: frame), 0)
    }

    func testScroll_IsClamped() {
        let max = PageRenderer.maxScroll(grid, in: frame)
        let nodes = { (s: Double) in PageRenderer.nodes(self.grid, in: self.frame, scroll: s, canGoBack: false) }
        XCTAssertEqual(nodes(-80), nodes(0))
        XCTAssertEqual(nodes(.nan), nodes(0))
        XCTAssertEqual(nodes(max + 500), nodes(max))
        XCTAssertNotEqual(nodes(max), nodes(0))
        XCTAssertEqual(target(grid, 100, 140, scroll: -50), .card(0))
    }

    func testHeroRect_IsBelowTheHeaderAtFullWidth() {
        let hero = PageRenderer.heroRect(in: shifted)
        // A grid card's shape (1.2 : 1, 358 / 1.2 rounded), so the card's picture scales into it evenly.
        XCTAssertEqual(hero, Rect(x: 66, y: 172, width: 358, height: 298))
    }

    func testCardColour_StartsAtTheAccentAndVaries() {
        let accent = Color(hex: 0xE13329)
        XCTAssertEqual(CardPalette.color(0, accent: accent).hexString, "#E13329")
        let colours = Set((0..<12).map { CardPalette.color($0, accent: accent).hexString })
        XCTAssertEqual(colours.count, 12)
        XCTAssertEqual(CardPalette.color(5, accent: accent), CardPalette.color(5, accent: accent))
        XCTAssertEqual(CardPalette.title(2), "Card 3")
    }
}
