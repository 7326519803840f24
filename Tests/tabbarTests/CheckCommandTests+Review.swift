import Foundation
import Harness
import TestSupport
import XCTest

/// What a new user's review of `tabbar check` found (issue 42): a motion the harness cannot
/// play at a size is not a motion fault, bad input still writes the report, and `--demo`
/// names a demo as for the other commands.
extension CheckCommandTests {
    func testSmallWindow_SkipsWhatItCannotPlay_AndSaysSo() throws {
        let result = try check([
            "--demo", "hyb-transitions", "--size", "200x400", "--interruptions", "0", "--report", path("r.xml"),
        ])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "", "no finding for what the harness cannot play")
        let skipped = result.standardError.split(separator: "\n").filter {
            $0.contains("cannot be checked in a 200x400 window: cannot bring the window to where")
        }
        XCTAssertFalse(skipped.isEmpty, result.standardError)
        XCTAssertTrue(
            result.standardError.contains("(present from item 1): cannot be checked in a 200x400 window: its input"),
            result.standardError)
        XCTAssertTrue(skipped.allSatisfy { $0.contains("hyb-transitions.json:") }, "\(skipped)")
        let report = try String(contentsOfFile: path("r.xml"), encoding: .utf8)
        XCTAssertTrue(report.contains("<skipped message=\"cannot be checked in a 200x400 window"), report)
        XCTAssertFalse(report.contains("<error"), report)
    }

    func testBadInput_ExitsTwo_AndTheReportSaysWhy() throws {
        try #"{"tabs": [ {"title": "A",, } ]}"#.write(toFile: path("bad.json"), atomically: true, encoding: .utf8)
        let result = try check(["--config", path("bad.json"), "--report", path("bad.xml")])
        XCTAssertEqual(result.status, 2, result.standardError)
        let report = try String(contentsOfFile: path("bad.xml"), encoding: .utf8)
        XCTAssertTrue(report.contains(#"<testcase classname="configuration" name="read""#), report)
        XCTAssertTrue(report.contains(#"<failure message="\#(path("bad.json")):1:"#), report)
    }

    func testDemoOption_ChecksTheDemoByName() throws {
        let result = try check(["--demo", "rdv", "--interruptions", "1"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardError.contains("check: "), result.standardError)
        let unknown = try check(["--demo", "nosuchdemo"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.standardError.split(separator: "\n").count, 1, unknown.standardError)
    }
}
