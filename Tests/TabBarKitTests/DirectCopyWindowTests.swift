import Foundation
import Glibc
import TabBarCairo
import TabBarDemo
import TabBarX11
import TestSupport
import XCTest

@testable import TabBarCore
@testable import TabBarKit

/// The window host with pages in picture memory, on a fake loop that shows frames as the
/// server would: the screen matches a window drawing everything through its buffer, and
/// once idle after a rest the buffer holds the whole frame again.
final class DirectCopyWindowTests: XCTestCase {
    /// A host with picture memory six frames into a slide to tab 1, on its loop.
    func midSlide() throws -> (WindowHost<TabBarController>, FakeEventLoop) {
        let direct = try hybHost(memory: FakePictureMemory())
        let loop = FakeEventLoop(client: direct)
        try loop.runUntilIdle()
        tapItem(1, [loop], direct)
        for _ in 0..<6 { try loop.tick() }
        return (direct, loop)
    }

    func testSlides_ShowWhatTheBufferWould_AndRestWhole() throws {
        let memory = FakePictureMemory()
        let direct = try hybHost(memory: memory), plain = try hybHost(memory: nil)
        let loop = FakeEventLoop(client: direct), reference = FakeEventLoop(client: plain)
        let loops = [loop, reference]
        for l in loops { try l.runUntilIdle() }
        var copiedFrames = 0, restingFramesLeftIncomplete = 0
        for index in [1, 3, 0, 2] {
            var wholeAfterFrame = true
            tapItem(index, loops, direct)
            for _ in 0..<90 {
                let drew = try loop.tick()
                XCTAssertEqual(try reference.tick(), drew)
                guard drew else { break }
                wholeAfterFrame = loop.bufferIsWhole
                if let update = loop.lastUpdate, !update.copies.isEmpty {
                    copiedFrames += 1
                    XCTAssertFalse(loop.bufferIsWhole, "the buffer lacks what was copied")
                }
                XCTAssertLessThanOrEqual(try worstDifference(loop.screen, reference.screen), 1, "switch to \(index)")
            }
            // The resting frame does not draw back what the copies left out of the buffer;
            // the idle work after it does: the buffer alone then holds the frame, which is
            // what an exposure reads.
            if !wholeAfterFrame { restingFramesLeftIncomplete += 1 }
            XCTAssertTrue(loop.bufferIsWhole, "switch to \(index) at rest")
            let buffer = try loop.surface(over: loop.latestBuffer)
            XCTAssertLessThanOrEqual(try worstDifference(buffer, reference.screen), 1, "buffer at rest after \(index)")
        }
        XCTAssertGreaterThan(copiedFrames, 40, "the slides' pages were copied directly")
        XCTAssertEqual(restingFramesLeftIncomplete, 4, "the resting frames left the pages to idle work")
        XCTAssertGreaterThan(memory.made, 2)
    }

    /// A resize frees the window's buffer at once: idle work after it draws nothing into the
    /// old one (what copies left out is forgotten with it), and the next frame is whole.
    func testResize_ForgetsTheBufferCopiesLeftIncomplete() throws {
        let (direct, loop) = try midSlide()
        XCTAssertFalse(loop.bufferIsWhole, "pages copied mid-slide")
        let old = try XCTUnwrap(loop.latestRecord)
        loop.resize(width: 390, height: 700)
        XCTAssertTrue(old.isFreed, "the old buffer is freed at once")
        XCTAssertNil(loop.latestRecord)
        XCTAssertTrue(loop.bufferIsWhole)
        XCTAssertFalse(direct.pipeline.completeBuffer(old), "nothing is drawn into the old buffer")
        XCTAssertFalse(old.isWhole, "what it lacked is forgotten with it, not drawn")
        XCTAssertTrue(try loop.tick())
        XCTAssertNil(try XCTUnwrap(loop.lastUpdate).changed, "the next frame is drawn whole")
    }

    /// A frame while a plug-in reads the buffer (a screenshot is due, a capture runs, the
    /// repaints are shown) makes no copies, and draws back into the buffer what earlier
    /// copies left out; so does a host told not to copy.
    func testReadingTheBuffer_StopsCopies() throws {
        let (host, loop) = try midSlide()
        let reader = BufferReader()
        host.add(reader)
        XCTAssertEqual(loop.lastUpdate?.copies.isEmpty, false)
        reader.readsBuffer = true
        try loop.tick()
        XCTAssertEqual(loop.lastUpdate?.copies.isEmpty, true)
        XCTAssertTrue(loop.bufferIsWhole, "what the copies left is drawn again")
        reader.readsBuffer = false
        host.drawsDirectly = false
        try loop.tick()
        XCTAssertEqual(loop.lastUpdate?.copies.isEmpty, true, "turned off")
    }
}

/// A plug-in that says whether it reads the buffer.
final class BufferReader: WindowPlugin {
    var readsBuffer = false
}
