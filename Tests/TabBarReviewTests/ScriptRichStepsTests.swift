import TabBarCore
import TabBarReview
import XCTest

/// Gesture steps expand into pointer instants and frame waits; asserts decode with their options.
final class ScriptRichStepsTests: XCTestCase {
    func decode(_ json: String) throws -> QAScript {
        try QAScript.decode(JSONParser.parse(json), file: "s.json", baseDirectory: "/base")
    }

    func testDrag_PressesMovesEachFrameAndReleases() throws {
        let script = try decode(
            #"{"steps": [{"drag": {"from": {"item": 1}, "to": {"x": 300, "y": 800}, "duration": 0.05}}]}"#)
        let frame = 1.0 / 60
        XCTAssertEqual(
            script.steps.map(\.action),
            [
                .pointer(.down, .item(1)),
                .wait(frame), .dragMove(from: .item(1), to: Point(x: 300, y: 800), fraction: 1.0 / 3),
                .wait(frame), .dragMove(from: .item(1), to: Point(x: 300, y: 800), fraction: 2.0 / 3),
                .wait(frame), .dragMove(from: .item(1), to: Point(x: 300, y: 800), fraction: 1),
                .pointer(.up, .point(Point(x: 300, y: 800))),
            ])
        XCTAssertEqual(Set(script.steps.map(\.location.line)), [1], "every expanded step points at the drag")
    }

    func testLongPress_HoldsPastTheRecognizersDuration() throws {
        let script = try decode(#"{"steps": [{"longPress": {"x": 10, "y": 20}}]}"#)
        guard script.steps.count == 3, case .wait(let hold) = script.steps[1].action else {
            return XCTFail("\(script.steps)")
        }
        XCTAssertGreaterThan(hold, LongPressRecognizer().duration)
        XCTAssertEqual(script.steps[0].action, .pointer(.down, .point(Point(x: 10, y: 20))))
        XCTAssertEqual(script.steps[2].action, .pointer(.up, .point(Point(x: 10, y: 20))))
    }

    func testWheelHoverAndModifiedKeys() throws {
        let script = try decode(
            #"{"steps": [{"wheel": {"item": 2, "dy": -3}}, {"hover": {"item": 0}}, {"key": "Shift+Tab"}]}"#)
        XCTAssertEqual(
            script.steps.map(\.action), [.wheel(.item(2), dy: -3), .pointer(.move, .item(0)), .key(.tab, .shift)])
    }

    func testAsserts_Decode() throws {
        let script = try decode(
            """
            {"steps": [{"assert": {"depth": 2}}, {"assert": {"page": "Detail"}}, {"assert": {"badge": {"index": 1, "value": "3"}}},
                       {"assert": {"badge": {"index": 0, "value": null}}}, {"assert": {"animating": false}},
                       {"assert": {"animating": "bounce"}}, {"assert": {"pixel": {"x": 5, "y": 6, "color": "#FF0000"}}},
                       {"assert": {"screenshot": {"path": "ref.png", "maxDiffPixels": 10}}}]}
            """)
        XCTAssertEqual(
            script.steps.map(\.action),
            [
                .check(.depth(2)), .check(.page("Detail")), .check(.badge(item: .index(1), value: "3")),
                .check(.badge(item: .index(0), value: nil)),
                .check(.animating(false)), .check(.animatingNamed("bounce")),
                .check(.pixel(x: 5, y: 6, color: Color(hex: 0xFF0000), tolerance: 2)),
                .check(.screenshot(path: "/base/ref.png", maxDiffPixels: 10, threshold: 0.2)),
            ])
    }

    func testBadAsserts_AreLocated() {
        XCTAssertThrowsError(try decode(#"{"steps": [{"assert": {"depth": 1, "page": "x"}}]}"#)) { error in
            XCTAssertEqual(
                "\(error)",
                "s.json:1:12: steps[0].assert: an assert has exactly one of: selected, depth, page, badge, animating, pixel, screenshot, property"
            )
        }
        XCTAssertThrowsError(try decode(#"{"steps": [{"assert": {"pixel": {"x": 1, "y": 1, "color": "red"}}}]}"#))
        XCTAssertThrowsError(try decode(#"{"steps": [{"drag": {"from": {"item": 1}}}]}"#))
        XCTAssertThrowsError(try decode(#"{"steps": [{"hover": {"item": 1}, "click": {"item": 1}}]}"#))
        XCTAssertThrowsError(try decode(#"{"steps": [{"wheel": {"item": 1, "dy": 1, "dz": 2}}]}"#))
    }

    func testReport_IsJUnitWithEscapedFailures() {
        var report = ScriptReport(suite: "qa.json")
        report.add("selected 1", place: "qa.json:1:2", failure: nil)
        report.add("page \"A<B\"", place: "qa.json:1:9", failure: "expected \"A<B\" & more")
        let xml = report.xml()
        XCTAssertTrue(xml.contains(#"<testsuite name="qa.json" tests="2" failures="1" errors="0" time="#), xml)
        XCTAssertTrue(xml.contains(#"<failure message="expected &quot;A&lt;B&quot; &amp; more">"#), xml)
        XCTAssertEqual(xml.components(separatedBy: "<testcase ").count - 1, 2)
        report.error = "did not finish: step 2 of 5"
        XCTAssertTrue(report.xml().contains(#"tests="3" failures="1" errors="1""#))
    }
}
