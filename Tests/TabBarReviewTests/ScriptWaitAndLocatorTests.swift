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
