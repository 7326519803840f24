import XCTest

@testable import TabBarX11

/// How many back buffers a window gets: two where the server's copy of a frame is long
/// enough to overlap with drawing, within a memory bound.
final class BufferChainTests: XCTestCase {
    /// A buffer without a display: the chain only counts them.
    final class Buffer: ChainedBuffer {
        private(set) var abandoned = false
        func abandon() { abandoned = true }
    }
    typealias Chain = BufferChain<Buffer>

    /// A chain holding two buffers, nothing presented yet.
    private func twoBuffers() -> (Chain, Buffer, Buffer) {
        let chain = Chain(), a = Buffer(), b = Buffer()
        chain.add(a)
        chain.add(b)
        return (chain, a, b)
    }

    func testCapacity_TwoFrom1440pTo8K_OneOtherwise() {
        XCTAssertEqual(Chain.capacity(width: 390, height: 844), 1)
        XCTAssertEqual(Chain.capacity(width: 1920, height: 1080), 1)
        XCTAssertEqual(Chain.capacity(width: 2560, height: 1440), 2)
        XCTAssertEqual(Chain.capacity(width: 3840, height: 2160), 2)
        XCTAssertEqual(Chain.capacity(width: 7680, height: 4320), 2)
        XCTAssertEqual(Chain.capacity(width: 16384, height: 16384), 1, "a second 1 GiB buffer is too much")
    }

    func testCapacity_OverrideWinsWithinOneAndTwoAndTheMemoryBound() {
        XCTAssertEqual(Chain.capacity(width: 390, height: 844, override: 2), 2)
        XCTAssertEqual(Chain.capacity(width: 3840, height: 2160, override: 1), 1)
        XCTAssertEqual(Chain.capacity(width: 390, height: 844, override: 7), 2)
        XCTAssertEqual(Chain.capacity(width: 390, height: 844, override: 0), 1)
        XCTAssertEqual(Chain.capacity(width: 16384, height: 16384, override: 2), 1, "not past the memory bound")
    }

    /// A frame goes into the buffer holding the last frame whenever the server is done with
    /// it, and into the other one while it is not.
    func testFree_PrefersTheLastFramesBuffer_OtherwiseTheOther() {
        XCTAssertTrue(Chain().canDraw, "no buffer yet: one is made")
        let (chain, a, b) = twoBuffers()
        chain.presented(b, awaiting: false)
        XCTAssertTrue(chain.free === b, "the last frame's buffer, free")
        chain.presented(b, awaiting: true)
        XCTAssertTrue(chain.free === a, "the last frame's buffer is being read")
        chain.presented(a, awaiting: true)
        XCTAssertNil(chain.free)
        XCTAssertFalse(chain.canDraw)
        chain.completed()
        XCTAssertTrue(chain.free === b, "completions come in order: b's first")
        chain.completed()
        XCTAssertTrue(chain.free === a, "then a's, which holds the last frame")
        XCTAssertFalse(chain.isPresenting)
    }

    /// A frame that sent nothing while a completion is awaited joins that completion's
    /// group: its buffer stays busy, and the frame is reported, with it.
    func testFrameThatSentNothing_JoinsTheAwaitedGroup() {
        let (chain, a, b) = twoBuffers()
        chain.presented(a, awaiting: true)
        chain.presented(b, awaiting: false)
        XCTAssertTrue(chain.latest === b)
        XCTAssertNil(chain.free, "b waits with a's completion")
        chain.completed()
        XCTAssertTrue(chain.free === b)
        XCTAssertFalse(chain.isPresenting)
        // With nothing awaited, a frame that sent nothing leaves its buffer free.
        chain.presented(a, awaiting: false)
        XCTAssertTrue(chain.free === a)
        XCTAssertFalse(chain.isPresenting)
    }

    /// A resize forgets the buffers at once, yet the completions already asked for still
    /// come and are counted off; a second buffer may be asked for again at the new size.
    func testRemoveAll_KeepsCountingCompletions() {
        let chain = Chain()
        chain.capacity = 2
        let a = Buffer()
        chain.add(a)
        XCTAssertTrue(chain.wantsSpare)
        chain.spareRefused = true
        XCTAssertFalse(chain.wantsSpare, "refused at this size")
        chain.presented(a, awaiting: true)
        chain.removeAll()
        XCTAssertTrue(chain.buffers.isEmpty)
        XCTAssertNil(chain.latest)
        XCTAssertFalse(chain.spareRefused)
        XCTAssertTrue(chain.isPresenting, "the old frame's completion is still to come")
        let c = Buffer()
        chain.add(c)
        chain.presented(c, awaiting: true)
        chain.completed()
        XCTAssertTrue(chain.isPresenting, "the first completion was the old frame's")
        XCTAssertNil(chain.free)
        chain.completed()
        XCTAssertTrue(chain.free === c)
    }

    /// Closing drops the completions awaited; abandoning leaves every buffer, busy or not,
    /// to the kernel.
    func testAbandonAndClose() {
        let (chain, a, b) = twoBuffers()
        chain.presented(a, awaiting: true)
        chain.abandon()
        XCTAssertTrue(a.abandoned && b.abandoned)
        chain.close()
        XCTAssertFalse(chain.isPresenting)
        XCTAssertTrue(chain.buffers.isEmpty)
    }
}
