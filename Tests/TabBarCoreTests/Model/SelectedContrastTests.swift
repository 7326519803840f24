import TestSupport
import XCTest

@testable import TabBarCore

/// Issue 10 item 2: a minimal configuration shows its selected tab, and low-contrast
/// colours of one's own give one warning line naming the keys.
final class SelectedContrastTests: XCTestCase {
    func decode(_ json: String) throws -> AppConfiguration {
        let root = try JSONParser.parse(bytes: Array(json.utf8))
        var decoder = ConfigurationDecoder(
            file: "t.json", baseDirectory: "/", catalog: .builtIn, listFrames: { _ in nil })
        return try decoder.decode(root)
    }

    func testMinimalConfig_SelectedIconAndTitleReachThreeToOneOnTheirBlock() throws {
        let configuration = try decode(#"{ "tabs": [ { "title": "A" }, { "title": "B" } ] }"#)
        XCTAssertEqual(configuration.bar.indicator, .colorfulMask)
        for index in configuration.tabs.indices {
            let backdrop = SelectedContrast.backdrop(of: index, in: configuration)
            XCTAssertEqual(backdrop, .systemBlue, "the default block is the default item colour")
            let look = configuration.tabs[index].appearance
            let icon = look.selectedIconColor ?? configuration.bar.selectedIconColor
            let title = look.selectedTextColor ?? configuration.bar.selectedTextColor
            XCTAssertGreaterThanOrEqual(icon.contrastRatio(with: backdrop), 3)
            XCTAssertGreaterThanOrEqual(title.contrastRatio(with: backdrop), 3)
        }
        XCTAssertTrue(SelectedContrast.shortfalls(in: configuration).isEmpty)
    }

    func testBottomLineDefaults_StayIOSBlueOnTheBar() throws {
        let configuration = try decode(#"{ "bar": { "indicator": "bottom-line" }, "tabs": [ { "title": "A" } ] }"#)
        XCTAssertNil(configuration.tabs[0].appearance.selectedIconColor, "#007AFF on #F9F9F9 already reaches 3:1")
    }

    func testOwnColoursUnderThreeToOne_AreNamedInOneWarningLine() throws {
        let configuration = try decode(
            #"""
            { "bar": { "selectedIconColor": "#FFFFFF" },
              "tabs": [ { "title": "A", "color": "#E13329" }, { "title": "B", "color": "#EEBB00", "selectedTextColor": "#FFFF00" } ] }
            """#)
        let warning = try XCTUnwrap(SelectedContrast.warning(for: configuration, file: "t.json"))
        XCTAssertFalse(warning.contains("\n"))
        XCTAssertTrue(warning.contains("bar.selectedIconColor on tabs[1]"), warning)
        XCTAssertTrue(warning.contains("tabs[1].selectedTextColor"), warning)
        XCTAssertFalse(warning.contains("tabs[0]"), "white on #E13329 is 4.4:1: \(warning)")
    }

    /// everything.json needs the demo's `jelly`, outside the core's catalogue; rendering it
    /// through the CLI shows no warning either.
    func testShippedDemos_DoNotWarn() throws {
        for name in [
            "demo.json", "demos/colorful.json", "demos/rdv.json", "demos/ramotion.json", "demos/ramotion-flips.json",
            "demos/uikit-bounce.json", "demos/es-badges.json", "demos/es-centre.json",
            "demos/hyb-transitions.json", "demos/more.json",
        ] {
            let configuration = try DemoConfiguration.load(name)
            XCTAssertNil(SelectedContrast.warning(for: configuration, file: name))
        }
    }
}
