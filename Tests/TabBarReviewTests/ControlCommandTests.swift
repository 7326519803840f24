import TabBarCore
import TabBarReview
import XCTest

/// Every `--control` command decodes to what it stands for; bad lines say why.
final class ControlCommandTests: XCTestCase {
    func testEveryCommand() throws {
        let table: [(String, ControlCommand)] = [
            (#"{"select": 2}"#, .select(2)),
            (#"{"badge": {"index": 1, "value": "7"}}"#, .badge(index: 1, value: "7")),
            (#"{"badge": {"index": 1, "value": 7}}"#, .badge(index: 1, value: "7")),
            (#"{"badge": {"index": 1, "value": ""}}"#, .badge(index: 1, value: "")),
            (#"{"badge": {"index": 1, "value": null}}"#, .badge(index: 1, value: nil)),
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
