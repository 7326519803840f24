import TabBarCore
import XCTest

@testable import TabBarReview

final class QAScriptTests: XCTestCase {
    func decode(_ json: String) throws -> QAScript {
        try QAScript.decode(JSONParser.parse(json), file: "s.json", baseDirectory: "/base")
    }

    func testSteps_AreRead() throws {
        let script = try decode(
            """
            {"steps": [{"click": {"item": 1}}, {"click": {"x": 10, "y": 20}}, {"key": "shift+tab"}, {"wait": 0.5},
                       {"screenshot": "a.png"}, {"screenshot": "/abs/b.png"}, {"assert": {"selected": 2}}]}
            """)
        XCTAssertEqual(
            script.steps.map(\.action),
            [
                .click(.item(1)), .click(.point(Point(x: 10, y: 20))), .key(.tab, .shift), .wait(0.5),
                .screenshot("/base/a.png"), .screenshot("/abs/b.png"), .assertSelected(.index(2)),
            ])
    }

    func testBadSteps_AreLocated() {
        XCTAssertThrowsError(try decode(#"{"steps": [{"click": {"item": 1}, "wait": 1}]}"#)) { error in
            XCTAssertEqual(
                "\(error)",
                "s.json:1:12: steps[0]: a step has exactly one of: click, key, wait, waitFor, screenshot, assert, drag, longPress, wheel, hover"
            )
        }
        XCTAssertThrowsError(try decode(#"{"steps": [{"wait": -1}]}"#))
        XCTAssertThrowsError(try decode(#"{"steps": [{"assert": {"selected": 1, "title": "x"}}]}"#))
        XCTAssertThrowsError(try decode(#"{"step": []}"#))
    }

    func testKeyNames_Parse() {
        XCTAssertEqual(KeyName.parse("Right").map { "\($0.0)" }, "right")
        XCTAssertEqual(KeyName.parse("alt+left")?.1, .alt)
        XCTAssertEqual(KeyName.parse("F12").map { "\($0.0)" }, "function(12)")
        XCTAssertEqual(KeyName.parse("s").map { "\($0.0)" }, #"character("s")"#)
        XCTAssertNil(KeyName.parse("hyper+a"))
        XCTAssertNil(KeyName.parse("F13"))
        XCTAssertNil(KeyName.parse(""))
    }

    /// The timeline's `+` (issue 42): "+" alone, "plus" and "minus" name keys, and a
    /// script's `{"key": "+"}` decodes.
    func testPlusKey_HasANameScriptsCanWrite() throws {
        XCTAssertEqual(KeyName.parse("+").map { "\($0.0)" }, #"character("+")"#)
        XCTAssertEqual(KeyName.parse("+")?.1, [])
        XCTAssertEqual(KeyName.parse("Plus").map { "\($0.0)" }, #"character("+")"#)
        XCTAssertEqual(KeyName.parse("minus").map { "\($0.0)" }, #"character("-")"#)
        XCTAssertEqual(KeyName.parse("shift++")?.1, .shift)
        XCTAssertEqual(KeyName.name(.character("+"), []), "+")
        XCTAssertNoThrow(try decode(#"{"steps": [{"key": "+"}, {"key": "plus"}]}"#))
    }

    func testPlayer_HoldsStepsBehindWaits() throws {
        let script = try decode(
            #"{"steps": [{"click": {"item": 1}}, {"wait": 0.5}, {"assert": {"selected": 1}}, {"wait": 0.25}]}"#)
        var player = ScriptPlayer(script: script, start: 1)
        XCTAssertNil(player.nextStep(at: 0.9))
        XCTAssertEqual(player.nextStep(at: 1)?.action, .click(.item(1)))
        XCTAssertNil(player.nextStep(at: 1))
        XCTAssertEqual(player.nextDeadline, 1.5)
        XCTAssertNil(player.nextStep(at: 1.49))
        XCTAssertEqual(player.nextStep(at: 1.5)?.action, .assertSelected(.index(1)))
        XCTAssertFalse(player.isFinished(at: 1.5), "the last wait still runs")
        XCTAssertNil(player.nextStep(at: 1.75))
        XCTAssertTrue(player.isFinished(at: 1.75))
    }

    func testPlayer_NamesTheStepItIsOn() throws {
        let script = try decode(
            #"{"steps": [{"click": {"item": 1}}, {"wait": 0.5}, {"click": {"item": 2}}, {"wait": 1}]}"#)
        var player = ScriptPlayer(script: script, start: 0)
        XCTAssertEqual(player.currentStep(at: 0), 1, "nothing has run: the first step is next")
        XCTAssertEqual(player.drain(at: 0.1).count, 1)
        XCTAssertEqual(player.currentStep(at: 0.1), 2, "inside the first wait")
        XCTAssertEqual(player.currentStep(at: 0.5), 3, "the wait has passed: the second click is due")
        XCTAssertEqual(player.drain(at: 0.6).count, 1)
        XCTAssertEqual(player.currentStep(at: 0.6), 4, "inside the last wait")
        XCTAssertFalse(player.isFinished(at: 0.6))
    }

    func testNULInAScreenshotPath_IsAnError() {
        XCTAssertThrowsError(
            try QAScript.decode(
                JSONParser.parse(#"{"steps": [{"screenshot": "a\u0000b.png"}]}"#),
                file: "s.json", baseDirectory: "/b")
        ) { error in
            XCTAssertTrue("\(error)".contains("steps[0].screenshot: a file path cannot hold a NUL byte"), "\(error)")
        }
    }
}

extension ScriptPlayer {
    /// Every step due by `time`, as the host takes them (waits in between consumed).
    mutating func drain(at time: Double) -> [QAScript.Step] {
        var steps: [QAScript.Step] = []
        while let step = nextStep(at: time) { steps.append(step) }
        return steps
    }
}
