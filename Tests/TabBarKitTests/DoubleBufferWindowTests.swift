import TabBarCairo
import TabBarDemo
import TabBarX11
import TestSupport
import XCTest

@testable import TabBarCore
@testable import TabBarKit

/// The window host drawing into two buffers in turn, each frame reported on screen only
/// after the next is drawn (a server always still reading the last frame): the screen shows
/// what a window with one buffer shows, frame by frame; every resting screen is what drawing
/// the scene from scratch shows; and at rest the buffer holding the last frame holds all of it.
final class DoubleBufferWindowTests: XCTestCase {
    /// The buffer holding `loop`'s last frame, as a surface.
    private func latest(_ loop: FakeEventLoop) throws -> RasterSurface {
        try loop.surface(over: loop.latestBuffer)
    }

    func testDirectCopies_TwoBuffers_ShowWhatOneBufferShows() throws {
        try directCopies(serverBusy: { _ in true })
    }

    /// The server sometimes done in time: frames go back into the buffer of the last frame
    /// while the other falls further behind.
    func testDirectCopies_TwoBuffersUsedUnevenly_ShowWhatOneBufferShows() throws {
        try directCopies(serverBusy: { $0 % 3 != 0 })
    }

    /// The list tab pushes with the plain push here, so the server lays its dim over copies
    /// (`PixelTint`) in whichever buffer's frame, and each buffer draws it back when it lacks it.
    private func directCopies(serverBusy: @escaping (Int) -> Bool) throws {
        let direct = try hybHost(memory: FakePictureMemory(), plainPush: true)
        let plain = try hybHost(memory: nil, plainPush: true)
        let loop = FakeEventLoop(client: direct, buffers: 2, serverBusy: serverBusy)
        let reference = FakeEventLoop(client: plain)
        for l in [loop, reference] { try l.runUntilIdle() }
        var frames = 0, rests = 0
        try playHYBDemo([loop, reference], direct) { what in
            frames += 1
            XCTAssertLessThanOrEqual(try worstDifference(loop.screen, reference.screen), 1, what)
        } atRest: { what in
            rests += 1
            XCTAssertLessThanOrEqual(try restingDifference(loop, direct), 1, "\(what) at rest")
            XCTAssertTrue(loop.bufferIsWhole, "\(what): at rest, after idle work")
            XCTAssertLessThanOrEqual(try worstDifference(latest(loop), loop.screen), 1, "\(what): the buffer at rest")
        }
        XCTAssertGreaterThan(frames, 150)
        XCTAssertEqual(rests, 16)
        XCTAssertGreaterThanOrEqual(loop.framesWithTints, 10, "the push's dim laid over copies")
    }

    func testWithoutCopies_TwoBuffers_ShowWhatOneBufferShows() throws {
        let doubled = try hybHost(memory: nil), plain = try hybHost(memory: nil)
        doubled.drawsDirectly = false
        let loop = FakeEventLoop(client: doubled, buffers: 2), reference = FakeEventLoop(client: plain)
        for l in [loop, reference] { try l.runUntilIdle() }
        try playHYBDemo([loop, reference], doubled) { what in
            // The buffers redraw more than the reference's damage: a page scaled in motion
            // (beneath a modal) is resampled in a wider clip, which rounds a few levels apart.
            XCTAssertLessThanOrEqual(try worstDifference(loop.screen, reference.screen), 4, what)
            // Without copies each frame's buffer is drawn wherever it lacked the screen.
            XCTAssertLessThanOrEqual(try worstDifference(latest(loop), loop.screen), 1, "buffer, \(what)")
        } atRest: { what in
            XCTAssertLessThanOrEqual(try restingDifference(loop, doubled), 1, "\(what) at rest")
        }
    }

    /// One buffer, with copies and without: a frame at rest draws exactly even where its scene
    /// did not change since the last frame in motion drew a picture resampled there (the page
    /// beneath a modal, whose scale has settled a frame before the end).
    func testOneBuffer_RestingScreensMatchDrawingFromScratch() throws {
        for memory in [FakePictureMemory(), nil] as [PictureMemory?] {
            let host = try hybHost(memory: memory)
            let loop = FakeEventLoop(client: host)
            try loop.runUntilIdle()
            try playHYBDemo([loop], host) { _ in
            } atRest: { what in
                XCTAssertLessThanOrEqual(
                    try restingDifference(loop, host), 1, "\(what) at rest, memory \(memory != nil)")
            }
        }
    }
}
