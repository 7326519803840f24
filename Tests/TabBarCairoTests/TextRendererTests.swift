import TabBarCairo
import TabBarCore
import TestSupport
import XCTest

final class TextRendererTests: XCTestCase {
    let renderer = TextRenderer()

    func testDemoTitles_HaveAFontForEveryGlyph() throws {
        let titles = try DemoConfiguration.load().tabs.map(\.title)
        XCTAssertEqual(titles, ["首页", "直播", "关注", "我的"])
        for title in titles {
            XCTAssertEqual(
                renderer.unknownGlyphCount(title, font: BarStyle().titleFont), 0,
                "\(title) has glyphs with no font; is fonts-noto-cjk installed?")
        }
    }

    func testJapaneseAndLatin_HaveFontsToo() {
        XCTAssertEqual(renderer.unknownGlyphCount("ホーム Home", font: FontSpec(size: 11)), 0)
    }

    func testUnknownGlyphs_AreCounted() {
        // U+10FFFD is a private-use code point no font covers, so the count can fail.
        XCTAssertEqual(renderer.unknownGlyphCount("a\u{10FFFD}b", font: FontSpec(size: 11)), 1)
    }

    func testMeasure_GrowsWithText() {
        let short = renderer.measure("99", font: FontSpec(size: 13))
        let long = renderer.measure("99+ more", font: FontSpec(size: 13))
        XCTAssertGreaterThan(short.width, 5)
        XCTAssertGreaterThan(long.width, short.width)
        XCTAssertGreaterThan(short.height, 10)
    }
}
