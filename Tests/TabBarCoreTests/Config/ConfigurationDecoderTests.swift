import TabBarCore
import XCTest

final class ConfigurationDecoderTests: XCTestCase {
    func decode(_ json: String, frames: [String: [String]] = [:]) throws -> AppConfiguration {
        var decoder = ConfigurationDecoder(file: "t.json", baseDirectory: "/base", listFrames: { frames[$0] })
        return try decoder.decode(JSONParser.parse(json))
    }

    func error(_ json: String) -> String {
        do {
            _ = try decode(json)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    func testMinimalTab_GetsDefaults() throws {
        let configuration = try decode(#"{"tabs": [{"title": "A"}]}"#)
        XCTAssertEqual(configuration.tabs.count, 1)
        XCTAssertEqual(configuration.tabs[0].animation.name, "bounce")
        XCTAssertEqual(configuration.bar.height, 49)
        XCTAssertNil(configuration.tabs[0].badge)
    }

    func testAppearance_IsRead() throws {
        let configuration = try decode(
            """
            {"tabs": [{"title": "A", "icon": "i/a.png", "selectedIcon": "/abs/b.png", "rendering": "original",
              "textColor": "#111", "selectedTextColor": "#222", "iconColor": "#333", "selectedIconColor": "#444",
              "titleFont": {"size": 14, "weight": "bold", "family": "Serif"}, "selectedTitleFont": {"size": 15},
              "background": "#555", "selectedBackground": "#666", "backgroundImage": "bg.png",
              "titleOffset": {"x": 1, "y": 2}, "imageOffset": {"y": -3}, "badgeOffset": {"x": 4},
              "height": 70, "badge": 5, "badgeStyle": {"animation": "wiggle", "cap": 9}}]}
            """)
        let tab = configuration.tabs[0], look = tab.appearance
        XCTAssertEqual(tab.icon, ImageRef("/base/i/a.png"))
        XCTAssertEqual(tab.selectedIcon, ImageRef("/abs/b.png"))
        XCTAssertEqual(look.rendering, .original)
        XCTAssertEqual(look.textColor, Color(hex: 0x111111))
        XCTAssertEqual(look.selectedIconColor, Color(hex: 0x444444))
        XCTAssertEqual(look.titleFont, FontSpec(family: "Serif", size: 14, weight: .bold))
        XCTAssertEqual(look.selectedTitleFont?.size, 15)
        XCTAssertEqual(look.selectedTitleFont?.weight, .bold, "a selected font starts from the unselected one")
        XCTAssertEqual(look.backgroundImage, ImageRef("/base/bg.png"))
        XCTAssertEqual(look.titleOffset, Point(x: 1, y: 2))
        XCTAssertEqual(look.imageOffset, Point(x: 0, y: -3))
        XCTAssertEqual(look.badgeOffset, Point(x: 4, y: 0))
        XCTAssertEqual(look.height, 70)
        XCTAssertEqual(tab.badge, "5")
        XCTAssertEqual(look.badgeStyle?.animation, .wiggle)
        XCTAssertEqual(look.badgeStyle?.cap, 9)
    }

    func testBadges_KeepZeroTextAndDot() throws {
        let configuration = try decode(
            #"{"tabs": [{"title": "A", "badge": 0}, {"title": "B", "badge": "new"}, {"title": "C", "badge": ""}, {"title": "D", "badge": null}]}"#
        )
        XCTAssertEqual(configuration.tabs.map(\.badge), ["0", "new", "", nil])
    }

    func testBar_IsRead() throws {
        let configuration = try decode(
            """
            {"bar": {"height": 58, "bottomPadding": 34, "contentInsets": {"left": 8, "right": 8}, "translucent": true,
                     "hairline": "none", "indicator": "pill", "indicatorColor": "#D3E3FD", "iconSize": 24,
                     "titleFont": {"size": 12}, "badge": {"background": "#00F", "cap": 999, "animation": "none"}},
             "tabs": [{"title": "A"}]}
            """)
        let bar = configuration.bar
        XCTAssertEqual(bar.height, 58)
        XCTAssertEqual(bar.bottomPadding, 34)
        XCTAssertEqual(bar.contentInsets, EdgeInsets(left: 8, right: 8))
        XCTAssertTrue(bar.isTranslucent)
        XCTAssertNil(bar.hairline)
        XCTAssertEqual(bar.indicator, .pill)
        XCTAssertEqual(bar.titleFont.size, 12)
        XCTAssertEqual(bar.titleFont.weight, .medium)
        XCTAssertEqual(bar.badge.background, Color(hex: 0x0000FF))
        XCTAssertEqual(bar.badge.cap, 999)
        XCTAssertEqual(bar.badge.animation, BadgeAnimationKind.none)
    }

    func testFrames_AreListedFromTheirFolder() throws {
        let configuration = try decode(
            #"{"tabs": [{"title": "A", "frames": "bell", "animation": "frames", "duration": 0.8}]}"#,
            frames: ["/base/bell": ["/base/bell/0.png", "/base/bell/1.png", "/base/bell/2.png"]])
        XCTAssertEqual(configuration.tabs[0].frames.count, 3)
        let animation = try XCTUnwrap(configuration.tabs[0].animation as? FramesAnimation)
        XCTAssertEqual(animation.frameCount, 3)
        XCTAssertEqual(animation.duration, 0.8)
    }

    func testFramesAnimationWithoutFrames_IsAnError() {
        XCTAssertEqual(
            error(#"{"tabs": [{"title": "A", "animation": "frames"}]}"#),
            #"t.json:1:11: tabs[0].frames: the "frames" animation needs "frames": a folder of PNG images"#)
        XCTAssertTrue(error(#"{"tabs": [{"title": "A", "frames": "nope"}]}"#).contains("no PNG frames in /base/nope"))
    }

    func testUnknownNames_ListTheChoices() {
        XCTAssertTrue(
            error(#"{"bar": {"indicator": "glow"}, "tabs": [{"title": "A"}]}"#)
                .contains("valid: colorful-mask, bottom-line, pill, none"))
        XCTAssertTrue(
            error(#"{"tabs": [{"title": "A", "rendering": "tinted"}]}"#).contains("valid: template, original"))
        XCTAssertTrue(error(#"{"tabs": [{"title": "A", "animation": "flip"}]}"#).contains("flip-left"))
        XCTAssertTrue(error(##"{"tabs": [{"title": "A", "colour": "#fff"}]}"##).contains("did you mean \"color\""))
        XCTAssertTrue(
            error(#"{"tabs": [{"title": "A", "titleFont": {"size": 12, "style": "italic"}}]}"#)
                .contains("unknown key \"style\""))
    }

    func testBadValues_AreLocated() {
        XCTAssertEqual(
            error(#"{"tabs": [{"title": "A", "color": "red"}]}"#),
            ##"t.json:1:35: tabs[0].color: expected a colour such as "#E13329", found "red""##)
        XCTAssertTrue(
            error(#"{"tabs": [{"title": "A", "badge": 1.5}]}"#).contains("expected a string or a whole number"))
        XCTAssertTrue(error(#"{"tabs": [{"title": "A", "duration": -1}]}"#).contains("must be between 0 and 60"))
        XCTAssertTrue(error(#"{"tabs": [{"title": "A"}], "initialIndex": 3}"#).contains("initialIndex"))
        XCTAssertTrue(error(#"{"tabs": {}}"#).contains("expected an array"))
        XCTAssertTrue(error(#"[]"#).contains("expected an object"))
    }
}
