import Glibc
import TabBarKit
import XCTest

/// Error lines speak in the host program's name (issue 13 section 1): argv[0]'s last part
/// unless the host sets one; `tabbar` sets "tabbar" (its end-to-end tests check the lines).
final class ConsoleTests: XCTestCase {
    func testErrorLines_StartWithTheProgramsName_ArgvZeroUnlessSet() throws {
        let original = Console.programName
        defer { Console.programName = original }
        // This process is the test bundle, started by its path.
        XCTAssertEqual(Console.programName, "AnimatedTabBarPackageTests.xctest")
        XCTAssertEqual(
            try standardError { Console.error("no such file") },
            "AnimatedTabBarPackageTests.xctest: error: no such file\n")

        Console.programName = "myapp"
        XCTAssertEqual(try standardError { Console.error("bad\nline") }, "myapp: error: bad\\nline\n")
        XCTAssertEqual(try standardError { Console.warning("warning: low contrast") }, "myapp: warning: low contrast\n")
    }

    /// What `body` writes to descriptor 2, read through a pipe put in its place.
    private func standardError(_ body: () -> Void) throws -> String {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        let saved = dup(2)
        dup2(ends[1], 2)
        body()
        dup2(saved, 2)
        close(saved)
        close(ends[1])
        defer { close(ends[0]) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while case let count = read(ends[0], &chunk, chunk.count), count > 0 { bytes += chunk[..<count] }
        return String(decoding: bytes, as: UTF8.self)
    }
}
