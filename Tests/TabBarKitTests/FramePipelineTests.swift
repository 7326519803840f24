import TabBarCairo
import TabBarCore
import TabBarFrame
import TabBarX11
import TestSupport
import XCTest

@testable import TabBarKit

/// The frame pipeline on ordinary memory: damage, scale, the clock, and the buffer records it
/// fills in.
final class FramePipelineTests: XCTestCase {
    private let size = Size(width: 100, height: 80)

    private func scene(squareAt x: Double) -> Scene {
        Scene(
            size: size, background: .white,
            layers: [
                SceneLayer(id: "still", node: .fill(.rect(Rect(x: 60, y: 40, width: 20, height: 20)), .solid(.black))),
                SceneLayer(
                    id: "moving", node: .fill(.rect(Rect(x: x, y: 10, width: 10, height: 10)), .solid(.systemBlue))),
            ])
    }

    /// Runs `body` with the record of a zeroed buffer of `width`×`height` device pixels.
    private func withBuffer(width: Int, height: Int, _ body: (BufferRecord) throws -> Void) rethrows {
        let memory = MemoryBuffer(width: width, height: height)
        try withExtendedLifetime(memory) { try body(BufferRecord(memory: memory.pixels)) }
    }

    func testSecondFrame_DamagesOnlyWhatMoved_InDevicePixels() throws {
        let pipeline = FramePipeline(scale: 2, renderer: SceneRenderer())
        try withBuffer(width: 200, height: 160) { buffer in
            let first = try pipeline.draw(scene(squareAt: 10), at: 0, into: buffer, full: true).rects
            XCTAssertEqual(first, [Rect(x: 0, y: 0, width: 200, height: 160)])
            let second = try pipeline.draw(scene(squareAt: 20), at: 0.1, into: buffer, full: false).rects
            // The scene's damage (around the moving layer's old and new bounds) in device pixels.
            let expected = scene(squareAt: 20).damage(since: scene(squareAt: 10)).map { $0.scaled(by: 2).integral }
            XCTAssertEqual(second, expected)
            let moved = [10.0, 20].map { scene(squareAt: $0).layers[1].bounds.scaled(by: 2) }
            XCTAssertTrue(moved.allSatisfy { square in second.contains { $0.union(square) == $0 } })
            XCTAssertFalse(second.contains { $0.intersects(Rect(x: 120, y: 80, width: 40, height: 40)) })
            XCTAssertEqual(pipeline.lastAnimationTime, 0.1)
            XCTAssertFalse(pipeline.isDirty)
        }
    }

    /// A page that stops off the pixel grid while something else still moves was shown by a
    /// copy of its picture moved to the nearest pixel. The frame at rest draws it again,
    /// exactly, though the scene did not change there: the screen then matches the frame
    /// drawn from scratch, and the buffer, completed while idle, matches the screen.
    func testPageStoppedOffTheGrid_IsDrawnExactlyAtRest() throws {
        let layers = LayerCache(budget: 1 << 20)
        layers.memory = FakePictureMemory()
        let pipeline = FramePipeline(renderer: SceneRenderer(layers: layers))
        let area = Rect(x: 0, y: 0, width: 100, height: 60)
        func scene(dotAt x: Double) -> Scene {
            let page = SceneGroup(
                children: [
                    .fill(.rect(area), .solid(.white)),
                    .fill(.rect(Rect(x: 10, y: 10, width: 30, height: 20)), .solid(.systemBlue)),
                ], transform: .translation(0.4, 0), clip: .rect(area), retained: true)
            return Scene(
                size: size, background: .white,
                layers: [
                    SceneLayer(id: "page", node: .group(page)),
                    SceneLayer(id: "dot", node: .fill(.rect(Rect(x: x, y: 65, width: 5, height: 5)), .solid(.black))),
                ])
        }
        try withBuffer(width: 100, height: 80) { buffer in
            let memory = buffer.memory
            let drawn = try RasterSurface(
                pixels: memory.pixels, width: memory.width, height: memory.height, bytesPerRow: memory.bytesPerRow)
            let screen = try RasterSurface(width: 100, height: 80)
            var update = try pipeline.draw(scene(dotAt: 10), at: 0, into: buffer, full: true, direct: true)
            XCTAssertTrue(
                ScreenComposer.show(
                    rects: update.rects, copies: update.copies, tints: update.tints, from: drawn, on: screen))
            XCTAssertFalse(update.copies.isEmpty, "in motion the page is copied, to the nearest pixel")
            update = try pipeline.draw(scene(dotAt: 20), at: 0.1, into: buffer, full: false, exact: true, direct: true)
            XCTAssertTrue(
                ScreenComposer.show(
                    rects: update.rects, copies: update.copies, tints: update.tints, from: drawn, on: screen))
            let reference = try RasterSurface(width: 100, height: 80)
            SceneRenderer().render(scene(dotAt: 20), on: reference, exact: true)
            XCTAssertLessThanOrEqual(largestChannelDifference(screen, reference), 1, "the resting screen is exact")
            pipeline.completeBuffer(buffer)
            XCTAssertTrue(buffer.isWhole)
            XCTAssertLessThanOrEqual(largestChannelDifference(drawn, screen), 1, "the buffer holds the screen")
        }
    }

