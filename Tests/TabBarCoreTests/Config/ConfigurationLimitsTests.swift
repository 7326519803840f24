import TabBarCore
import XCTest

/// Hostile configurations (issue 11): insets that make no sense, huge keys and values,
/// NUL bytes in paths, and numbers JSON does not have.
final class ConfigurationLimitsTests: XCTestCase {
    func error(_ json: String, viewport: Size? = Size(width: 390, height: 844)) -> String {
        var decoder = ConfigurationDecoder(
            file: "t.json", baseDirectory: "/base", listFrames: { _ in nil }, viewport: viewport)
        do {
            _ = try decoder.decode(JSONParser.parse(json))
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    func testNegativeInset_IsLocated() {
        XCTAssertEqual(
            error(#"{"tabs": [{"title": "A"}], "bar": {"contentInsets": {"left": -5}}}"#),
            "t.json:1:62: bar.contentInsets.left: must be between 0 and 400, found -5")
    }

    func testInsetsLeavingLessThanAPixelPerItem_AreLocatedAtTheInsets() {
        // 390 − 195 − 193 = 2 px for four items: half a pixel each.
        let json =
            #"{"tabs": [{"title": "A"}, {"title": "B"}, {"title": "C"}, {"title": "D"}], "#
            + #""bar": {"contentInsets": {"left": 195, "right": 193}}}"#
        XCTAssertEqual(
            error(json),
            "t.json:1:101: bar.contentInsets: left 195 + right 193 leave 2 px for 4 items "
                + "in a 390 px wide window; each item needs at least 1 px")
        // The same insets fit a wider window, and need no window to decode.
        XCTAssertEqual(error(json, viewport: Size(width: 400, height: 844)), "no error")
        XCTAssertEqual(error(json, viewport: nil), "no error")
    }

    func testInsetsCountMoreAsOneSlot() {
        // Seven tabs show five slots: 5 px for five slots is 1 px each, which is enough.
        let tabs = (0..<7).map { #"{"title": "T\#($0)"}"# }.joined(separator: ", ")
        let json = #"{"tabs": [\#(tabs)], "bar": {"contentInsets": {"left": 200, "right": 185}}}"#
        XCTAssertEqual(error(json), "no error")
    }

    func testInsetsLeavingNoRowHeight_AreErrors() {
        let json = #"{"tabs": [{"title": "A"}], "bar": {"height": 40, "contentInsets": {"top": 20, "bottom": 20}}}"#
        XCTAssertTrue(
            error(json).hasPrefix("t.json:1:67: bar.contentInsets: top 20 + bottom 20 leave less than 1 px"),
            error(json))
    }

    func testHugeUnknownKey_GivesAShortLineWithBothEnds() {
        let key = "start" + String(repeating: "x", count: 1_000_000) + "end"
        let line = error(#"{"tabs": [{"title": "A", "\#(key)": 1}]}"#)
        XCTAssertLessThan(line.count, 500, String(line.prefix(600)))
        XCTAssertTrue(line.contains("unknown key \"startxxx"), line)
        XCTAssertTrue(line.contains("xxxend\""), line)
        XCTAssertTrue(line.contains("…"), line)
    }

    func testHugeValue_IsElidedInTheMiddle() {
        let value = "bo" + String(repeating: "u", count: 100_000) + "nce"
        let line = error(#"{"tabs": [{"title": "A", "animation": "\#(value)"}]}"#)
        XCTAssertLessThan(line.count, 500, line)
        XCTAssertTrue(line.contains("\"bouuu"), line)
        XCTAssertTrue(line.contains("uuunce\""), line)
    }

    func testValidKeys_NearestFirstThenCut() {
        // A tab takes some thirty keys: the nearest come first and the list ends in "…".
        let line = error(#"{"tabs": [{"title": "A", "selectedIcn": "a.png"}]}"#)
        XCTAssertTrue(line.contains("valid keys: selectedIcon, "), line)
        XCTAssertTrue(line.contains(", …; did you mean \"selectedIcon\"?"), line)
        XCTAssertLessThan(line.count, 500)
    }

    func testLongFileAndKeyPath_AreElided() {
        let file = "/" + String(repeating: "d/", count: 2000) + "config.json"
        let error = ConfigError(
            file: file, location: SourceLocation(line: 1, column: 2), keyPath: String(repeating: "k.", count: 500),
            message: String(repeating: "m", count: 5000))
        XCTAssertLessThan(error.description.count, 500)
        XCTAssertTrue(error.description.hasPrefix("/d/d/"))
        XCTAssertTrue(error.description.contains("config.json:1:2: k.k."), error.description)
    }

    func testLineBreaksInValues_StayOnTheLine() {
        // Found by the fuzzer (Tests/Corpus/crashes): a colour's text went into the message raw.
        XCTAssertEqual(
            error(##"{"tabs": [{"title": "A", "color": "#5x\nC"}]}"##),
            ##"t.json:1:35: tabs[0].color: expected a colour such as "#E13329", found "#5x\nC""##)
        XCTAssertEqual(
            error(#"{"tabs": [{"title": "A", "frames": "a\nb"}]}"#),
            #"t.json:1:36: tabs[0].frames: no PNG frames in /base/a\nb"#)
        XCTAssertEqual(
            ConfigError(file: "a\nb.json", keyPath: "k\r", message: "m\u{1}").description, #"a\nb.json: k\r: m\u0001"#)
    }

    func testNULInAPath_IsAnError() {
        XCTAssertEqual(
            error(#"{"tabs": [{"title": "A", "icon": "a.png\u0000.svg"}]}"#),
            #"t.json:1:34: tabs[0].icon: a file path cannot hold a NUL byte (\u0000), found "a.png\u0000.svg""#)
    }

    func testHexInfAndNaN_AreNotNumbers() {
        for word in ["0x10", "Infinity", "inf", "NaN", "nan", "-Infinity"] {
            // A syntax error at the value (column 38), or just after a leading 0 or '-'.
            let line = error(#"{"tabs": [{"title": "A", "duration": \#(word)}]}"#)
            XCTAssertTrue(line.hasPrefix("1:38: ") || line.hasPrefix("1:39: "), "\(word): \(line)")
        }
        XCTAssertTrue(error(#"{"tabs": [{"title": "A", "duration": 1e999}]}"#).contains("too large"))
    }

    func testLayout_ClampsInsetsOnResize() {
        var style = BarStyle()
        style.contentInsets = EdgeInsets(top: 30, left: 150, bottom: 30, right: 150)
        for width in [1.0, 3, 50, 299, 300, 390] {
            let layout = TabBarLayout(viewport: Size(width: width, height: 844), style: style, itemCount: 4)
            XCTAssertGreaterThanOrEqual(layout.row.width, 0, "width \(width)")
            XCTAssertGreaterThanOrEqual(layout.row.height, 1, "width \(width)")
            XCTAssertGreaterThanOrEqual(layout.row.minX, 0, "width \(width)")
            XCTAssertLessThanOrEqual(layout.row.maxX, width, "width \(width)")
            for (left, right) in zip(layout.items, layout.items.dropFirst()) {
                XCTAssertGreaterThanOrEqual(left.frame.width, 0, "width \(width)")
                XCTAssertLessThanOrEqual(left.frame.maxX, right.frame.minX + 1e-9, "items in order at width \(width)")
            }
        }
        // Wide enough: the insets apply as written.
        let wide = TabBarLayout(viewport: Size(width: 390, height: 844), style: style, itemCount: 4)
        XCTAssertEqual(wide.row.minX, 150)
        XCTAssertEqual(wide.row.width, 90)
    }

    func testLayout_NegativeInsetsFromCodeAreZero() {
        var style = BarStyle()
        style.contentInsets = EdgeInsets(left: -40, right: -40)
        let layout = TabBarLayout(viewport: Size(width: 390, height: 844), style: style, itemCount: 3)
        XCTAssertEqual(layout.row.minX, 0)
        XCTAssertEqual(layout.row.width, 390)
    }
}
