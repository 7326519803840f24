import Foundation
import Harness
import XCTest

/// The harness's waits end: a stuck child is killed and the wait throws, so one hung program
/// fails its test instead of stopping the suite.
final class HarnessTimeoutTests: XCTestCase {
    func testCommandsRun_KillsACommandPastItsTimeout() {
        let start = ProcessInfo.processInfo.systemUptime
        XCTAssertThrowsError(try Commands.run("sleep", ["30"], timeout: 0.3))
        XCTAssertLessThan(ProcessInfo.processInfo.systemUptime - start, 10)
    }

    func testWaitForExit_KillsAProcessPastItsTimeout() throws {
        let process = try TraceProcess(executable: "/usr/bin/sleep", arguments: ["30"], display: nil)
        let start = ProcessInfo.processInfo.systemUptime
        XCTAssertThrowsError(try process.waitForExit(timeout: 0.3))
        XCTAssertLessThan(ProcessInfo.processInfo.systemUptime - start, 10)
        XCTAssertFalse(process.process.isRunning)
    }

    func testCommandsRun_AFastCommandIsUnaffected() throws {
        XCTAssertEqual(try Commands.run("true", [], timeout: 10).status, 0)
    }
}
