import Foundation
import Harness
import TestSupport
import XCTest

/// Examples/control.py, the README's control client, drives a real window: it clicks a tab
/// behind More by title, waits for rest, reads the state, sets a badge and quits with exit 0.
final class ControlExampleEndToEndTests: XCTestCase {
    func testControlPy_DrivesTheWindowAndQuits() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let root = Repository.root()
        let result = try Commands.run(
            "/usr/bin/python3",
            [
                root.appendingPathComponent("Examples/control.py").path, "--tabbar", Commands.tabbar, "--title",
                "Profile", "--", "--config", root.appendingPathComponent("assets/demos/more.json").path,
            ], display: server.display, timeout: 60)
        XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
        XCTAssertTrue(result.standardOutput.contains(#"clicked "Profile", at rest after"#), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains(#""pages": ["More", "Profile"]"#), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("quit: exit 0"), result.standardOutput)
    }
}
