import Foundation
import TabBarGIF
import XCTest

final class GIFRecorderTests: XCTestCase {
    private var path: String { NSTemporaryDirectory() + "recorder-\(getpid())-\(name.hashValue).gif" }

    private func frame(_ color: UInt32) -> RGBFrame {
        RGBFrame(width: 8, height: 4, pixels: Array(repeating: color, count: 32))
    }

    func testSixtyHertzFramesBecomeRealTimeDelaysOfAtLeastTwoCentiseconds() throws {
        let recorder = try GIFRecorder(path: path, capacity: 100)
        defer { try? FileManager.default.removeItem(atPath: path) }
        // 30 frames at 60 Hz (0.5 s), then the capture stops at 1.5 s: an idle second.
        for k in 0..<30 { recorder.offer(frame(UInt32(k * 8) << 16), at: Double(k) / 60) }
        let summary = try recorder.finish(at: 1.5)
        let frames = try GIFReader.read(path)
        XCTAssertEqual(summary, GIFRecorder.Summary(frames: frames.count, dropped: 0))
        XCTAssertTrue(frames.allSatisfy { $0.delay >= 2 }, "\(frames.map(\.delay))")
        XCTAssertEqual(frames.map(\.delay).reduce(0, +), 150, "the GIF lasts as long as the capture")
        // At most one frame per 2 cs: 0.5 s of 60 Hz keeps 20 to 30 of its frames.
        XCTAssertTrue((20...30).contains(frames.count), "\(frames.count)")
        XCTAssertEqual(frames[0].rgbPixels, frame(0).pixels)
    }

    private func noise(_ seed: UInt32) -> RGBFrame {
        RGBFrame(width: 300, height: 200, pixels: (0..<60_000).map { (UInt32($0) &* 2654435761 &+ seed) & 0xFF_FFFF })
    }

    func testAFullQueueDropsAndCountsButKeepsTheNewestFrame() throws {
        // Capacity 1 and offers far faster than a 300×200 frame of noise quantizes: some must drop,
        // every offer is either written or counted, and the last one offered is the GIF's last.
        let recorder = try GIFRecorder(path: path, capacity: 1)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let big = noise(0)
        for k in 0..<19 { recorder.offer(big, at: Double(k) * 0.02) }
        let newest = RGBFrame(width: 300, height: 200, pixels: Array(repeating: 0x3366CC, count: 60_000))
        recorder.offer(newest, at: 19 * 0.02)
        let summary = try recorder.finish(at: 1)
        XCTAssertEqual(summary.frames + summary.dropped, 20)
        XCTAssertGreaterThan(summary.dropped, 0)
        let frames = try GIFReader.read(path)
        XCTAssertEqual(frames.count, summary.frames)
        XCTAssertEqual(frames.last?.rgbPixels, newest.pixels)
        XCTAssertEqual(frames.map(\.delay).reduce(0, +), 100, "the GIF lasts as long as the capture")
    }

    func testFinishingInHaste_SkipsTheBacklogAndStillWritesACompleteFile() throws {
        let recorder = try GIFRecorder(path: path, capacity: 100)
        defer { try? FileManager.default.removeItem(atPath: path) }
        // Thirty frames of noise queued far faster than one quantizes: most still wait.
        for k in 0..<30 { recorder.offer(noise(UInt32(k)), at: Double(k) * 0.02) }
        let summary = try recorder.finish(at: 1, discardingBacklog: true)
        XCTAssertLessThan(summary.frames, 30, "the backlog was not quantized")
        XCTAssertGreaterThanOrEqual(summary.frames, 1, "a finished file has a frame")
        let frames = try GIFReader.read(path)
        XCTAssertEqual(summary.frames, frames.count)
        XCTAssertEqual(summary.frames + summary.dropped, 30)
        XCTAssertEqual(frames.last?.rgbPixels.count, 60_000)
        XCTAssertEqual(frames.map(\.delay).reduce(0, +), 100, "the GIF lasts as long as the capture")
    }

    func testFramesOfAnotherSizeAreDropped() throws {
        let recorder = try GIFRecorder(path: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        recorder.offer(frame(0), at: 0)
        XCTAssertFalse(recorder.offer(RGBFrame(width: 2, height: 2, pixels: [0, 0, 0, 0]), at: 0.1))
        XCTAssertEqual(try recorder.finish(at: 0.2), GIFRecorder.Summary(frames: 1, dropped: 1))
    }
}
