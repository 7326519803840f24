import Foundation
import Harness
import TabBarCairo
import TestSupport
import XCTest

/// `tabbar plot`: lanes sampled from the window's scenes, drawn by the project's renderer
/// and compared with reviewed goldens, or written as CSV.
final class PlotCommandTests: TemporaryDirectoryTestCase {
    func plot(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> RasterSurface {
        let output = directory.appendingPathComponent("curves.png").path
        let result = try Commands.run(Commands.tabbar, ["plot"] + arguments + ["-o", output], display: nil)
        XCTAssertEqual(result.status, 0, result.standardError, file: file, line: line)
        return try RasterSurface(png: output)
    }

    /// Item 0 bounces while the colourful mask slides over from item 1 and the pages cut:
    /// every lane is a node's property that changes, in the order the scene draws them.
    func testBounce_OneLanePerMovingProperty() throws {
        Golden.assertMatches(try plot(["--animation", "bounce"]), named: "plot-bounce")
    }

    func testColorfulMask_LeftAndRightEdges() throws {
        Golden.assertMatches(try plot(["--indicator", "colorful-mask"]), named: "plot-colorful-mask")
    }

    /// A flip's turn, with its velocity under it.
    func testFlipWithVelocity() throws {
        Golden.assertMatches(
            try plot(["--animation", "flip-left", "--item", "1", "--velocity"]), named: "plot-flip-left-velocity")
    }

    func testCSV_IsWrittenInsteadOfAPNG() throws {
        let output = directory.appendingPathComponent("lanes.csv").path
        let result = try Commands.run(
            Commands.tabbar, ["plot", "--transition", "push", "--format", "csv", "--velocity", "-o", output])
        XCTAssertEqual(result.status, 0, result.standardError)
        let text = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertTrue(
            text.hasPrefix("time,tab 0 page 1 x,tab 0 page 1 x velocity,tab 0 page 1 opacity,"),
            String(text.prefix(200)))
    }

    func testBadFormat_IsAUsageError() throws {
        let result = try Commands.run(
            Commands.tabbar,
            ["plot", "--animation", "bounce", "--format", "svg", "-o", directory.appendingPathComponent("x").path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.standardError.contains(#"plot: unknown format "svg"; valid: png, csv"#), result.standardError)
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
