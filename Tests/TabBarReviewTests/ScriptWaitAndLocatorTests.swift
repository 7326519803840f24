import TabBarCore
import XCTest

@testable import TabBarReview

/// Issue 43: `waitFor` steps, items by title, "did you mean", and a player that a step can hold.
final class ScriptWaitAndLocatorTests: XCTestCase {
    func decode(_ json: String) throws -> QAScript {
        try QAScript.decode(JSONParser.parse(json), file: "s.json", baseDirectory: "/base")
    }

    func testWaitForAndTitles_Decode() throws {
        let script = try decode(
            """
            {"$schema": "script.schema.json", "steps": [
              {"click": {"title": "Chat"}}, {"waitFor": "idle"}, {"waitFor": {"transition": "end"}, "timeout": 2},
              {"assert": {"selected": {"title": "Chat"}}}, {"assert": {"badge": {"title": "Chat", "value": "1"}}},
              {"longPress": {"title": "Live"}}, {"wheel": {"title": "Live", "dy": 1}}
            ]}
            """)
        XCTAssertEqual(
            script.steps.map(\.action),
            [
                .click(.title("Chat")), .waitFor(.idle, timeout: 5), .waitFor(.transitionEnd, timeout: 2),
                .assertSelected(.title("Chat")), .check(.badge(item: .title("Chat"), value: "1")),
                .pointer(.down, .title("Live")), .wait(ScriptGesture.longPressHold), .pointer(.up, .title("Live")),
                .wheel(.title("Live"), dy: 1),
            ])
    }

    func testTypos_GetDidYouMean() {
        let table = [
            (#"{"steps": [{"clik": {"item": 1}}]}"#, #"s.json:1:13: steps[0].clik: unknown step "clik"; valid: click"#),
            (#"{"steps": [{"waitFor": "idel"}]}"#, #"did you mean "idle"?"#),
            (#"{"steps": [{"waitFor": {"transition": "ned"}}]}"#, #"did you mean "end"?"#),
            (#"{"steps": [{"wait": 1, "timeout": 2}]}"#, #"unknown key "timeout""#),
            (#"{"steps": [{"assert": {"selcted": 1}}]}"#, #"unknown assert "selcted"; valid: selected"#),
            (#"{"steps": [{"click": {"titel": "A"}}]}"#, #"did you mean "title"?"#),
            (#"{"steps": [{"click": {}}]}"#, #"a target has "item", "title", or "x" and "y""#),
        ]
        for (text, message) in table {
            XCTAssertThrowsError(try decode(text), text) { error in
                XCTAssertTrue("\(error)".contains(message), "\(text): \(error)")
            }
        }
    }

    func testPropertyAsserts_Decode() throws {
        let script = try decode(
            """
            {"steps": [{"assert": {"property": {"node": "item 1 button", "scale": 1.2, "at": 0.1, "tolerance": 0.01}}},
                       {"assert": {"property": {"node": "indicator", "left": 98, "at": 0.25}}}]}
            """)
        XCTAssertEqual(
            script.steps.map(\.action),
            [
                .check(.property(node: "item 1 button", .scale, value: 1.2, at: 0.1, tolerance: 0.01)),
                .check(.property(node: "indicator", .left, value: 98, at: 0.25, tolerance: 0.5)),
            ])
        XCTAssertThrowsError(
            try decode(#"{"steps": [{"assert": {"property": {"node": "a", "scael": 1, "at": 0}}}]}"#)
        ) { XCTAssertTrue("\($0)".contains(#"unknown property "scael"; valid: scale"#), "\($0)") }
        XCTAssertThrowsError(
            try decode(#"{"steps": [{"assert": {"property": {"node": "a", "scale": 1, "x": 2, "at": 0}}}]}"#)
        ) { XCTAssertTrue("\($0)".contains("exactly one of"), "\($0)") }
    }

    /// When a node's motion began: its item's, the indicator's, or the transition's.
    func testMotionStarts_FollowTheNodesMotion() {
        var starts = MotionStarts()
        starts.note(.animation(AnimationTrace(index: 2, name: "pop", phase: .begin, kind: .select, time: 1)))
        starts.note(.animation(AnimationTrace(index: 2, name: "line", phase: .begin, kind: .indicator, time: 1.5)))
        starts.note(.transition(name: .push, role: .push, phase: .begin, time: 2))
        starts.note(.animation(AnimationTrace(index: 2, name: "pop", phase: .end, kind: .select, time: 3)))
        XCTAssertEqual(starts.start(of: "item 2 icon"), 1)
        XCTAssertEqual(starts.start(of: "indicator"), 1.5)
        XCTAssertEqual(starts.start(of: "tab 0 page 2"), 2)
        XCTAssertNil(starts.start(of: "item 0 button"))
    }

    /// A step that waits holds the player; released, the steps after it count from then.
    func testPlayer_HeldByAStep_CountsOnFromItsRelease() throws {
        let script = try decode(
            #"{"steps": [{"waitFor": "idle"}, {"wait": 0.5}, {"key": "Right"}]}"#)
        var player = ScriptPlayer(script: script, start: 0)
        XCTAssertEqual(player.nextStep(at: 0)?.action, .waitFor(.idle, timeout: 5))
        player.hold()
        XCTAssertNil(player.nextStep(at: 10), "held: nothing is due, however late")
        XCTAssertFalse(player.isFinished(at: 10))
        XCTAssertEqual(player.currentStep(at: 10), 1)
        player.release(at: 2)
        XCTAssertNil(player.nextStep(at: 2.4))
        XCTAssertEqual(player.nextStep(at: 2.5)?.action, .key(.right, []))
        XCTAssertTrue(player.isFinished(at: 2.5))
    }
}
