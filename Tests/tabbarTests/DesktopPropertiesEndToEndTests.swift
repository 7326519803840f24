import Foundation
import Harness
import TestSupport
import XCTest

/// Desktop conventions (issue 13, item 5): the properties window managers and tools read,
/// read back with xprop under Xvfb, and `tabbar --version`.
final class DesktopPropertiesEndToEndTests: TemporaryDirectoryTestCase {
    func xprop(_ session: WindowSession, _ property: String, format: [String] = []) throws -> String {
        let result = try Commands.run(
            "xprop", ["-id", "\(session.window)"] + format + [property], display: session.server.display)
        XCTAssertEqual(result.status, 0, result.standardError)
        return result.standardOutput
    }

    func testWindowProperties_NameThePidHostTitleAndIcon() throws {
        let config = directory.appendingPathComponent("c.json")
        try #"{"title": "Tab bar — 标签栏 ✓", "tabs": [{"title": "A"}, {"title": "B"}]}"#.write(
            to: config, atomically: true, encoding: .utf8)
        let session = try WindowSession(arguments: ["--config", config.path])
        defer { session.close() }
        XCTAssertEqual(
            try xprop(session, "_NET_WM_PID"), "_NET_WM_PID(CARDINAL) = \(session.app.process.processIdentifier)\n")
        XCTAssertEqual(
            try xprop(session, "WM_CLIENT_MACHINE"),
            "WM_CLIENT_MACHINE(STRING) = \"\(ProcessInfo.processInfo.hostName)\"\n")
        XCTAssertEqual(try xprop(session, "_NET_WM_NAME"), "_NET_WM_NAME(UTF8_STRING) = \"Tab bar — 标签栏 ✓\"\n")
        // xdotool finds the window by its PID.
        let found = try Commands.run(
            "xdotool", ["search", "--pid", "\(session.app.process.processIdentifier)"],
            display: session.server.display)
        XCTAssertTrue(found.standardOutput.split(separator: "\n").contains("\(session.window)"), found.standardOutput)
        // The icon: width, height, then that many ARGB pixels; opaque red at its centre.
        let icon = try xprop(session, "_NET_WM_ICON", format: ["-notype", "-f", "_NET_WM_ICON", "32c", "=$0+"])
        let numbers = icon.drop { $0 != "=" }.dropFirst().split(separator: ",").compactMap {
            UInt32($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        XCTAssertGreaterThanOrEqual(numbers.count, 2, icon)
        let (width, height) = (Int(numbers[0]), Int(numbers[1]))
        XCTAssertEqual(numbers.count, 2 + width * height)
        XCTAssertEqual([width, height], [96, 96])
        let centre = numbers[2 + (height / 3) * width + width / 2]
        XCTAssertEqual(centre >> 24, 0xFF)
        XCTAssertGreaterThan(centre >> 16 & 0xFF, 0xC0, String(centre, radix: 16))
        XCTAssertEqual(numbers[2], 0, "the corner is transparent")
    }

    /// Every window sets them as it is made: the side-by-side comparison's too (and the
    /// gallery's, made the same way), so `xdotool search --pid` finds it.
    func testCompareWindow_NamesItsPid() throws {
        let demo = Repository.root().appendingPathComponent("assets/demo.json").path
        let server = try XvfbServer()
        defer { server.stop() }
        let app = try TraceProcess(
            executable: Commands.tabbar, arguments: ["compare", demo, demo, "--trace"], display: server.display)
        defer {
            if app.process.isRunning {
                app.process.terminate()
                app.process.waitUntilExit()
            }
        }
        let ready = try app.waitForEvent(named: "ready").event
        let window = ready["window"] as? UInt ?? UInt(ready["window"] as? Int ?? 0)
        let pid = try Commands.run("xprop", ["-id", "\(window)", "_NET_WM_PID"], display: server.display)
        XCTAssertEqual(
            pid.standardOutput, "_NET_WM_PID(CARDINAL) = \(app.process.processIdentifier)\n", pid.standardError)
    }

    func testVersion() throws {
        let result = try Commands.run(Commands.tabbar, ["--version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertNotNil(
            result.standardOutput.range(of: #"^tabbar \d+\.\d+\.\d+\n$"#, options: .regularExpression),
            result.standardOutput)
    }
}
