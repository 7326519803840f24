import Foundation
import TestSupport
import XCTest

/// TabBarCore stays deterministic: no clock, no files, no processes, no C libraries.
/// Package.swift already keeps CX11 and CCairo out; this guards what the compiler cannot,
/// since Foundation (imported for libm's sin, cos, exp and log) also offers clocks and files.
final class ArchitectureTests: XCTestCase {
    static let forbidden = ["Date(", "Date.now", "FileManager", "ProcessInfo", "Process(", "DispatchTime", "clock_gettime",
                            "gettimeofday", "ContinuousClock", "SuspendingClock", "Thread.sleep", "usleep(", "fopen(",
                            "import CX11", "import CCairo", "import Glibc", "Data(contentsOf"]

    func testCoreSources_UseNoClockFilesOrCLibraries() throws {
        let root = Repository.root().appendingPathComponent("Sources/TabBarCore")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        XCTAssertGreaterThan(files.count, 50)
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for token in Self.forbidden where text.contains(token) {
                XCTFail("\(file) uses \(token)")
            }
        }
    }
}
