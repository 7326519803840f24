import TabBarCairo
import TabBarCore
import XCTest

/// Issue 10 item 4: no tofu in any script a title may use, and Latin text cut short ends in
/// a baseline "…" rather than the CJK face's midline "⋯".
final class ScriptCoverageTests: XCTestCase {
    let titles = [
        "Latin": "Home Settings", "CJK": "首页 直播 设置", "Korean": "홈 설정", "Arabic": "الرئيسية",
        "Hebrew": "בית הגדרות", "Devanagari": "होम सेटिंग्स", "Thai": "หน้าแรก ตั้งค่า", "Greek": "Αρχική Ρυθμίσεις",
        "Cyrillic": "Главная Настройки",
    ]

    func testEveryScript_HasAFontForEveryGlyph() {
        let text = SceneRenderer().text
        for (script, title) in titles {
            for weight in [FontWeight.regular, .semibold] {
                XCTAssertEqual(
                    text.unknownGlyphCount(title, font: FontSpec(size: 10, weight: weight)), 0, "\(script) \(weight)")
            }
        }
    }

    func testTruncatedLatin_EndsInABaselineEllipsisFromALatinFace() {
        let text = SceneRenderer().text
        let run = TextRun(
            "Notifications and Privacy Center", font: FontSpec(size: 17), color: .black,
            frame: Rect(x: 0, y: 0, width: 120, height: 22), alignment: .leading)
        let shown = text.displayedText(of: run)
        XCTAssertTrue(shown.hasSuffix("…"), shown)
        XCTAssertLessThanOrEqual(text.measure(shown, font: run.font).width, 120 + 8)
        XCTAssertEqual(text.lastFamily(of: run), "DejaVu Sans")
        // CJK keeps its own.
        let cjk = TextRun(
            "设置设置设置设置设置设置设置", font: FontSpec(size: 17), color: .black,
            frame: Rect(x: 0, y: 0, width: 60, height: 22))
        XCTAssertEqual(text.displayedText(of: cjk), cjk.text)
        // Text that fits is untouched.
        let short = TextRun(
            "Home", font: FontSpec(size: 17), color: .black, frame: Rect(x: 0, y: 0, width: 120, height: 22))
        XCTAssertEqual(text.displayedText(of: short), "Home")
    }

    func testEllipsisGlyph_SitsOnTheBaseline() throws {
        // Rendered: the dots' lowest ink row is at the letters' baseline, not at mid-height.
        let renderer = SceneRenderer()
        let run = TextRun(
            "Notifications and Privacy Center", font: FontSpec(size: 20), color: .black,
            frame: Rect(x: 0, y: 0, width: 140, height: 40), alignment: .leading)
        let surface = try RasterSurface(width: 160, height: 40)
        renderer.render(
            Scene(
                size: Size(width: 160, height: 40), background: .white,
                layers: [SceneLayer(id: "t", node: .text(run))]), on: surface)
        func lowestInk(_ columns: ClosedRange<Int>) -> Int {
            var lowest = 0
            for x in columns {
                for y in 0..<40 where (surface.pixel(x: x, y: y) & 0xFF) < 128 { lowest = max(lowest, y) }
            }
            return lowest
        }
        let width = Int(renderer.text.measure(renderer.text.displayedText(of: run), font: run.font).width)
        let dots = lowestInk((width - 8)...(width - 1))
        let letters = lowestInk(2...8) // "N" stands on the baseline
        XCTAssertEqual(dots, letters, accuracy: 1)
    }
}
