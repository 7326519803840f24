import Foundation
import Harness
import TabBarCore
import TabBarMotionReview
import TestSupport
import XCTest

/// The library's review of a motion (`MotionReview`) and `tabbar`'s review commands give the
/// same files for the same motion, byte for byte: a program reviewing its own animation
/// sees what `tabbar filmstrip`, `plot` and `animate` show (which FilmstripTruthTests and
/// HeadlessEqualsWindowTests hold to the real window's frames).
final class MotionReviewAgreementTests: TemporaryDirectoryTestCase {
    func file(_ name: String) -> String { directory.appendingPathComponent(name).path }

    func data(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    /// `tabbar SUBCOMMAND` on item 1's own animation in the demo, writing `output`.
    func tabbar(_ subcommand: String, _ extra: [String], animation: String, output: String) throws {
        let result = try Commands.run(
            Commands.tabbar, [subcommand, "--animation", animation, "--item", "1"] + extra + ["-o", output])
        XCTAssertEqual(result.status, 0, result.standardError)
    }

    func testLibraryAndCommands_WriteTheSameFiles() throws {
        let configuration = try DemoConfiguration.load(catalog: .demo)
        let animation = configuration.tabs[1].animation
        var review = try MotionReview(animation: animation, item: 1, in: configuration)
        review.name = "demo.json"

        try tabbar("filmstrip", [], animation: animation.name, output: file("cli-strip.png"))
        try review.writeFilmStrip(to: file("lib-strip.png"))
        XCTAssertEqual(try data(file("cli-strip.png")), try data(file("lib-strip.png")), "film strip")

        try tabbar("plot", [], animation: animation.name, output: file("cli-plot.png"))
        try review.writePlot(to: file("lib-plot.png"))
        XCTAssertEqual(try data(file("cli-plot.png")), try data(file("lib-plot.png")), "plot")

        try tabbar("plot", ["--format", "csv", "--velocity"], animation: animation.name, output: file("cli.csv"))
        XCTAssertEqual(try String(contentsOfFile: file("cli.csv"), encoding: .utf8), review.plotCSV(velocity: true))

        try tabbar("animate", [], animation: animation.name, output: file("cli.gif"))
        try review.writeGIF(to: file("lib.gif"))
        XCTAssertEqual(try data(file("cli.gif")), try data(file("lib.gif")), "GIF")
    }
}
