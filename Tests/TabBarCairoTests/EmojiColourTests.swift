import TabBarCairo
import TestSupport
import XCTest

@testable import TabBarCore

/// Issue 40: emoji in titles drew as hex boxes, since no colour emoji font was installed
/// (`make deps` now installs Debian's fonts-noto-color-emoji). Titles, badges and pages
/// draw emoji through the same text path, in the emoji's own colours whatever the text's.
final class EmojiColourTests: XCTestCase {
    /// Pixels of `image` in `region` whose channels differ by more than 80 (saturated
    /// colour: neither grey ink nor a white or blue-grey tofu box) and that are not `except`.
    func colourful(_ image: RasterSurface, except: UInt32? = nil) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                guard p != except else { continue }
                let r = Int((p >> 16) & 0xFF), g = Int((p >> 8) & 0xFF), b = Int(p & 0xFF)
                if max(r, g, b) - min(r, g, b) > 80 { count += 1 }
            }
        }
        return count
    }

    func testEmoji_HaveAFont() {
        XCTAssertEqual(TextRenderer().unknownGlyphCount("🔒🏠🎉", font: FontSpec(size: 13)), 0)
    }

    /// A title run in grey ink: the emoji comes out in colour.
    func testTextRun_DrawsEmojiInColour() throws {
        let run = TextRun(
            "🔒", font: FontSpec(size: 24), color: Color(hex: 0x828C99), frame: Rect(x: 0, y: 0, width: 40, height: 40))
        let scene = Scene(
            size: Size(width: 40, height: 40), background: .white, layers: [SceneLayer(id: "t", node: .text(run))])
        let image = try RegionRender.render(scene, region: Rect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertGreaterThan(colourful(image), 60, "the lock is drawn in its own colours")
    }

    /// The Veto example's locked tab: a 🔒 badge on red, and an emoji in a title.
    func testBadgeAndTitle_ShowEmojiInColour() throws {
        var configuration = try DemoConfiguration.load("demos/ramotion.json")
        configuration.bar.indicator = .none
        configuration.tabs[2].badge = "🔒"
        configuration.tabs[1].title = "Live 🎉"
        let size = Size(width: 390, height: 844)
        let renderer = SceneRenderer()
        let c = TabBarController(configuration: configuration, viewport: size, measurer: renderer.text)
        let scene = c.scene(at: 0)
        let slot = c.layout.items[2].frame, title = c.layout.items[1].titleFrame
        let badge = try RegionRender.render(
            scene, region: Rect(x: slot.midX, y: slot.minY, width: slot.width / 2, height: 24))
        // The badge's own red (#FF3B30) is colourful too: only the lock's yellows count.
        var yellow = 0
        for y in 0..<badge.height {
            for x in 0..<badge.width {
                let p = badge.pixel(x: x, y: y)
                if (p >> 16) & 0xFF > 180, (p >> 8) & 0xFF > 130, p & 0xFF < 110 { yellow += 1 }
            }
        }
        XCTAssertGreaterThan(yellow, 10, "the badge's lock is drawn in colour")
        let titled = try RegionRender.render(scene, region: title)
        XCTAssertGreaterThan(colourful(titled), 10, "the title's emoji is drawn in colour")
    }
}
