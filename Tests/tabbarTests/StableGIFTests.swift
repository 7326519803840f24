import Foundation
import Harness
import TabBarGIF
import TestSupport
import XCTest

/// Issue 40: GIFs that do not "boil". Each frame had its own palette and dithering, so a region
/// that does not move changed from frame to frame (about 22,000 pixels of a bubble GIF by more
/// than 3 %). Now a region that does not move is identical in every frame, for as long as it
/// does not move.
final class StableGIFTests: TemporaryDirectoryTestCase {
    func animate(_ arguments: [String]) throws -> [GIFReader.Frame] {
        let output = directory.appendingPathComponent("motion.gif").path
        let result = try Commands.run(Commands.tabbar, ["animate"] + arguments + ["-o", output], timeout: 120)
        XCTAssertEqual(result.status, 0, result.standardError)
        return try GIFReader.read(output)
    }

    /// The pixels of `region` (x, y, width, height) in `frame`.
    func pixels(_ frame: GIFReader.Frame, _ region: (x: Int, y: Int, width: Int, height: Int)) -> [UInt32] {
        (region.y..<region.y + region.height).flatMap { y in
            (region.x..<region.x + region.width).map { frame.rgbPixels[y * frame.width + $0] }
        }
    }

    /// Whether two pixels differ by more than `levels` in a channel: a change the eye sees as
    /// motion, not the few levels dithering moves a pixel by.
    func differ(_ a: UInt32, _ b: UInt32, by levels: Int) -> Bool {
        for shift: UInt32 in [16, 8, 0] {
            let channelA = Int(a >> shift & 0xFF), channelB = Int(b >> shift & 0xFF)
            if abs(channelA - channelB) > levels { return true }
        }
        return false
    }

    func testBubble_TheBarsFirstItemIsIdenticalUntilTheDiscReachesIt() throws {
        let frames = try animate(["--transition", "bubble"])
        // The bar's first item (an icon and a title, antialiased: what dithering used to boil)
        // lies away from the button the disc grows from; it keeps still for many frames.
        let item = (x: 4, y: frames[0].height - 46, width: frames[0].width / 4 - 8, height: 40)
        let still = pixels(frames[0], item)
        XCTAssertGreaterThan(Set(still).count, 8, "the region has an icon and a title, not a flat fill")
        let reached = try XCTUnwrap(
            frames.firstIndex { frame in zip(pixels(frame, item), still).contains { differ($0, $1, by: 24) } },
            "the disc reaches the item")
        XCTAssertGreaterThanOrEqual(reached, 5, "the item keeps still for a while")
        for index in 1..<reached {
            let changed = zip(pixels(frames[index], item), still).filter { $0 != $1 }.count
            XCTAssertEqual(changed, 0, "frame \(index): \(changed) pixels of the still item changed")
        }
    }

    func testItemCroppedToTheBar_AnItemThatDoesNotMoveIsIdenticalInEveryFrame() throws {
        // Item 1 bounces and item 0 lets go of the selection; items 2 and 3 do not move.
        let frames = try animate(["--animation", "bounce", "--item", "1", "--crop", "bar"])
        let slot = frames[0].width / 4
        let still = (x: 2 * slot + 2, y: 0, width: 2 * slot - 4, height: frames[0].height)
        let first = pixels(frames[0], still)
        XCTAssertGreaterThan(Set(first).count, 8, "the region has an icon and a title, not a flat fill")
        for (index, frame) in frames.enumerated() {
            let changed = zip(pixels(frame, still), first).filter { $0 != $1 }.count
            XCTAssertEqual(changed, 0, "frame \(index): \(changed) pixels of items 2 and 3 changed")
        }
        XCTAssertNotEqual(
            pixels(frames[10], (slot, 0, slot, frames[0].height)), pixels(frames[0], (slot, 0, slot, frames[0].height)),
            "item 1 moves")
    }
}
