import Foundation
import Harness
import TestSupport
import XCTest

/// Issue 46: under a tight address-space limit (`ulimit -v`), an image of a size the command
/// chooses is refused up front with "out of memory" and exit 2, rather than made and then
/// drawn with its text missing (Pango's fonts could not be mapped) or ended by a GLib abort.
final class MemoryLimitEndToEndTests: TemporaryDirectoryTestCase {
    func testTightAddressSpace_IsOneOutOfMemoryLine() throws {
        let output = directory.appendingPathComponent("out.png").path
        let commands = [
            ["render", "--size", "7000x7000", "-o", output],
            ["animate", "--transition", "push", "--crop", "window", "--size", "7000x7000", "-o", output],
        ]
        for arguments in commands {
            let command =
                "ulimit -v 300000; exec " + ([Commands.tabbar] + arguments).map { "'\($0)'" }.joined(separator: " ")
            let result = try Commands.run("/bin/sh", ["-c", command], timeout: 60)
            XCTAssertEqual(result.status, 2, "\(arguments[0]): \(result.standardError)")
            XCTAssertTrue(
                result.standardError.hasPrefix("tabbar: error: out of memory: an image of 7000×7000 pixels takes"),
                result.standardError)
            XCTAssertEqual(result.standardError.split(separator: "\n").count, 1, result.standardError)
            XCTAssertFalse(FileManager.default.fileExists(atPath: output))
        }
    }
}
