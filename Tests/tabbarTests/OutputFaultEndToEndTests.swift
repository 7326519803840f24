import Foundation
import Glibc
import Harness
import TestSupport
import XCTest

/// Issue 46: every output kind, written where it cannot be: a FIFO nobody reads (exit 2 at
/// once, never a hang), a full disk (exit 2 and the previous file byte for byte), and standard
/// output on /dev/full or closed (exit 2, not an empty schema).
final class OutputFaultEndToEndTests: TemporaryDirectoryTestCase {
    static let demo = Repository.root().appendingPathComponent("assets/demo.json").path
    static let colorful = Repository.root().appendingPathComponent("assets/demos/colorful.json").path

    /// Each headless output kind (PNG, Lottie, GIF), writing `output`.
    static func headless(_ output: String) -> [[String]] {
        [
            ["render", "-o", output],
            ["filmstrip", "--animation", "bounce", "-o", output],
            ["plot", "--animation", "bounce", "-o", output],
            ["compare", demo, colorful, "--animation", "bounce", "--frames", "2", "-o", output],
            ["gallery", "--frames", "2", "-o", output],
            ["export", "--lottie", "--animation", "bounce", "-o", output],
            // Last: the full disk gives it a GIF's name.
            ["animate", "--animation", "bounce", "-o", output],
        ]
    }

    /// A script with one passing assert, for `--report`.
    func script() throws -> String {
        let path = directory.appendingPathComponent("script.json").path
        try #"{"steps": [{"assert": {"selected": 0}}]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The window's outputs: `--capture`, `--record`, `--report` (with its script), each to `path`.
    func windowOutputs(_ path: (String) -> String) throws -> [[String]] {
        [
            ["--capture", path("capture.gif")], ["--record", path("record.json")],
            ["--script", try script(), "--report", path("report.xml")],
        ]
    }

    func testFIFOWithoutAReader_EveryOutputKindExits2AtOnce() throws {
        let fifo = directory.appendingPathComponent("fifo.xml").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        // The window's outputs are opened before any display is: none is given. (--report
        // takes a name ending in .xml or .html.)
        for arguments in Self.headless(fifo) + (try windowOutputs { _ in fifo }) {
            let start = Date()
            let result = try Commands.run(Commands.tabbar, arguments, display: nil, timeout: 20)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.standardError)")
            XCTAssertLessThan(Date().timeIntervalSince(start), 1, "\(arguments)")
            XCTAssertTrue(
                result.standardError.contains("cannot write \(fifo): no process is reading the FIFO"),
                result.standardError)
        }
    }

    /// `--capture` and `--record` onto a folder are refused before any window opens (the
    /// recording was lost at exit, and a capture's error exited 0); onto /dev/full, the capture
    /// fails when written, and the window exits 2.
    func testCaptureAndRecordOntoAFolderOrDevFull_Exit2() throws {
        for option in ["--capture", "--record"] {
            let result = try Commands.run(Commands.tabbar, [option, directory.path], display: nil, timeout: 20)
            XCTAssertEqual(result.status, 2, result.standardError)
            XCTAssertTrue(
                result.standardError.contains("cannot write \(directory.path): is a directory"), result.standardError)
        }
        let server = try XvfbServer()
        defer { server.stop() }
        let result = try Commands.run(
            Commands.tabbar, ["--capture", "/dev/full", "--exit-after", "0.5"], display: server.display, timeout: 30)
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertTrue(
            result.standardError.contains("capture: cannot write /dev/full: no space left on device"),
            result.standardError)
    }

    func testStandardOutputOnDevFullOrClosed_Exits2WithTheReason() throws {
        let cases: [([String], String)] = [
            (["list"], "/dev/full"), (["schema"], "/dev/full"), (["--version"], "/dev/full"),
            (
                ["compare", Self.demo, Self.colorful, "--animation", "bounce", "--frames", "2", "-o", "x.png"],
                "/dev/full"
            ),
            (["list"], "closed"), (["schema"], "closed"),
        ]
        for (arguments, stdout) in cases {
            let redirect = stdout == "closed" ? ">&-" : "> /dev/full"
            let command = ([Commands.tabbar] + arguments).map { "'\($0)'" }.joined(separator: " ") + " " + redirect
            let result = try Commands.run("/bin/sh", ["-c", command], directory: directory.path, timeout: 30)
            XCTAssertEqual(result.status, 2, "\(arguments) \(stdout): \(result.standardError)")
            let reason = stdout == "closed" ? "bad file descriptor" : "no space left on device"
            XCTAssertTrue(
                result.standardError.contains("cannot write standard output: \(reason)"), result.standardError)
        }
    }
}

