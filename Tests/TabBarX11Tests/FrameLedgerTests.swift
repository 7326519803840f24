import TabBarFrame
import XCTest

@testable import TabBarX11

/// The window's frame ledger without a display: how many back buffers a window gets, which
/// one a frame goes into, and what each completion reports, in order.
final class FrameLedgerTests: XCTestCase {
    /// A buffer without a display: the ledger only counts them.
    final class Buffer: ChainedBuffer {
        /// 10×10 pixels the ledger never touches.
        let pixels = PixelBuffer(
            pixels: UnsafeMutableRawPointer(bitPattern: 0x1000)!, width: 10, height: 10, bytesPerRow: 40)
        private(set) var abandoned = false
        func abandon() { abandoned = true }
    }
    /// Reports are the frames' numbers (exposures as negative counts).
    typealias Ledger = FrameLedger<Buffer, Int>

    /// A ledger holding two buffers, nothing presented yet.
    private func twoBuffers() -> (Ledger, Buffer, Buffer) {
        var ledger = Ledger()
        let a = Buffer(), b = Buffer()
        ledger.add(a)
        ledger.add(b)
        return (ledger, a, b)
    }

    func testCapacity_TwoFrom1440pTo8K_OneOtherwise() {
        XCTAssertEqual(Ledger.capacity(width: 390, height: 844), 1)
        XCTAssertEqual(Ledger.capacity(width: 1920, height: 1080), 1)
        XCTAssertEqual(Ledger.capacity(width: 2560, height: 1440), 2)
        XCTAssertEqual(Ledger.capacity(width: 3840, height: 2160), 2)
        XCTAssertEqual(Ledger.capacity(width: 7680, height: 4320), 2)
        XCTAssertEqual(Ledger.capacity(width: 16384, height: 16384), 1, "a second 1 GiB buffer is too much")
    }

    func testCapacity_OverrideWinsWithinOneAndTwoAndTheMemoryBound() {
        XCTAssertEqual(Ledger.capacity(width: 390, height: 844, override: 2), 2)
        XCTAssertEqual(Ledger.capacity(width: 3840, height: 2160, override: 1), 1)
        XCTAssertEqual(Ledger.capacity(width: 390, height: 844, override: 7), 2)
        XCTAssertEqual(Ledger.capacity(width: 390, height: 844, override: 0), 1)
        XCTAssertEqual(Ledger.capacity(width: 16384, height: 16384, override: 2), 1, "not past the memory bound")
    }

    /// A frame goes into the buffer holding the last frame whenever the server is done with
    /// it, and into the other one while it is not; each buffer records the frame it holds.
    func testFree_PrefersTheLastFramesBuffer_OtherwiseTheOther() {
        XCTAssertTrue(Ledger().canDraw, "no buffer yet: one is made")
        var (ledger, a, b) = twoBuffers()
        XCTAssertEqual(ledger.presented(b, frame: 1, report: 1, completes: false), [1], "nothing awaited: due now")
        XCTAssertTrue(ledger.free === b, "the last frame's buffer, free")
        XCTAssertEqual(ledger.presented(b, frame: 2, report: 2, completes: true), [])
        XCTAssertTrue(ledger.free === a, "the last frame's buffer is being read")
        XCTAssertTrue(ledger.isInFlight(b) && !ledger.isInFlight(a))
        XCTAssertEqual(ledger.presented(a, frame: 3, report: 3, completes: true), [])
        XCTAssertNil(ledger.free)
        XCTAssertFalse(ledger.canDraw)
        XCTAssertEqual([ledger.frame(in: a), ledger.frame(in: b)], [3, 2])
        XCTAssertEqual(ledger.completed(), [2], "completions come in order: b's first")
        XCTAssertTrue(ledger.free === b)
        XCTAssertEqual(ledger.completed(), [3])
        XCTAssertTrue(ledger.free === a, "then a's, which holds the last frame")
        XCTAssertFalse(ledger.isPresenting)
        XCTAssertEqual(ledger.completed(), [], "a stray completion reports nothing")
    }

    /// A frame that sent nothing while a completion is awaited joins that completion's
    /// present: its buffer stays busy, and it is reported with it, after it.
    func testFrameThatSentNothing_JoinsTheAwaitedPresent() {
        var (ledger, a, b) = twoBuffers()
        XCTAssertEqual(ledger.presented(a, frame: 1, report: 1, completes: true), [])
        XCTAssertEqual(ledger.presented(b, frame: 2, report: 2, completes: false), [], "waits for a's completion")
        XCTAssertEqual(ledger.presented(b, report: -3, completes: false), [], "exposures too")
        XCTAssertTrue(ledger.latest === b)
        XCTAssertNil(ledger.free, "b waits with a's completion")
        XCTAssertEqual(ledger.completed(), [1, 2, -3])
        XCTAssertTrue(ledger.free === b)
        XCTAssertFalse(ledger.isPresenting)
        // With nothing awaited, a frame that sent nothing leaves its buffer free.
        XCTAssertEqual(ledger.presented(a, frame: 4, report: 4, completes: false), [4])
        XCTAssertTrue(ledger.free === a)
        XCTAssertFalse(ledger.isPresenting)
    }

