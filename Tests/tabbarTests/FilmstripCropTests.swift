import Harness
import TabBarCairo
import TabBarReview
import TestSupport
import XCTest

/// Issue 10 item 11: `filmstrip --crop item|bar|window` shows the region `animate --crop`
/// shows, and `--onion` overlays every frame in one tile.
final class FilmstripCropTests: TemporaryDirectoryTestCase {
    func strip(_ arguments: [String]) throws -> RasterSurface {
        let output = directory.appendingPathComponent(UUID().uuidString + ".png").path
        let result = try Commands.run(Commands.tabbar, ["filmstrip"] + arguments + ["-o", output])
        XCTAssertEqual(result.status, 0, result.standardError)
        return try RasterSurface(png: output)
    }

    func testCrop_SetsEachFramesRegion() throws {
        // The frame labels under each row, and the header naming the motion above the strip.
        let labels = 18 + Int(FilmStripHeader.height)
        // The bar: the 390 px window's width, the 49 px bar and 40 px above it, one row of 3.
        let bar = try strip(["--animation", "bounce", "--crop", "bar", "--frames", "3"])
        XCTAssertEqual(bar.width, 3 * 390)
        XCTAssertEqual(bar.height, 49 + 40 + labels)
        // The window, at half size: 195 × 422 per frame.
        let window = try strip(["--indicator", "colorful-mask", "--crop", "window", "--frames", "3"])
        XCTAssertEqual(window.width, 3 * 195)
        XCTAssertEqual(window.height, 422 + labels)
    }

    func testCropItem_NeedsAnAnimation_AndUnknownCropsAreRejected() throws {
        let output = directory.appendingPathComponent("x.png").path
        let item = try Commands.run(
            Commands.tabbar, ["filmstrip", "--transition", "push", "--crop", "item", "-o", output])
        XCTAssertEqual(item.status, 2)
        let unknown = try Commands.run(
            Commands.tabbar, ["filmstrip", "--animation", "bounce", "--crop", "zz", "-o", output])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.standardError.contains("item, bar, window"), unknown.standardError)
    }

    func testOnion_IsOneTile() throws {
        let rows = try strip(["--transition", "push", "--frames", "6"])
        let onion = try strip(["--transition", "push", "--frames", "6", "--onion"])
        // One cell instead of six (widened only for its header).
        XCTAssertEqual(rows.width, 6 * 195)
        XCTAssertLessThan(onion.width, 2 * 195, "one cell instead of six")
        XCTAssertEqual(onion.height, rows.height)
    }
}
