import Foundation
import Harness
import TestSupport
import XCTest

/// Hostile files and numbers on the command line (issue 11): special files, huge images,
/// outputs that cannot be written. Each gets exit 2 and one short line naming the file.
/// `render` needs no X, so these run without a display.
final class HostileFileTests: TemporaryDirectoryTestCase {
    func run(_ arguments: [String]) throws -> Commands.Result {
        try Commands.run(Commands.tabbar, arguments, display: nil, directory: directory.path)
    }

    func assertError(
        _ arguments: [String], contains text: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let result = try run(arguments)
        XCTAssertEqual(result.status, 2, result.standardError, file: file, line: line)
        XCTAssertTrue(result.standardError.hasPrefix("tabbar: error: "), result.standardError, file: file, line: line)
        XCTAssertTrue(result.standardError.contains(text), result.standardError, file: file, line: line)
        XCTAssertEqual(result.standardError.filter { $0 == "\n" }.count, 1, file: file, line: line)
        XCTAssertLessThan(result.standardError.count, 500, file: file, line: line)
    }

    /// A configuration of one tab whose icon is `icon`, written next to it.
    func config(icon: String) throws -> String {
        let path = directory.appendingPathComponent("tabs.json").path
        try #"{"tabs": [{"title": "A", "icon": "\#(icon)"}]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func output() -> String { directory.appendingPathComponent("out.png").path }

    func testFIFOIcon_IsNotARegularFile() throws {
        let fifo = directory.appendingPathComponent("fifo.png").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        try assertError(
            ["render", "--config", try config(icon: "fifo.png"), "-o", output()],
            contains: "tabs.json:1:34: tabs[0].icon: \(fifo): not a regular file (it is a FIFO)")
    }

    func testFIFOConfig_IsNotARegularFile() throws {
        let fifo = directory.appendingPathComponent("tabs.json").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        try assertError(
            ["render", "--config", fifo, "-o", output()],
            contains: "\(fifo): cannot read the file: not a regular file (it is a FIFO)")
    }

    func testDeviceDirectoryAndLoop_SayWhatTheyAre() throws {
        try assertError(
            ["render", "--config", "/dev/zero", "-o", output()],
            contains: "/dev/zero: cannot read the file: not a regular file (it is a character device)")
        try assertError(
            ["render", "--config", directory.path, "-o", output()], contains: "not a regular file (it is a directory)")
        let loop = directory.appendingPathComponent("loop").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        try assertError(
            ["render", "--config", loop, "-o", output()],
            contains: "\(loop): cannot read the file: too many levels of symbolic links")
        try assertError(
            ["render", "--config", try config(icon: "/dev/zero"), "-o", output()],
            contains: "tabs[0].icon: /dev/zero: not a regular file (it is a character device)")
        try assertError(["--script", "/dev/zero"], contains: "/dev/zero: cannot read the file: not a regular file")
    }

    func testEmptyPaths_NameTheOption() throws {
        try assertError(
            ["render", "--config", "", "-o", output()], contains: "--config: expected a file path, found \"\"")
        try assertError(["render", "-o", ""], contains: "-o: expected a file path")
        try assertError(["--script", ""], contains: "--script: expected a file path")
    }

    func testHugeImage_IsRefusedBeforeDecoding() throws {
        let huge = directory.appendingPathComponent("huge.png")
        try BlankPNG.write(width: 20000, height: 20000, to: huge)
        XCTAssertLessThan(try Data(contentsOf: huge).count, 1_000_000, "the fixture itself is small")
        let start = Date()
        try assertError(
            ["render", "--config", try config(icon: "huge.png"), "-o", output()],
            contains: "tabs[0].icon: \(huge.path): the image is 20000×20000 pixels (1525.9 MB decoded); "
                + "at most 16384 pixels a side and 64.0 MB decoded")
        // Decoding would take seconds and 1.5 GB; reading the header takes milliseconds.
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output()))
    }

    func testTallScreenshot_StillLoads() throws {
        try BlankPNG.write(width: 1290, height: 8000, to: directory.appendingPathComponent("tall.png"))
        let result = try run(["render", "--config", try config(icon: "tall.png"), "-o", output()])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(FileManager.default.fileExists(atPath: output()))
    }

    func testOneSideTooLong_IsRefused() throws {
        try BlankPNG.write(width: 16385, height: 1, to: directory.appendingPathComponent("wide.png"))
        try assertError(
            ["render", "--config", try config(icon: "wide.png"), "-o", output()],
            contains: "the image is 16385×1 pixels")
    }

    func testHeaderWithAbsurdSides_IsRefusedWithoutOverflow() throws {
        var bytes = BlankPNG.data(width: 1, height: 1)
        bytes.replaceSubrange(16..<24, with: [UInt8](repeating: 0xFF, count: 8))
        try bytes.write(to: directory.appendingPathComponent("absurd.png"))
        try assertError(
            ["render", "--config", try config(icon: "absurd.png"), "-o", output()],
            contains: "the image is 4294967295×4294967295 pixels")
        try Data("not a png".utf8).write(to: directory.appendingPathComponent("text.png"))
        try assertError(
            ["render", "--config", try config(icon: "text.png"), "-o", output()], contains: "text.png: not a PNG image")
    }

    func testOutputErrors_ExitTwoWithTheReason() throws {
        try assertError(
            ["render", "-o", directory.appendingPathComponent("missing/out.png").path],
            contains: "cannot write \(directory.path)/missing/out.png: no such file or directory")
        try assertError(["render", "-o", directory.path], contains: "cannot write \(directory.path): is a directory")
        try assertError(["render", "-o", "/dev/full"], contains: "cannot write /dev/full: no space left on device")
        try assertError(["gallery", "-o", "/dev/full"], contains: "cannot write /dev/full: no space left on device")
    }

    func testHexInfAndNaN_AreRejectedInEveryNumericOption() throws {
        for (option, value) in [
            ("--exit-after", "0x10"), ("--exit-after", "inf"), ("--exit-after", "nan"), ("--slow", "0x2"),
            ("--scale", "Infinity"), ("--exit-after", "1e"),
        ] {
            try assertError([option, value], contains: "\(option): expected a number, found \"\(value)\"")
        }
        try assertError(
            ["render", "--select", "0x1", "-o", output()], contains: "--select: expected a whole number, found \"0x1\"")
        try assertError(["render", "--at", "nan", "-o", output()], contains: "--at: expected a number")
        try assertError(
            ["filmstrip", "--frames", "0x8", "--animation", "pop", "-o", output()],
            contains: "--frames: expected a whole number")
        try assertError(["--size", "0x10x20"], contains: "--size: expected WIDTHxHEIGHT")
        try assertError(["--size", "+0x10"], contains: "--size")
    }

    func testHugeOption_GivesAShortLine() throws {
        try assertError(["--" + String(repeating: "k", count: 100_000)], contains: "unknown option \"--kkk")
    }

    func testNegativeInsets_AndInsetsTooWideForTheWindow() throws {
        let path = directory.appendingPathComponent("insets.json").path
        try #"{"tabs": [{"title": "A"}, {"title": "B"}], "bar": {"contentInsets": {"left": 200, "right": 100}}}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        try assertError(
            ["render", "--config", path, "--size", "300x600", "-o", output()],
            contains:
                "insets.json:1:69: bar.contentInsets: left 200 + right 100 leave 0 px for 2 items in a 300 px wide window"
        )
        let result = try run(["render", "--config", path, "--size", "390x600", "-o", output()])
        XCTAssertEqual(result.status, 0, result.standardError)
    }
}
