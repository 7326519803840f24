import TabBarCore
import XCTest

/// The keys that tune motions and library looks: bottom line, mask timing, item layout,
/// select trigger, badge shape, and the flip-book's reverse.
final class MotionKeysDecoderTests: XCTestCase {
    func decode(_ json: String) throws -> AppConfiguration {
        var decoder = ConfigurationDecoder(
            file: "t.json", baseDirectory: "/base",
            listFrames: { $0 == "/base/bell" ? ["/base/bell/0.png", "/base/bell/1.png"] : nil })
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

    func testDefaults_AreTheSeeds() throws {
        let bar = try decode(#"{"tabs": [{"title": "A"}]}"#).bar
        XCTAssertEqual(bar.bottomLineHeight, 2)
        XCTAssertEqual(bar.bottomLineDuration, 0.3)
        XCTAssertEqual(bar.maskPhaseDuration, 0.5)
        XCTAssertEqual(bar.itemLayout, .ramotion)
        XCTAssertEqual(bar.selectOn, .release)
        XCTAssertEqual(bar.badge.shape, .pill)
        XCTAssertEqual(bar.titleFont.size, 10)
        let look = try decode(#"{"tabs": [{"title": "A", "titleFont": {"weight": "bold"}}]}"#).tabs[0].appearance
        XCTAssertEqual(look.titleFont?.size, 10, "a tab's font starts from the bar's default size")
    }

    func testKeys_AreRead() throws {
        let configuration = try decode(
            """
            {"bar": {"bottomLineHeight": 3, "bottomLineDuration": 0.5, "maskPhaseDuration": 0.25, "itemLayout": "rdv",
                     "selectOn": "press", "badge": {"shape": "ellipse"}},
             "tabs": [{"title": "A", "frames": "bell", "animation": "frames", "reverseOnDeselect": false}]}
            """)
        let bar = configuration.bar
        XCTAssertEqual(bar.bottomLineHeight, 3)
        XCTAssertEqual(bar.bottomLineDuration, 0.5)
        XCTAssertEqual(bar.maskPhaseDuration, 0.25)
        XCTAssertEqual(bar.itemLayout, .rdv)
        XCTAssertEqual(bar.selectOn, .press)
        XCTAssertEqual(bar.badge.shape, .ellipse)
        XCTAssertEqual(configuration.tabs[0].animation.deselectDuration, 0)
    }

    func testBadValues_AreErrors() {
        XCTAssertTrue(
            error(#"{"bar": {"selectOn": "hover"}, "tabs": [{"title": "A"}]}"#).contains("valid: release, press"))
        XCTAssertTrue(
            error(#"{"bar": {"itemLayout": "es"}, "tabs": [{"title": "A"}]}"#).contains("valid: ramotion, rdv"))
        XCTAssertTrue(
            error(#"{"bar": {"badge": {"shape": "star"}}, "tabs": [{"title": "A"}]}"#).contains("valid: pill, ellipse"))
        XCTAssertTrue(
            error(#"{"bar": {"bottomLineHeight": 0}, "tabs": [{"title": "A"}]}"#).contains("bottomLineHeight"))
        XCTAssertTrue(
            error(#"{"tabs": [{"title": "A", "reverseOnDeselect": false}]}"#)
                .contains(#"tabs[0].reverseOnDeselect: only the "frames" animation"#))
    }

    /// `navigation.curve`: the transitions' tween by name or as CSS's cubic-bezier(), which
    /// the timeline panel's handles write; the progress follows it.
    func testNavigationCurve_IsReadAndDrivesTheTween() throws {
        let tabs = #""tabs": [{"title": "A"}]"#
        XCTAssertEqual(try decode("{\(tabs)}").navigation.timing.curve, .easeInEaseOut)
        XCTAssertEqual(
            try decode(#"{"navigation": {"curve": "ease-out"}, "# + tabs + "}").navigation.timing.curve, .easeOut)
        let timing = try decode(#"{"navigation": {"curve": "cubic-bezier(0.2, 0, 0, 1)"}, "# + tabs + "}").navigation
            .timing
        XCTAssertEqual(timing.curve, .cubic(CubicBezier(0.2, 0, 0, 1)))
        XCTAssertEqual(timing.progress(at: 0.1), CubicBezier(0.2, 0, 0, 1).value(at: 0.2), accuracy: 1e-12)
        XCTAssertNotEqual(timing.progress(at: 0.1), TimingCurve.easeInEaseOut.value(at: 0.2), accuracy: 1e-3)
        XCTAssertEqual(
            error(#"{"navigation": {"curve": "cubic-bezier(1.5, 0, 0, 1)"}, "# + tabs + "}"),
            #"t.json:1:26: navigation.curve: expected a curve (linear, ease-in, ease-out, ease-in-out, default, emphasized, or cubic-bezier(x1, y1, x2, y2) with x1 and x2 from 0 to 1), found "cubic-bezier(1.5, 0, 0, 1)""#
        )
        XCTAssertEqual(TimingCurve.easeInEaseOut.controlPoints, CubicBezier(0.42, 0, 0.58, 1))
        XCTAssertNil(TimingCurve.emphasized.controlPoints)
    }
}
