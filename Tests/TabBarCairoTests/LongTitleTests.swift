import TabBarCairo
import TabBarCore
import XCTest

/// Issue 46: a long title is truncated in bounded work, whatever its length: measured once,
/// then narrowed by bisection over at most `TextRenderer.maximumScalars` characters (it was one
/// layout per character dropped: 5.3 s for 4,000 characters, 96 s for 16,000, never for 1 MB).
final class LongTitleTests: XCTestCase {
    static let font = FontSpec(size: 10, weight: .medium)

    /// The titles the issue found hanging: plain Latin of 4,000 and 1,000,000 characters,
    /// 200,000 combining marks on one letter, and 84 KB of right-to-left overrides with
    /// zero-width joiners.
    static let titles: [(String, String)] = [
        ("4,000 W", String(repeating: "W", count: 4000)),
        ("1,000,000 W", String(repeating: "W", count: 1_000_000)),
        ("combining marks", "e" + String(repeating: "\u{301}", count: 200_000)),
        ("bidi controls", String(repeating: "\u{202E}\u{200D}א", count: 28_000)),
    ]

    func run(_ title: String, width: Double = 90) -> TextRun {
        TextRun(title, font: Self.font, color: .black, frame: Rect(x: 0, y: 0, width: width, height: 14))
    }

    func testLongTitles_AreLaidOutAFewTimesAndDrawn() throws {
        let surface = try RasterSurface(width: 100, height: 14)
        for (name, title) in Self.titles {
            let renderer = SceneRenderer()
            let scene = Scene(
                size: Size(width: 100, height: 14), background: .white,
                layers: [SceneLayer(id: "title", node: .text(run(title)))])
            renderer.render(scene, on: surface)
            // One measure, a bisection over at most 4,096 characters (13 steps), the layout drawn.
            XCTAssertLessThanOrEqual(renderer.text.layoutsMade, 16, name)
            XCTAssertTrue(renderer.text.displayedText(of: run(title)).hasSuffix("…"), name)
            let before = renderer.text.layoutsMade
            renderer.render(scene, on: surface)
            XCTAssertEqual(renderer.text.layoutsMade, before, "\(name): drawn again from the cache")
        }
    }

    func testTruncation_IsTheLongestPrefixThatFits() {
        let text = TextRenderer()
        for width in [30.0, 90, 200] {
            let title = "Notifications and Privacy Center of a Rather Long Name"
            let shown = text.displayedText(of: run(title, width: width))
            XCTAssertTrue(shown.hasSuffix("…"), "\(width): \(shown)")
            XCTAssertLessThanOrEqual(text.ellipsizedWidth(shown, font: Self.font), width, "\(width): \(shown)")
            // One character more (spaces skipped) would not fit.
            let kept = shown.dropLast().count
            var longer = String(title.prefix(kept + 1))
            while longer.hasSuffix(" ") { longer = String(title.prefix(longer.count + 1)) }
            XCTAssertGreaterThan(text.ellipsizedWidth(longer + "…", font: Self.font), width, "\(width): \(shown)")
        }
    }

    func testTextCutAtTheLimit_EndsInAnEllipsisEvenWhereItFits() {
        // A letter and 5,000 zero-width joiners, one character: it fits, but only its first
        // 4,096 scalars are laid out, so it ends in "…". Ten joiners are shown as they are.
        let text = TextRenderer()
        let shown = text.displayedText(of: run("A" + String(repeating: "\u{200D}", count: 5000), width: 200))
        XCTAssertEqual(shown.unicodeScalars.first, "A")
        XCTAssertEqual(shown.unicodeScalars.last, "…")
        XCTAssertEqual(shown.unicodeScalars.count, TextRenderer.maximumScalars + 1)
        let short = "A" + String(repeating: "\u{200D}", count: 10)
        XCTAssertEqual(text.displayedText(of: run(short)), short)
    }
}
