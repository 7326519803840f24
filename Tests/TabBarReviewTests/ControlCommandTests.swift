import TabBarCore
import TabBarReview
import XCTest

/// Every `--control` command decodes to what it stands for; bad lines say why.
final class ControlCommandTests: XCTestCase {
    func testEveryCommand() throws {
        let table: [(String, ControlCommand)] = [
            (#"{"select": 2}"#, .select(.index(2))),
            (#"{"badge": {"index": 1, "value": "7"}}"#, .badge(item: .index(1), value: "7")),
            (#"{"badge": {"index": 1, "value": 7}}"#, .badge(item: .index(1), value: "7")),
            (#"{"badge": {"index": 1, "value": ""}}"#, .badge(item: .index(1), value: "")),
            (#"{"badge": {"index": 1, "value": null}}"#, .badge(item: .index(1), value: nil)),
            (#"{"hideBar": true, "animated": false}"#, .hideBar(true, animated: false)),
            (#"{"hideBar": false}"#, .hideBar(false, animated: true)),
            (##"{"selectedColor": "#FF2D55"}"##, .selectedColor(Color(hex: 0xFF2D55))),
            (#"{"push": {}}"#, .push), (#"{"pop": true}"#, .pop), (#"{"present": {}}"#, .present),
            (#"{"dismiss": true}"#, .dismiss), (#"{"reload": true}"#, .reload),
            (#"{"screenshot": "a.png"}"#, .screenshot("a.png")), (#"{"pause": true}"#, .pause),
            (#"{"resume": true}"#, .resume), (#"{"step": -1}"#, .step(-1)), (#"{"slow": 10}"#, .slow(10)),
        ]
        for (line, command) in table {
            XCTAssertEqual(try ControlCommand.decode(line), command, line)
        }
    }

    func testBadLines_SayWhy() {
        let table = [
            (#"{}"#, "no command"), (#"{"select": 1, "pop": true}"#, "one command a line"),
            (#"{"select": 1, "animated": true}"#, "unknown key \"animated\""), (#"{"step": 0}"#, "step is 1 or -1"),
            (#"{"slow": 0.5}"#, "slow"), (#"{"pop": false}"#, "pop takes true"), (#"[1]"#, "expected an object"),
            (#"{"select": 1"#, "end of"), (##"{"selectedColor": "red"}"##, "colour"),
        ]
        for (line, reason) in table {
            XCTAssertThrowsError(try ControlCommand.decode(line), line) {
                XCTAssertTrue("\($0)".contains(reason), "\(line): \($0)")
            }
        }
    }
}

/// Issue 43: ids, the new commands and "did you mean".
final class ControlRequestTests: XCTestCase {
    func testIdsAndTheNewCommands() throws {
        let table: [(String, ControlRequest)] = [
            (
                #"{"id": 7, "select": {"title": "Chat"}}"#,
                ControlRequest(id: .number(7), command: .select(.title("Chat")))
            ),
            (#"{"quit": true, "id": "bye"}"#, ControlRequest(id: .text("bye"), command: .quit)),
            (#"{"query": "state"}"#, ControlRequest(command: .queryState)),
            (#"{"click": {"title": "Profile"}}"#, ControlRequest(command: .script(.click(.title("Profile"))))),
            (#"{"click": {"x": 10, "y": 20}}"#, ControlRequest(command: .script(.click(.point(Point(x: 10, y: 20)))))),
            (#"{"key": "Shift+Tab"}"#, ControlRequest(command: .script(.key(.tab, .shift)))),
            (#"{"waitFor": "idle"}"#, ControlRequest(command: .script(.waitFor(.idle, timeout: 5)))),
            (
                #"{"waitFor": {"transition": "end"}, "timeout": 2, "id": 3}"#,
                ControlRequest(id: .number(3), command: .script(.waitFor(.transitionEnd, timeout: 2)))
            ),
            (
                #"{"badge": {"title": "Chat", "value": 3}}"#,
                ControlRequest(command: .badge(item: .title("Chat"), value: "3"))
            ),
        ]
        for (line, request) in table {
            XCTAssertEqual(try ControlRequest.decode(line), request, line)
        }
    }

    func testUnknownCommands_GetDidYouMean_AndKeepTheirId() {
        let table = [
            (#"{"selct": 1, "id": 4}"#, #"unknown command "selct""#, ControlID.number(4)),
            (#"{"id": "a", "qiut": true}"#, #"did you mean "quit"?"#, ControlID.text("a")),
            (#"{"id": 5, "waitFor": "idel"}"#, #"did you mean "idle"?"#, ControlID.number(5)),
            (#"{"id": 6, "query": "stat"}"#, #"did you mean "state"?"#, ControlID.number(6)),
            (#"{"id": 7, "click": {"titel": "A"}}"#, #"did you mean "title"?"#, ControlID.number(7)),
        ]
        for (line, reason, id) in table {
            XCTAssertThrowsError(try ControlRequest.decode(line), line) { error in
                let failure = error as? ControlRequest.Failure
                XCTAssertTrue(failure?.reason.contains(reason) ?? false, "\(line): \(error)")
                XCTAssertEqual(failure?.id, id, line)
            }
        }
    }
}
