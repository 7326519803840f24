import Foundation
import Harness
import TabBarCairo
import TestSupport
import XCTest

/// `tabbar plot`: motion curves drawn by the project's renderer, compared with reviewed goldens.
final class PlotCommandTests: TemporaryDirectoryTestCase {
    func plot(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> RasterSurface {
        let output = directory.appendingPathComponent("curves.png").path
        let result = try Commands.run(Commands.tabbar, ["plot"] + arguments + ["-o", output], display: nil)
        XCTAssertEqual(result.status, 0, result.standardError, file: file, line: line)
        return try RasterSurface(png: output)
    }

    func testBounce_OneLanePerProperty() throws {
        let surface = try plot(["--animation", "bounce"])
        XCTAssertEqual(surface.height, 30 + 5 * 120, "a title and five lanes")
        Golden.assertMatches(surface, named: "plot-bounce")
    }

    func testColorfulMask_LeftAndRightEdges() throws {
        Golden.assertMatches(try plot(["--indicator", "colorful-mask"]), named: "plot-colorful-mask")
    }

    func testBubble_HasACircleLane() throws {
        XCTAssertEqual(try plot(["--transition", "bubble"]).height, 30 + 5 * 120)
    }

    func testUnknownName_IsAUsageErrorWithTheNearestName() throws {
        let result = try Commands.run(
            Commands.tabbar, ["plot", "--transition", "bubbel", "-o", directory.appendingPathComponent("x.png").path],
            display: nil)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains(#"plot: unknown transition "bubbel""#), result.standardError)
        XCTAssertTrue(result.standardError.contains(#"did you mean "bubble"?"#), result.standardError)
    }
}
