import TabBarReview
import XCTest

/// The control channel's line splitter: whole lines out, one refusal per runaway line, and
/// never more than the cap held, however the bytes arrive.
final class ControlLineSplitterTests: XCTestCase {
    func drain(_ splitter: inout ControlLineSplitter) -> [ControlLineSplitter.Piece] {
        var pieces: [ControlLineSplitter.Piece] = []
        while let piece = splitter.next() { pieces.append(piece) }
        return pieces
    }

    func testLinesAcrossReads_AndALastLineWithoutNewline() {
        var splitter = ControlLineSplitter()
        splitter.append(Array(#"{"select": 1}"#.utf8) + [0x0A] + Array(#"{"sel"#.utf8))
        XCTAssertEqual(drain(&splitter), [.line(number: 1, text: #"{"select": 1}"#)])
        XCTAssertTrue(splitter.wantsBytes)
        splitter.append(Array(#"ect": 2}"#.utf8) + [0x0A, 0x0A] + Array("tail".utf8))
        XCTAssertEqual(
            drain(&splitter), [.line(number: 2, text: #"{"select": 2}"#), .line(number: 3, text: "")])
        XCTAssertFalse(splitter.isExhausted)
        splitter.end()
        XCTAssertEqual(drain(&splitter), [.line(number: 4, text: "tail")])
        XCTAssertTrue(splitter.isExhausted)
    }

    /// 16 MB without a newline (ControlChannelEndToEndTests sends the window 100 MB), in
    /// 64 KiB reads: one refusal, as soon as the cap is passed, nothing held past the cap, and
    /// the line after it comes through numbered 2.
    func testARunawayLine_IsRefusedOnceWithinTheCap() {
        var splitter = ControlLineSplitter()
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 64 << 10)
        var pieces: [ControlLineSplitter.Piece] = []
        var largest = 0
        for _ in 0..<(16 << 20) / chunk.count {
            splitter.append(chunk)
            largest = max(largest, splitter.pendingBytes)
            pieces += drain(&splitter)
        }
        XCTAssertEqual(pieces, [.tooLong(number: 1)])
        XCTAssertLessThanOrEqual(largest, ControlLineSplitter.defaultMaximumLine)
        XCTAssertTrue(splitter.isSkipping)
        splitter.append(Array("xx\n{\"pop\": true}\n".utf8))
        XCTAssertEqual(drain(&splitter), [.line(number: 2, text: #"{"pop": true}"#)])
    }

    func testALongLineThatCameWithItsNewline_IsRefusedToo() {
        var splitter = ControlLineSplitter(maximumLine: 8)
        splitter.append(Array("123456789012\nok\n".utf8))
        XCTAssertEqual(drain(&splitter), [.tooLong(number: 1), .line(number: 2, text: "ok")])
    }

    /// Found by the fuzzer: a read that ends one line and brings most of a runaway one held
    /// the runaway part past the cap until the next read.
    func testALineAndARunawayTailInOneRead_HoldNothingPastTheCap() {
        var splitter = ControlLineSplitter(maximumLine: 8)
        splitter.append(Array("ok\n0123456789".utf8))
        XCTAssertEqual(drain(&splitter), [.line(number: 1, text: "ok"), .tooLong(number: 2)])
        XCTAssertEqual(splitter.pendingBytes, 0)
        splitter.append(Array("tail\nnext\n".utf8))
        XCTAssertEqual(drain(&splitter), [.line(number: 3, text: "next")])
    }

    func testBytesAfterTheEnd_AreIgnored() {
        var splitter = ControlLineSplitter()
        splitter.end()
        splitter.append(Array("late\n".utf8))
        XCTAssertNil(splitter.next())
        XCTAssertTrue(splitter.isExhausted)
    }
}
