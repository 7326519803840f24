import Foundation
import Harness
import TabBarCairo
import TestSupport
import XCTest

/// `tabbar check`: exit codes, the JUnit report and the sheet, and bad input in one line.
/// (The checks themselves: `ConfigurationCheckTests`, `CheckedDemoTests`.)
final class CheckCommandTests: TemporaryDirectoryTestCase {
    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    func check(_ arguments: [String]) throws -> Commands.Result {
        try Commands.run(Commands.tabbar, ["check"] + arguments, timeout: 120)
    }

    /// The demo is clean: exit 0, nothing on stdout, a report with a suite per motion and a
    /// case per check, each with its time.
    func testDemo_IsClean_AndTheReportHasEveryMotionAndCheck() throws {
        try TestTier.fullOnly("checks the whole demo (CheckedDemoTests samples it)")
        let result = try check(["--interruptions", "4", "--report", path("r.xml")])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertTrue(
            result.standardError.hasPrefix("tabbar: check: 21 motions, 4 interruptions: no findings in "),
            result.standardError)
        let code = """
            import sys, xml.etree.ElementTree as ET
            root = ET.parse(sys.argv[1]).getroot()
            suites = root.findall('testsuite')
            cases = [c for s in suites for c in s.findall('testcase')]
            assert int(root.get('tests')) == len(cases) and root.get('failures') == '0'
            assert all(float(c.get('time')) >= 0 for c in cases) and sum(float(c.get('time')) for c in cases) > 0
            print(len(suites)); print(len(cases)); print(suites[0].get('name')); print(suites[-1].get('name'))
            """
        let parsed = try Commands.run("/usr/bin/python3", ["-c", code, path("r.xml")])
        XCTAssertEqual(parsed.status, 0, parsed.standardError)
        // 4 tabs × select, deselect and reselect (6 checks each), the colourful mask (3), the
        // push and pop or present and dismiss each tab's page plays (5 each), and the 4
        // interruption sequences.
        let cases = 12 * 6 + 3 + 8 * 5 + 4
        let expected = "22\n\(cases)\ntabs[0].animation \"bounce\" (select)\ninterruptions\n"
        XCTAssertEqual(parsed.standardOutput, expected)
    }

    /// A bar too short for its titles: their descenders ("g", "pp") fall below the window.
    /// The check points at each item's animation key and exits 3; the sheet shows the frames.
    func testFinding_ExitsThree_PointsAtTheKey_AndDrawsTheSheet() throws {
        let icon = Repository.root().appendingPathComponent("assets/icons/home.png").path
        let config = """
            {
              "bar": { "height": 44, "indicator": "none" },
              "tabs": [
                { "title": "Setting", "icon": "\(icon)", "animation": "pop" },
                { "title": "Shopping", "icon": "\(icon)" }
              ]
            }
            """
        try config.write(toFile: path("short.json"), atomically: true, encoding: .utf8)
        let result = try check(["--config", path("short.json"), "--interruptions", "0", "-o", path("sheet.png")])
        XCTAssertEqual(result.status, 3, result.standardError)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        // `    { "title": "Setting", "icon": "…", "animation"`: the key's quote is column 39 + the path.
        let column = 39 + icon.count
        let first = "\(path("short.json")):4:\(column): tabs[0].animation \"pop\" (select): the title \"Setting\" "
        XCTAssertTrue(
            lines.first?.hasPrefix(first + "reaches 2.0 px past its cell's bottom edge at 0.000 s (and in ") == true,
            "\(lines)")
        // Tab 1 names no animation: its findings point at the tab and say it is the default.
        XCTAssertTrue(
            lines.contains {
                $0.hasPrefix("\(path("short.json")):5:5: tabs[1].animation \"bounce\" (select, the default): ")
            },
            "\(lines)")
        let sheet = try RasterSurface(png: path("sheet.png"))
        XCTAssertGreaterThan(sheet.height, 100)
    }

    /// A Lottie item with an idle loop never rests by design: the check plays its select
    /// once, as every select, and finds the bar clean (it found six "still moving" before).
    func testLottieLoop_IsCheckedAsItsSelect() throws {
        let lottie = Repository.root().appendingPathComponent("assets/lottie").path
        let config = """
            {
              "bar": { "indicator": "bottom-line", "iconColor": "#8E8E93", "selectedIconColor": "#007AFF" },
              "tabs": [
                { "title": "Home", "lottie": "\(lottie)/home.json", "select": "select", "deselect": "deselect" },
                { "title": "Likes", "lottie": "\(lottie)/heart.json", "select": "select", "loop": true }
              ]
            }
            """
        try config.write(toFile: path("loop.json"), atomically: true, encoding: .utf8)
        let result = try check(["--config", path("loop.json"), "--interruptions", "20"])
        XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
        XCTAssertEqual(result.standardOutput, "")
    }

    func testMissingFile_IsOneLineAndExitTwo() throws {
        let result = try check(["--config", path("nowhere.json")])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(result.standardError.split(separator: "\n").count, 1, result.standardError)
        XCTAssertTrue(result.standardError.contains("nowhere.json"), result.standardError)
    }

    func testBadJSON_IsOneLineWithItsPlaceAndExitTwo() throws {
        try #"{"tabs": [ {"title": "A",, } ]}"#.write(toFile: path("bad.json"), atomically: true, encoding: .utf8)
        let result = try check(["--config", path("bad.json")])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError.split(separator: "\n").count, 1, result.standardError)
        XCTAssertTrue(result.standardError.hasPrefix("tabbar: error: \(path("bad.json")):1:"), result.standardError)
    }

    func testBadOptionsAndOutputs_AreOneLineAndExitTwo() throws {
        for arguments in [
            ["--interruptions", "many"], ["--seed", "-1"], ["--frobnicate"],
            ["--report", path("missing/folder/r.xml")], ["--report", path("r.txt")],
            ["-o", path("missing/sheet.png")],
        ] {
            let result = try check(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.standardError.split(separator: "\n").count, 1, result.standardError)
        }
    }
}
