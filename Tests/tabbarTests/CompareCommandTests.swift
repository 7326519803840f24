import Foundation
import Harness
import TabBarCairo
import TestSupport
import XCTest

/// `tabbar compare A.json B.json --transition NAME -o cmp.png`: two strips at the same instants and a difference row.
final class CompareCommandTests: TemporaryDirectoryTestCase {
    var demo: String { Repository.root().appendingPathComponent("assets/demo.json").path }

    /// The demo with spring-timed transitions, its asset paths made absolute so it loads from the temporary folder.
    func springDemo() throws -> String {
        let assets = Repository.root().appendingPathComponent("assets").path
        var text = try String(contentsOfFile: demo, encoding: .utf8)
            .replacingOccurrences(of: "\"icons/", with: "\"\(assets)/icons/")
            .replacingOccurrences(of: "\"frames/", with: "\"\(assets)/frames/")
        let close = try XCTUnwrap(text.lastIndex(of: "}"))
        text.replaceSubrange(close...close, with: ", \"navigation\": {\"spring\": true}}")
        let path = directory.appendingPathComponent("spring.json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func compare(_ a: String, _ b: String, _ extra: [String]) throws -> (Commands.Result, String) {
        let output = directory.appendingPathComponent("cmp.png").path
        return (try Commands.run(Commands.tabbar, ["compare", a, b] + extra + ["-o", output], display: nil), output)
    }

    /// "0.125 s: 1234 pixels differ" lines → the counts.
    func counts(_ text: String) -> [Int] {
        text.split(separator: "\n").compactMap { line in line.split(separator: " ").dropLast(2).last.flatMap { Int($0) }
        }
    }

    func testPushVersusSpring_DiffersOnlyInMotion() throws {
        let (result, output) = try compare(
            demo, try springDemo(), ["--transition", "push", "--frames", "4", "--size", "195x422"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let differing = counts(result.standardOutput)
        XCTAssertEqual(differing.count, 4, result.standardOutput)
        XCTAssertEqual(differing.first, 0, "both start on the same page")
        XCTAssertEqual(differing.last, 0, "both come to rest on the same page")
        XCTAssertGreaterThan(differing[1], 1000, "an eased push and a spring are apart mid-way")
        let surface = try RasterSurface(png: output)
        XCTAssertEqual(surface.width, 4 * 195)
        Golden.assertMatches(surface, named: "compare-push-spring")
    }

    func testSameConfiguration_HasNoDifferences() throws {
        let (result, _) = try compare(demo, demo, ["--animation", "bounce", "--frames", "5"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(counts(result.standardOutput), [0, 0, 0, 0, 0])
    }

    func testUsageErrors() throws {
        XCTAssertEqual(try compare(demo, demo, ["--indicator", "colorful-mask"]).0.status, 2)
        let one = try Commands.run(
            Commands.tabbar, ["compare", demo, "--animation", "bounce", "-o", "/tmp/x.png"], display: nil)
        XCTAssertEqual(one.status, 2)
        XCTAssertTrue(one.standardError.contains("compare needs two configurations"), one.standardError)
        let unknown = try compare(demo, demo, ["--animation", "bounse"]).0
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.standardError.contains(#"did you mean "bounce"?"#), unknown.standardError)
    }
}
