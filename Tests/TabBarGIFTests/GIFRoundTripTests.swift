import Foundation
import TabBarCore
import TabBarGIF
import XCTest

final class GIFRoundTripTests: XCTestCase {
    func testWrittenFramesReadBackExactly() throws {
        let path = NSTemporaryDirectory() + "gif-roundtrip-\(getpid()).gif"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let frames = (0..<3).map { k in
            IndexedFrame(
                width: 5, height: 4, palette: [0xFF0000, 0x00FF00, 0x0000FF],
                indices: (0..<20).map { UInt8(($0 + k) % 3) }, delay: 2 + k)
        }
        try GIFWriter.write(frames, to: path)
        let read = try GIFReader.read(path)
        XCTAssertEqual(read.count, 3)
        for (a, b) in zip(frames, read) {
            XCTAssertEqual(a.rgbPixels, b.rgbPixels)
            XCTAssertEqual(a.delay, b.delay)
        }
    }

    func testUnwritablePathNamesThePathAndReason() {
        let path = "/nonexistent-dir/x.gif"
        XCTAssertThrowsError(
            try GIFWriter.write([IndexedFrame(width: 1, height: 1, palette: [0], indices: [0], delay: 2)], to: path)
        ) {
            XCTAssertEqual(($0 as? FileFailure)?.description, "cannot write \(path): no such file or directory")
        }
    }
}
