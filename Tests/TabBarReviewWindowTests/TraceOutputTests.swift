import Foundation
import Glibc
import Harness
import TestSupport
import XCTest

@testable import TabBarReviewWindow

/// The trace's bounded, non-blocking way out, against a real 4 KiB pipe.
final class TraceOutputTests: XCTestCase {
    var readEnd: Int32 = -1
    var writeEnd: Int32 = -1

    override func setUpWithError() throws {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        (readEnd, writeEnd) = (fds[0], fds[1])
        XCTAssertEqual(PipeSize.set(writeEnd, to: 4096), 4096)
        _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)
    }

    override func tearDown() {
        close(readEnd)
        close(writeEnd)
    }

    /// A numbered line of exactly 100 bytes with its newline.
    func line(_ n: Int) -> String {
        let head = #"{"n":\#(n),"pad":""#
        return head + String(repeating: "x", count: 99 - head.count - 2) + #""}"#
    }

    /// Everything the pipe holds now.
    func drainPipe() -> String {
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = read(readEnd, &chunk, chunk.count)
            if n <= 0 { break }
            data += chunk[..<n]
        }
        return String(decoding: data, as: UTF8.self)
    }

    func testStalledReader_LinesAreDroppedCountedAndReportedWhenSpaceReturns() throws {
        let output = TraceOutput(fd: writeEnd, capacity: 64 * 1024)
        let start = ProcessInfo.processInfo.systemUptime
        for n in 0..<2000 { output.send(line(n)) }
        XCTAssertLessThan(ProcessInfo.processInfo.systemUptime - start, 1, "sending must never wait for the reader")
        XCTAssertTrue(output.hasPending)
        // The reader comes back: it reads, and the loop flushes whenever the pipe has room.
        var text = ""
        while output.hasPending {
            text += drainPipe()
            output.flush()
        }
        text += drainPipe()
        output.send(line(9999))
        text += drainPipe()
        let lines = text.split(separator: "\n").map(String.init)
        let numbers = lines.compactMap { TraceProcessLine.number($0) }
        let lost = try XCTUnwrap(lines.firstIndex { $0.hasPrefix(#"{"event":"trace-lost""#) })
        // Lines before the gap are whole and in order, then the count, then the next line.
        XCTAssertEqual(Array(numbers.prefix(lost)), Array(0..<lost))
        XCTAssertGreaterThan(lost, (4096 + 32 * 1024) / 100, "the pipe and at least half the buffer were used")
        XCTAssertLessThanOrEqual(lost, (4096 + 64 * 1024) / 100 + 1)
        let count = try XCTUnwrap(TraceProcessLine.field(lines[lost], "count"))
        XCTAssertEqual(lost + count, 2000, "every line is either written or counted")
        XCTAssertEqual(lines.count, lost + 2)
        XCTAssertEqual(lines.last, line(9999))
    }

    func testEnd_WithAStalledReader_ReturnsAtOnceAndCountsTheExitLine() throws {
        let output = TraceOutput(fd: writeEnd, capacity: 64 * 1024)
        for n in 0..<100 { output.send(line(n)) }
        let start = ProcessInfo.processInfo.systemUptime
        let lost = output.end(with: #"{"event":"exit","code":143}"#)
        XCTAssertLessThan(ProcessInfo.processInfo.systemUptime - start, 0.5)
        // 40 lines fit the pipe; a 100-byte write is atomic, so the 41st waits whole with the rest.
        XCTAssertEqual(lost, 100 - 4096 / 100 + 1)
        XCTAssertFalse(drainPipe().contains(#""event":"exit""#))
    }

    func testEnd_WithAReader_WritesEverythingAndTheExitLine() throws {
        let output = TraceOutput(fd: writeEnd, capacity: 64 * 1024)
        for n in 0..<300 { output.send(line(n)) }
        // A reader that keeps reading until the exit line, on its own thread.
        let done = DispatchSemaphore(value: 0)
        let received = LockedText()
        let fd = readEnd
        Thread.detachNewThread {
            var chunk = [UInt8](repeating: 0, count: 4096)
            var wait = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            var text = ""
            while !text.contains(#""event":"exit""#), poll(&wait, 1, 2000) > 0 {
                let n = read(fd, &chunk, chunk.count)
                if n > 0 { text += String(decoding: chunk[..<n], as: UTF8.self) }
            }
            received.set(text)
            done.signal()
        }
        XCTAssertEqual(output.end(with: #"{"event":"exit","code":0}"#), 0)
        XCTAssertEqual(output.end(with: #"{"event":"exit","code":1}"#), 0, "only the first ending writes")
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        let lines = received.get().split(separator: "\n")
        XCTAssertEqual(lines.count, 301)
        XCTAssertEqual(lines.last, #"{"event":"exit","code":0}"#)
    }
}

/// Text handed from a reader thread to the test.
final class LockedText: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""

    func set(_ value: String) { lock.withLock { text = value } }
    func get() -> String { lock.withLock { text } }
}

/// Reads the two numbers these tests put in lines.
enum TraceProcessLine {
    static func field(_ line: String, _ key: String) -> Int? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            return nil
        }
        return object[key] as? Int
    }

    static func number(_ line: String) -> Int? {
        field(line, "n")
    }
}

extension TraceOutputTests {
    func testReaderGone_NothingWaitsAndNothingIsRaised() throws {
        let output = TraceOutput(fd: writeEnd, capacity: 64 * 1024)
        for n in 0..<100 { output.send(line(n)) }
        XCTAssertTrue(output.hasPending)
        close(readEnd)
        readEnd = -1
        // EPIPE (SIGPIPE is ignored): the trace ends; the event loop must not keep polling it.
        output.flush()
        XCTAssertFalse(output.hasPending)
        output.send(line(100))
        XCTAssertFalse(output.hasPending)
    }
}