    /// After a resize the pipeline forgets the last scene: the first frame in the new
    /// buffer is drawn whole though it is not told so.
    func testForgetBuffer_DrawsTheNextFrameWhole() throws {
        let pipeline = FramePipeline(renderer: SceneRenderer())
        try withBuffer(width: 100, height: 80) { first in
            _ = try pipeline.draw(scene(squareAt: 10), at: 0, into: first, full: true)
            pipeline.forgetBuffer()
            try withBuffer(width: 100, height: 80) { second in
                let damage = try pipeline.draw(scene(squareAt: 10), at: 0, into: second, full: false).rects
                XCTAssertEqual(damage, [Rect(x: 0, y: 0, width: 100, height: 80)])
            }
        }
    }

    /// Two buffers in turn (the window drawing one while the server reads the other), kept
    /// in the window's ledger: the second is drawn whole at first, and each later frame also
    /// redraws what the other buffer's frame changed, and says the time it shows.
    func testTwoBuffers_EachRedrawsWhatTheOtherChanged() throws {
        let pipeline = FramePipeline(renderer: SceneRenderer())
        var ledger = FrameLedger<MemoryBuffer, Int>()
        let a = MemoryBuffer(width: 100, height: 80), b = MemoryBuffer(width: 100, height: 80)
        var frames = 0
        /// Draws the square at `x` into `buffer` and presents it; returns the update.
        func frame(_ x: Double, into buffer: MemoryBuffer) throws -> FrameUpdate {
            let record = try XCTUnwrap(ledger.record(of: buffer))
            let update = try pipeline.draw(scene(squareAt: x), at: x, into: record, full: frames == 0)
            frames += 1
            _ = ledger.presented(buffer, frame: frames, changed: update.changed, report: frames, completes: false)
            return update
        }
        let first = ledger.add(a)
        XCTAssertEqual(try frame(10, into: a).time, 10)
        ledger.add(b)
        let secondUpdate = try frame(20, into: b)
        XCTAssertEqual(PixelRegion(secondUpdate.rects).rects, [Rect(x: 0, y: 0, width: 100, height: 80)])
        XCTAssertEqual(secondUpdate.time, 20)
        // The first buffer still shows the square at 10: the frame at 30 redraws what the
        // second frame changed (10–30) as well as its own move (20–40), not more (each widened
        // by the 2 pixels damage leaves for antialiasing).
        XCTAssertFalse(first.behind.isEmpty, "the ledger spread the second frame's change")
        let rects = try frame(30, into: a).rects
        XCTAssertEqual(PixelRegion(rects).rects, [Rect(x: 8, y: 8, width: 34, height: 14)])
        XCTAssertTrue(first.behind.isEmpty, "caught up")
        // And the second buffer, two frames behind, only what the third one changed.
        let next = try frame(40, into: b).rects
        XCTAssertEqual(PixelRegion(next).rects, [Rect(x: 18, y: 8, width: 34, height: 14)])
        let drawn = try RasterSurface(pixels: b.pixels.pixels, width: 100, height: 80, bytesPerRow: 400)
        let reference = try RasterSurface(width: 100, height: 80)
        SceneRenderer().render(scene(squareAt: 40), on: reference)
        XCTAssertLessThanOrEqual(largestChannelDifference(drawn, reference), 1)
        let older = try RasterSurface(pixels: a.pixels.pixels, width: 100, height: 80, bytesPerRow: 400)
        SceneRenderer().render(scene(squareAt: 30), on: reference)
        XCTAssertLessThanOrEqual(largestChannelDifference(older, reference), 1, "the first buffer holds frame 3")
    }

    func testInvalidate_MarksDirtyAndForcesAWholeFrame() throws {
        let pipeline = FramePipeline(renderer: SceneRenderer())
        try withBuffer(width: 100, height: 80) { buffer in
            _ = try pipeline.draw(scene(squareAt: 10), at: 0, into: buffer, full: true)
            pipeline.invalidate()
            XCTAssertTrue(pipeline.isDirty)
            XCTAssertEqual(
                try pipeline.draw(scene(squareAt: 10), at: 0, into: buffer, full: false).rects,
                [Rect(x: 0, y: 0, width: 100, height: 80)])
        }
    }

    func testClockMapping_SlowMotionAndFixedStep() throws {
        let slow = FramePipeline(renderer: SceneRenderer(), clock: AnimationClock(slowFactor: 4))
        XCTAssertEqual(slow.animationTime(2), 0.5, accuracy: 1e-12)
        let fixed = FramePipeline(renderer: SceneRenderer(), fixedStep: true)
        try withBuffer(width: 100, height: 80) { buffer in
            for _ in 0..<3 { _ = try fixed.draw(scene(squareAt: 10), at: 0, into: buffer, full: true) }
        }
        // Wall time is ignored: three frames drawn are three frame durations.
        XCTAssertEqual(fixed.animationTime(123), 3 * AnimationClock.frameDuration, accuracy: 1e-12)
    }
}
