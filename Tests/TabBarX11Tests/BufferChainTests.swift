import XCTest

@testable import TabBarX11

/// How many back buffers a window gets: two where the server's copy of a frame is long
/// enough to overlap with drawing, within a memory bound.
final class BufferChainTests: XCTestCase {
    func testLimit_TwoFrom1440pTo8K_OneOtherwise() {
        XCTAssertEqual(BufferChain.limit(width: 390, height: 844), 1)
        XCTAssertEqual(BufferChain.limit(width: 1920, height: 1080), 1)
        XCTAssertEqual(BufferChain.limit(width: 2560, height: 1440), 2)
        XCTAssertEqual(BufferChain.limit(width: 3840, height: 2160), 2)
        XCTAssertEqual(BufferChain.limit(width: 7680, height: 4320), 2)
        XCTAssertEqual(BufferChain.limit(width: 16384, height: 16384), 1, "a second 1 GiB buffer is too much")
    }

    func testLimit_OverrideWinsWithinOneAndTwoAndTheMemoryBound() {
        XCTAssertEqual(BufferChain.limit(width: 390, height: 844, override: 2), 2)
        XCTAssertEqual(BufferChain.limit(width: 3840, height: 2160, override: 1), 1)
        XCTAssertEqual(BufferChain.limit(width: 390, height: 844, override: 7), 2)
        XCTAssertEqual(BufferChain.limit(width: 390, height: 844, override: 0), 1)
        XCTAssertEqual(BufferChain.limit(width: 16384, height: 16384, override: 2), 1, "not past the memory bound")
    }
}
