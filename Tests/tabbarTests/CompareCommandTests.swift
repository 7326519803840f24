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

/// Issue 40: `compare` printed counts that did not match its picture once the strip wrapped
/// onto a second row ("0.500 s: 16583 pixels differ" under a cell with no red at all). Each
/// count is now the red of its own frame's cell, read here from the PNG.
final class CompareCountTests: TemporaryDirectoryTestCase {
    /// The window's cell (390 × 844), five a row (strips wrap at 2000 px), under 18 px labels.
    static let cell = (width: 390, height: 844), columns = 5, label = 18, band = 18
    static let red: UInt32 = 0xFFE1_1D48

    func compare(_ a: String, _ b: String, frames: Int) throws -> (counts: [Int], red: [Int]) {
        let output = directory.appendingPathComponent("cmp-\(frames).png").path
        let result = try Commands.run(
            Commands.tabbar, ["compare", a, b, "--transition", "move", "--frames", "\(frames)", "-o", output],
            display: nil)
        XCTAssertEqual(result.status, 0, result.standardError)
        let counts = result.standardOutput.split(separator: "\n").compactMap { line in
            line.split(separator: " ").dropLast(2).last.flatMap { Int($0) }
        }
        let picture = try RasterSurface(png: output)
        let rows = (frames + Self.columns - 1) / Self.columns
        let strip = rows * (Self.cell.height + Self.label)
        // Bands above A, B and the difference row; the difference row starts under both strips.
        let top = 3 * Self.band + 2 * strip
        let red = (0..<frames).map { i in
            let x0 = (i % Self.columns) * Self.cell.width,
                y0 = top + (i / Self.columns) * (Self.cell.height + Self.label)
            return picture.withPixels { pixels in
                var count = 0
                for y in y0..<(y0 + Self.cell.height) {
                    let row = pixels.advanced(by: y * picture.bytesPerRow).assumingMemoryBound(to: UInt32.self)
                    for x in x0..<(x0 + Self.cell.width) where row[x] == Self.red { count += 1 }
                }
                return count
            } ?? -1
        }
        return (counts, red)
    }

    func testMoveAtTwoDurations_EachCountIsItsCellsRed() throws {
        let hyb = HeadlessEqualsWindowTests.asset("demos/hyb-transitions.json")
        let slower = try DemoConfigCopy.write("demos/hyb-transitions.json", as: "slower.json", into: directory) {
            var navigation = $0["navigation"] as? [String: Any] ?? [:]
            navigation["duration"] = 0.8
            $0["navigation"] = navigation
        }
        // `make check` plays 6 frames; `make test` 6 and 11 (two rows, then three).
        for frames in TestTier.sample([6, 11], stride: 2) {
            let (counts, red) = try compare(hyb, slower, frames: frames)
            XCTAssertEqual(counts, red, "\(frames) frames: each printed count is its cell's red")
            XCTAssertEqual(counts.first, 0, "both start from the same grid")
            XCTAssertEqual(counts.last, 0, "both rest on the same detail")
            XCTAssertGreaterThan(counts.max() ?? 0, 10000, "\(frames) frames: the two durations part mid-way")
        }
    }

    func testSameConfiguration_EveryCountIsZero() throws {
        try TestTier.fullOnly("a comparison of the demo with itself, frame by frame")
        let hyb = HeadlessEqualsWindowTests.asset("demos/hyb-transitions.json")
        for frames in [6, 11] {
            let (counts, red) = try compare(hyb, hyb, frames: frames)
            XCTAssertEqual(counts, Array(repeating: 0, count: frames))
            XCTAssertEqual(red, Array(repeating: 0, count: frames))
        }
    }
}
