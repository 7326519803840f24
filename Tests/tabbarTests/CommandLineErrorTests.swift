import Foundation
import Harness
import TestSupport
import XCTest

/// Bad input gets one line on stderr, a non-zero exit, and no window.
final class CommandLineErrorTests: XCTestCase {
    func run(_ arguments: [String], display: String? = ":999") throws -> Commands.Result {
        try Commands.run(Commands.tabbar, arguments, display: display)
    }

    func assertUsageError(
        _ arguments: [String], contains text: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let result = try run(arguments)
        XCTAssertEqual(result.status, 2, file: file, line: line)
        XCTAssertTrue(result.standardError.hasPrefix("tabbar: error: "), result.standardError, file: file, line: line)
        XCTAssertTrue(result.standardError.contains(text), result.standardError, file: file, line: line)
        XCTAssertEqual(
            result.standardError.filter { $0 == "\n" }.count, 1, "one line: \(result.standardError)", file: file,
            line: line)
    }

    func writeTemporary(_ text: String, name: String = "config.json") throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testSizeOutOfRange_IsAUsageError() throws {
        try assertUsageError(["--size", "0x844"], contains: "--size")
        try assertUsageError(["--size", "390x16385"], contains: "between 1 and 16384")
        try assertUsageError(["--size", "big"], contains: "WIDTHxHEIGHT")
    }

    func testUnknownOptionAndMissingValue_AreUsageErrors() throws {
        try assertUsageError(["--frobnicate"], contains: "unknown option \"--frobnicate\"")
        try assertUsageError(["--config"], contains: "--config needs a value")
        try assertUsageError(["--exit-after", "soon"], contains: "expected a number")
    }

    func testMissingConfigFile_NamesIt() throws {
        try assertUsageError(
            ["--config", "/nonexistent/tabs.json"],
            contains: "/nonexistent/tabs.json: cannot read the file: no such file")
    }

    func testBrokenJSON_NamesLineAndColumn() throws {
        let path = try writeTemporary("{\n  \"tabs\": [\n    {\"title\": \"A\",}\n  ]\n}\n")
        try assertUsageError(["--config", path], contains: "\(path):3:18: trailing comma")
    }

    func testWrongType_NamesTheKey() throws {
        let path = try writeTemporary(#"{"tabs": [{"title": 5}]}"#)
        try assertUsageError(
            ["--config", path], contains: "\(path):1:21: tabs[0].title: expected a string, found a number")
    }

    func testNoTabs_IsAnError() throws {
        let path = try writeTemporary(#"{"tabs": []}"#)
        try assertUsageError(["--config", path], contains: "tabs: must list at least one tab")
    }

    func testUnknownAnimation_ListsTheChoices() throws {
        let path = try writeTemporary(#"{"tabs": [{"title": "A", "animation": "bonce"}]}"#)
        try assertUsageError(["--config", path], contains: "unknown value \"bonce\"; valid: bounce")
    }

    func testMissingIcon_NamesThePath() throws {
        let path = try writeTemporary(#"{"tabs": [{"title": "A", "icon": "icons/nope.png"}]}"#)
        try assertUsageError(
            ["--config", path],
            contains:
                "tabs[0].icon: \(URL(fileURLWithPath: path).deletingLastPathComponent().path)/icons/nope.png: no such file or directory"
        )
    }

    func testNoDisplay_ExitsOneNamingDISPLAY() throws {
        let result = try run([], display: ":999")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("DISPLAY=:999"), result.standardError)
        let unset = try run([], display: nil)
        XCTAssertEqual(unset.status, 1)
        XCTAssertTrue(unset.standardError.contains("DISPLAY is not set"), unset.standardError)
    }

    func testHelp_ListsTheOptions() throws {
        let result = try run(["--help"])
        XCTAssertEqual(result.status, 0)
        for option in ["--config", "--size", "--trace", "--exit-after"] {
            XCTAssertTrue(result.standardOutput.contains(option))
        }
    }
}

extension CommandLineErrorTests {
    func testSizeTimesScale_BeyondTheLimitIsAUsageError() throws {
        try assertUsageError(["--size", "16384x100", "--scale", "2"], contains: "16384 device pixels")
        let render = try run(["render", "--size", "16384x16384", "--scale", "2", "-o", "/tmp/never.png"])
        XCTAssertEqual(render.status, 2, render.standardError)
        // `render` has no --frames, so the line names only what it takes.
        XCTAssertTrue(render.standardError.hasSuffix("use a smaller --size or --scale\n"), render.standardError)
    }

    func testNewlinesInInput_StayOnOneLine() throws {
        try assertUsageError(["--bo\ngus"], contains: #"unknown option "--bo\ngus""#)
    }
}