    /// A resize forgets the buffers at once, yet the completions already asked for still
    /// come and report what they put on screen; a second buffer may be asked for again.
    func testRemoveAll_KeepsReportingCompletions() {
        var ledger = Ledger()
        ledger.capacity = 2
        let a = Buffer()
        ledger.add(a)
        XCTAssertTrue(ledger.wantsSpare)
        ledger.spareRefused = true
        XCTAssertFalse(ledger.wantsSpare, "refused at this size")
        _ = ledger.presented(a, frame: 1, report: 1, completes: true)
        ledger.removeAll()
        XCTAssertTrue(ledger.buffers.isEmpty)
        XCTAssertNil(ledger.latest)
        XCTAssertNil(ledger.frame(in: a))
        XCTAssertFalse(ledger.spareRefused)
        XCTAssertTrue(ledger.isPresenting, "the old frame's completion is still to come")
        let c = Buffer()
        ledger.add(c)
        _ = ledger.presented(c, frame: 2, report: 2, completes: true)
        XCTAssertEqual(ledger.completed(), [1], "the first completion was the old frame's")
        XCTAssertTrue(ledger.isPresenting)
        XCTAssertNil(ledger.free)
        XCTAssertEqual(ledger.completed(), [2])
        XCTAssertTrue(ledger.free === c)
    }

    /// Each buffer's record says what it lacks: a second buffer made after a frame lacks the
    /// whole screen, and a frame drawn into one buffer leaves the others behind by what it
    /// changed (the whole screen when it does not say); the buffer drawn keeps what its
    /// client wrote. A resize frees the records, and a second buffer made before any frame
    /// lacks nothing.
    func testRecords_SpreadWhatEachFrameChangedToTheOtherBuffers() {
        var ledger = Ledger()
        let a = Buffer()
        let first = ledger.add(a)
        XCTAssertTrue(first.behind.isEmpty && first.isWhole)
        XCTAssertTrue(ledger.isWhole, "no frame yet")
        _ = ledger.presented(a, frame: 1, report: 1, completes: true)
        let b = Buffer()
        let second = ledger.add(b)
        XCTAssertEqual(second.behind, second.whole, "a second buffer lacks the whole screen")
        XCTAssertTrue(ledger.record(of: b) === second && ledger.latestRecord === first)
        let box = PixelBox(x: 2, y: 3, width: 4, height: 5)
        second.behind = PixelRegion()
        _ = ledger.presented(b, frame: 2, changed: PixelRegion(box), report: 2, completes: true)
        XCTAssertEqual(first.behind, PixelRegion(box), "what frame 2 changed, a's frame 1 lacks")
        XCTAssertTrue(second.behind.isEmpty, "not the buffer drawn")
        XCTAssertEqual([first.frame, second.frame], [1, 2])
        second.stale = PixelRegion(box)
        XCTAssertTrue(ledger.latestRecord === second)
        XCTAssertFalse(ledger.isWhole, "the last frame's buffer lacks what copies left out")
        _ = ledger.presented(a, frame: 3, report: 3, completes: true)
        XCTAssertEqual(second.behind, second.whole, "a frame that changed all of the screen")
        XCTAssertTrue(ledger.isWhole)
        ledger.removeAll()
        XCTAssertTrue(first.isFreed && second.isFreed)
        XCTAssertNil(ledger.latestRecord)
        XCTAssertEqual(ledger.completed(), [1], "a freed buffer's frames are still reported")
        var fresh = Ledger()
        let c = fresh.add(Buffer()), d = fresh.add(Buffer())
        XCTAssertTrue(c.behind.isEmpty && d.behind.isEmpty, "nothing drawn yet: neither lacks anything")
    }

    /// Closing drops the completions awaited; abandoning leaves every buffer, busy or not,
    /// to the kernel.
    func testAbandonAndClose() {
        var (ledger, a, b) = twoBuffers()
        _ = ledger.presented(a, frame: 1, report: 1, completes: true)
        ledger.abandon()
        XCTAssertTrue(a.abandoned && b.abandoned)
        ledger.close()
        XCTAssertFalse(ledger.isPresenting)
        XCTAssertTrue(ledger.buffers.isEmpty)
        XCTAssertEqual(ledger.completed(), [])
    }
}
