import Foundation
import Glibc
import Harness
import TestSupport
import XCTest

/// Issue 46: the commands without a window end on SIGQUIT (as on INT, TERM and HUP) at once,
/// with the window's code 131, no "Program crashed" report, and no partial output: the file
/// they were writing keeps its old contents and no temporary file is left.
final class HeadlessSignalEndToEndTests: TemporaryDirectoryTestCase {
    /// Each command with arguments that keep it busy for a second or more in a debug build.
    func commands(_ output: String) -> [(String, [String])] {
        let assets = Repository.root().appendingPathComponent("assets").path
        return [
            ("render", ["render", "--size", "2000x2000", "--scale", "2", "-o", output]),
            ("filmstrip", ["filmstrip", "--transition", "bubble", "--frames", "30", "--scale", "2", "-o", output]),
            ("plot", ["plot", "--transition", "bubble", "--scale", "4", "-o", output]),
            (
                "compare",
                [
                    "compare", assets + "/demo.json", assets + "/demos/colorful.json", "--transition", "push",
                    "-o", output,
                ]
            ),
            ("gallery", ["gallery", "--frames", "30", "--scale", "2", "-o", output]),
            (
                "animate",
                [
                    "animate", "--transition", "bubble", "--crop", "window", "--slow", "20", "--size", "1024x1024",
                    "-o", output,
                ]
            ),
        ]
    }

    /// Starts `arguments`, waits until its signal watch runs, sends `signal` and returns the
    /// exit status and stderr.
    func interrupt(
        _ arguments: [String], with signal: Int32, standardOutput: Pipe? = nil
    ) throws -> (status: Int32, standardError: String) {
        let (process, out, err) = Commands.process(Commands.tabbar, arguments, display: nil, directory: directory.path)
        if let standardOutput { process.standardOutput = standardOutput }
        try process.run()
        let pid = process.processIdentifier
        // The signals are blocked from the start and read by a thread of the command's own:
        // once it exists, the signal is the command's to handle.
        try FaultInjectionEndToEndTests.waitUntil("\(arguments[0]) watches its signals", within: 10) {
            ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []).count >= 2
        }
        XCTAssertTrue(process.isRunning, "\(arguments[0]) is still at work when the signal comes")
        kill(pid, signal)
        // A command that ignores the signal must not hang the suite.
        let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 20, execute: watchdog)
        defer { watchdog.cancel() }
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        if standardOutput == nil { _ = out.fileHandleForReading.readDataToEndOfFile() }
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
    }

    func testSIGQUIT_EndsEachCommandWith131_NoCrashReportAndNoPartialOutput() throws {
        let old = Data("the previous output".utf8)
        for (name, _) in commands("") {
            let output = directory.appendingPathComponent("\(name).out").path
            try old.write(to: URL(fileURLWithPath: output))
            let arguments = commands(output).first { $0.0 == name }!.1
            let (status, stderr) = try interrupt(arguments, with: SIGQUIT)
            XCTAssertEqual(status, 131, "\(name): \(stderr)")
            XCTAssertFalse(stderr.localizedCaseInsensitiveContains("crash"), "\(name): \(stderr)")
            XCTAssertFalse(stderr.contains("Backtrac"), "\(name): \(stderr)")
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: output)), old, "\(name) left its output as it was")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertEqual(names.filter { $0.hasSuffix(".tmp") }, [], "no temporary file is left")
    }

    /// `schema` blocked on a full 4 KiB pipe nobody reads, and the other signals on `render`.
    func testSignals_EndABlockedSchemaAndARender() throws {
        let pipe = Pipe()
        PipeSize.set(pipe.fileHandleForWriting.fileDescriptor, to: 4096)
        let (status, stderr) = try interrupt(["schema"], with: SIGQUIT, standardOutput: pipe)
        XCTAssertEqual(status, 131, stderr)
        XCTAssertFalse(stderr.localizedCaseInsensitiveContains("crash"), stderr)
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            let output = directory.appendingPathComponent("render-\(signal).png").path
            let (status, stderr) = try interrupt(commands(output)[0].1, with: signal)
            XCTAssertEqual(status, 128 + signal, stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: output), "no partial PNG")
        }
    }
}