/// The same outputs on a full file system: a tmpfs of 512 KiB mounted for the test (the tests
/// run as root in CI; elsewhere they skip, saying why), filled once the previous files are in.
final class FullDiskEndToEndTests: TemporaryDirectoryTestCase {
    private var mount: String?

    override func setUpWithError() throws {
        try super.setUpWithError()
        let point = directory.appendingPathComponent("full").path
        try FileManager.default.createDirectory(atPath: point, withIntermediateDirectories: true)
        let result = try Commands.run("/bin/mount", ["-t", "tmpfs", "-o", "size=512k", "tmpfs", point], timeout: 10)
        guard result.status == 0 else {
            throw XCTSkip("mounting a tmpfs is not allowed here: \(result.standardError)")
        }
        mount = point
    }

    override func tearDownWithError() throws {
        if let mount { try Commands.run("/bin/umount", ["-l", mount], timeout: 10) }
        try super.tearDownWithError()
    }

    /// Writes a previous file for each of `names`, then fills the disk.
    func fill(keeping names: [String]) throws -> [String: Data] {
        let mount = try XCTUnwrap(mount)
        var old: [String: Data] = [:]
        for name in names {
            let bytes = Data((0..<3000).map { UInt8(($0 * 7 + name.count) % 256) })
            try bytes.write(to: URL(fileURLWithPath: mount + "/" + name))
            old[name] = bytes
        }
        let filler = open(mount + "/filler", O_WRONLY | O_CREAT, 0o644)
        defer { close(filler) }
        let block = [UInt8](repeating: 1, count: 4096)
        while write(filler, block, block.count) > 0 {}
        return old
    }

    func assertUnchanged(_ old: [String: Data], _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let mount else { return }
        for (name, bytes) in old {
            XCTAssertEqual(
                try? Data(contentsOf: URL(fileURLWithPath: mount + "/" + name)), bytes, "\(what): \(name)", file: file,
                line: line)
        }
        let left = ((try? FileManager.default.contentsOfDirectory(atPath: mount)) ?? []).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(left, [], "\(what): temporary files left", file: file, line: line)
    }

    func testHeadlessOutputs_Exit2AndKeepThePreviousFile() throws {
        let mount = try XCTUnwrap(mount)
        let old = try fill(keeping: ["out.png", "out.gif"])
        for arguments in OutputFaultEndToEndTests.headless(mount + "/out.png").dropLast()
            + [OutputFaultEndToEndTests.headless(mount + "/out.gif").last!]
        {
            let result = try Commands.run(Commands.tabbar, arguments, display: nil, timeout: 60)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.standardError)")
            XCTAssertTrue(result.standardError.contains("no space left on device"), result.standardError)
            assertUnchanged(old, arguments[0])
        }
    }

    func testWindowOutputs_Exit2AndKeepThePreviousFiles() throws {
        let mount = try XCTUnwrap(mount)
        let old = try fill(keeping: ["capture.gif", "record.json", "report.xml"])
        let server = try XvfbServer()
        defer { server.stop() }
        let script = directory.appendingPathComponent("script.json").path
        try #"{"steps": [{"click": {"item": 1}}, {"wait": 0.3}, {"assert": {"selected": 1}}]}"#.write(
            toFile: script, atomically: true, encoding: .utf8)
        let arguments = [
            "--capture", mount + "/capture.gif", "--record", mount + "/record.json", "--script", script, "--report",
            mount + "/report.xml",
        ]
        let result = try Commands.run(Commands.tabbar, arguments, display: server.display, timeout: 60)
        XCTAssertEqual(result.status, 2, result.standardError)
        for option in ["capture", "--record", "--report"] {
            XCTAssertTrue(
                result.standardError.contains("\(option): cannot write \(mount)/"), "\(option): \(result.standardError)"
            )
        }
        assertUnchanged(old, "window")
    }
}
