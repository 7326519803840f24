import Foundation
import TabBarGIF
import XCTest

final class GIFRecorderTests: XCTestCase {
    private var path: String { NSTemporaryDirectory() + "recorder-\(getpid())-\(name.hashValue).gif" }

    private func frame(_ color: UInt32) -> RGBFrame {
        RGBFrame(width: 8, height: 4, pixels: Array(repeating: color, count: 32))
    }

    func testSixtyHertzFramesBecomeRealTimeDelaysOfAtLeastTwoCentiseconds() throws {
        let recorder = GIFRecorder(path: path, capacity: 100)
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

    func testAFullQueueDropsAndCounts() throws {
        // Capacity 1 and offers far faster than a 300×200 frame of noise quantizes: some must drop,
        // and every offer is either kept or counted.
        let recorder = GIFRecorder(path: path, capacity: 1)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let big = RGBFrame(width: 300, height: 200, pixels: (0..<60_000).map { UInt32($0 * 2654435761 & 0xFF_FFFF) })
        var kept = 0
        for k in 0..<20 where recorder.offer(big, at: Double(k) * 0.02) { kept += 1 }
        let summary = try recorder.finish(at: 1)
        XCTAssertEqual(summary.frames, kept)
        XCTAssertEqual(summary.dropped, 20 - kept)
        XCTAssertGreaterThan(summary.dropped, 0)
    }

    func testFramesOfAnotherSizeAreDropped() throws {
        let recorder = GIFRecorder(path: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        recorder.offer(frame(0), at: 0)
        XCTAssertFalse(recorder.offer(RGBFrame(width: 2, height: 2, pixels: [0, 0, 0, 0]), at: 0.1))
        XCTAssertEqual(try recorder.finish(at: 0.2), GIFRecorder.Summary(frames: 1, dropped: 1))
    }
}
