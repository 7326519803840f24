import Foundation
import Harness
import TabBarCairo
import TestSupport
import XCTest

/// `--demo NAME` opens a demo from the assets' demos folder whatever the working directory,
/// where `--config assets/demos/rdv.json` only works inside the checkout; `tabbar list`
/// names the demos.
final class DemoCommandTests: TemporaryDirectoryTestCase {
    /// The demos in the repository's folder, by name.
    var repositoryDemos: [String] {
        let folder = Repository.root().appendingPathComponent("assets/demos").path
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    func testList_NamesEveryDemo() throws {
        let result = try Commands.run(Commands.tabbar, ["list"], display: nil)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        let demos = Array(lines.drop { $0 != "demos" }.dropFirst().prefix { $0.hasPrefix(" ") })
        XCTAssertTrue(repositoryDemos.contains("rdv"))
        XCTAssertEqual(demos, repositoryDemos.map { "  " + $0 })
    }

    func testRender_DemoFromAnotherFolder_IsTheDemosConfiguration() throws {
        let byName = directory.appendingPathComponent("by-name.png").path
        let byPath = directory.appendingPathComponent("by-path.png").path
        let config = Repository.root().appendingPathComponent("assets/demos/rdv.json").path
        let named = try Commands.run(Commands.tabbar, ["render", "--demo", "rdv", "-o", byName], directory: "/")
        XCTAssertEqual(named.status, 0, named.standardError)
        let pathed = try Commands.run(Commands.tabbar, ["render", "--config", config, "-o", byPath], directory: "/")
        XCTAssertEqual(pathed.status, 0, pathed.standardError)
        let a = try RasterSurface(png: byName), b = try RasterSurface(png: byPath)
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: byName)), try Data(contentsOf: URL(fileURLWithPath: byPath)))
        XCTAssertEqual([a.width, a.height], [b.width, b.height])
        // The relative path that only works in the checkout does not work from "/".
        let relative = try Commands.run(
            Commands.tabbar, ["render", "--config", "assets/demos/rdv.json", "-o", byPath], directory: "/")
        XCTAssertEqual(relative.status, 2)
    }

    func testUnknownDemo_OneLineWithTheNearest() throws {
        let result = try Commands.run(Commands.tabbar, ["render", "--demo", "rdb", "-o", "/tmp/never.png"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.hasPrefix("tabbar: error: --demo: unknown demo \"rdb\"; valid: "))
        XCTAssertTrue(result.standardError.hasSuffix("did you mean \"rdv\"? (tabbar list)\n"), result.standardError)
        XCTAssertEqual(result.standardError.filter { $0 == "\n" }.count, 1)
    }

    func testDemoAndConfig_AreAContradiction() throws {
        for arguments in [["--demo", "rdv", "--config", "x.json"], ["--config", "x.json", "--demo", "rdv"]] {
            let window = try Commands.run(Commands.tabbar, arguments + ["--exit-after", "0"])
            XCTAssertEqual(window.status, 2, "\(arguments)")
            XCTAssertTrue(window.standardError.contains("give one"), window.standardError)
            let render = try Commands.run(Commands.tabbar, ["render"] + arguments + ["-o", "/tmp/never.png"])
            XCTAssertEqual(render.status, 2, "\(arguments)")
            XCTAssertTrue(render.standardError.contains("give one"), render.standardError)
        }
    }

    func testWindow_OpensTheDemoFromAnotherFolder() throws {
        let session = try WindowSession(arguments: ["--demo", "es-centre", "--exit-after", "30"], directory: "/")
        defer { session.close() }
        let titles = session.items.compactMap { $0["title"] as? String }
        XCTAssertEqual(titles, ["首页", "发现", "发布", "消息", "我的"])
        XCTAssertEqual(try session.closeWindow(), 0)
    }
}
