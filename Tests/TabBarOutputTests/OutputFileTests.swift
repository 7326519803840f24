import Foundation
import TabBarCore
import TabBarOutput
import TestSupport
import XCTest

/// `OutputFile`, the one writer every output goes through: whole or not at all.
final class OutputFileTests: TemporaryDirectoryTestCase {
    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// The folder's names, so a test can see that no temporary file was left behind.
    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    func testCommit_ReplacesTheFileWholeAndLeavesNothingElse() throws {
        let target = path("out.json")
        try "old".write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target)
        let file = try OutputFile(path: target)
        try file.write("new ")
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "old", "nothing shows before the commit")
        let during = try names()
        XCTAssertEqual(during.count, 2, "a temporary file beside it: \(during)")
        try file.write("contents")
        try file.commit()
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "new contents")
        XCTAssertEqual(try names(), ["out.json"])
        let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o640, "the old file's permissions are kept")
    }

    func testDiscard_LeavesTheOldFileByteForByte() throws {
        let target = path("keep.png")
        let old = Data((0..<1000).map { UInt8($0 % 251) })
        try old.write(to: URL(fileURLWithPath: target))
        do {
            let file = try OutputFile(path: target)
            try file.write([UInt8](repeating: 7, count: 5000))
            // Dropped without a commit, as a failed encoder drops it.
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: target)), old)
        XCTAssertEqual(try names(), ["keep.png"])
    }

    func testSymbolicLink_KeepsTheLinkAndReplacesItsTarget() throws {
        let real = path("real.xml"), link = path("link.xml")
        try "old".write(toFile: real, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.xml")
        try OutputFile.write("new", to: link)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "real.xml")
        XCTAssertEqual(try String(contentsOfFile: real, encoding: .utf8), "new")
    }

    func testFIFOWithoutAReader_FailsAtOnce() throws {
        let fifo = path("pipe.gif")
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let start = Date()
        XCTAssertThrowsError(try OutputFile(path: fifo)) {
            XCTAssertEqual(
                ($0 as? FileFailure)?.description, "cannot write \(fifo): no process is reading the FIFO")
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
    }

    func testFIFOWithAReader_GetsTheBytes() throws {
        let fifo = path("pipe.json")
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        defer { close(reader) }
        try OutputFile.write("through", to: fifo)
        var buffer = [UInt8](repeating: 0, count: 16)
        XCTAssertEqual(read(reader, &buffer, 16), 7)
        XCTAssertEqual(String(decoding: buffer[..<7], as: UTF8.self), "through")
    }

    func testUnwritableDestinations_NameThePathAndErrnoReason() throws {
        let cases: [(String, String)] = [
            (directory.path, "cannot write \(directory.path): is a directory"),
            (path("missing/x.png"), "cannot write \(path("missing/x.png")): no such file or directory"),
            ("", "cannot write : empty file name"),
        ]
        for (target, message) in cases {
            XCTAssertThrowsError(try OutputFile(path: target)) {
                XCTAssertEqual(($0 as? FileFailure)?.description, message)
            }
        }
        // A device that refuses bytes: the write says why, as errno does.
        let full = try OutputFile(path: "/dev/full")
        XCTAssertThrowsError(try full.write("x")) {
            XCTAssertEqual(($0 as? FileFailure)?.reason, "no space left on device")
        }
        XCTAssertThrowsError(try full.commit())
    }
}
