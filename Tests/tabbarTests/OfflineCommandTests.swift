import Foundation
import Harness
import TabBarCairo
import TabBarCore
import TabBarDemo
import TestSupport
import XCTest

/// `tabbar render`, `filmstrip`, `gallery` and `list`: no X needed; their PNGs are
/// compared with reviewed goldens.
final class OfflineCommandTests: TemporaryDirectoryTestCase {
    /// Runs tabbar with no display at all, and loads the PNG it wrote.
    func image(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> RasterSurface {
        let output = directory.appendingPathComponent("out.png").path
        let result = try Commands.run(Commands.tabbar, arguments + ["-o", output], display: nil)
        XCTAssertEqual(result.status, 0, result.standardError, file: file, line: line)
        return try RasterSurface(png: output)
    }

    func testRender_DrawsTheFrameAfterASelection() throws {
        let surface = try image(["render", "--select", "2", "--at", "0.6"])
        XCTAssertEqual(surface.width, 390)
        XCTAssertEqual(surface.height, 844)
        Golden.assertMatches(surface, named: "render-select-2-at-0.6")
    }

    func testRender_Scales() throws {
        let surface = try image(["render", "--scale", "2", "--size", "200x300"])
        XCTAssertEqual(surface.width, 400)
        XCTAssertEqual(surface.height, 600)
    }

    func testFilmstrip_Animation() throws {
        Golden.assertMatches(try image(["filmstrip", "--animation", "fume", "--frames", "6"]), named: "filmstrip-fume")
    }

    func testFilmstrip_Transition() throws {
        Golden.assertMatches(
            try image(["filmstrip", "--transition", "bubble", "--frames", "5"]), named: "filmstrip-bubble")
    }

    func testFilmstrip_Indicator() throws {
        Golden.assertMatches(
            try image(["filmstrip", "--indicator", "colorful-mask", "--frames", "6"]),
            named: "filmstrip-colorful-mask")
    }

    /// One row per animation that `tabbar list` names, under a header; in every row of an
    /// animation that lasts, some cell differs from another (the row shows it moving). Each
    /// cell's first two columns are left out: cells after the first begin with a rule.
    func testGallery_OneRowPerAnimation() throws {
        let surface = try image(["gallery", "--frames", "5"])
        Golden.assertMatches(surface, named: "gallery")
        let list = try Commands.run(Commands.tabbar, ["list"], display: nil).standardOutput
        let lines = list.components(separatedBy: "\n")
        let start = try XCTUnwrap(lines.firstIndex(of: "animations")) + 1
        let names = lines[start...].prefix { $0.hasPrefix(" ") }
        XCTAssertFalse(names.isEmpty)
        let cell = (width: 96, height: 97), header = 24, labels = 110
        XCTAssertEqual(surface.height, header + cell.height * names.count, "one row for each of \(names.count)")
        XCTAssertEqual(surface.width, labels + cell.width * 5)
        for (row, name) in names.enumerated() {
            let animation = try XCTUnwrap(ItemAnimationCatalog.demo.make(name.trimmingCharacters(in: .whitespaces)))
            guard animation.duration > 0 else { continue }
            let top = header + row * cell.height
            let moves = (1..<5).contains { column in
                (0..<cell.height).contains { y in
                    (2..<cell.width).contains { x in
                        surface.pixel(x: labels + x, y: top + y)
                            != surface.pixel(x: labels + column * cell.width + x, y: top + y)
                    }
                }
            }
            XCTAssertTrue(moves, "row \(row) (\(name)) shows its animation moving")
        }
    }

    func testList_GroupsEveryName() throws {
        let result = try Commands.run(Commands.tabbar, ["list"], display: nil)
        XCTAssertEqual(result.status, 0)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(
            lines.filter { !$0.hasPrefix(" ") }, ["animations", "indicators", "transitions", "devices", "demos"])
        for name in [
            "  bounce", "  curl-down", "  jelly", "  colorful-mask", "  pill", "  bubble", "  move", "  slide",
        ] {
            XCTAssertTrue(lines.contains(name), name)
        }
    }

    func testBadInput_IsAOneLineUsageError() throws {
        for arguments in [
            ["render"], ["filmstrip", "--animation", "bonce", "-o", "x.png"],
            ["filmstrip", "--transition", "spin", "-o", "x.png"], ["filmstrip", "-o", "x.png"],
            ["render", "--select", "7", "-o", "x.png"], ["list", "extra"],
        ] {
            let result = try Commands.run(Commands.tabbar, arguments, display: nil, directory: directory.path)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.standardError)")
            XCTAssertTrue(result.standardError.hasPrefix("tabbar: error: "), result.standardError)
            XCTAssertEqual(result.standardError.filter { $0 == "\n" }.count, 1, result.standardError)
        }
    }
}
