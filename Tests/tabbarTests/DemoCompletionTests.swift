import Foundation
import Harness
import TestSupport
import XCTest

/// A demo added after the build (README's quick start copies one into assets/demos) is offered
/// by the completions: their names come from `tabbar list` as Tab is pressed, never from the
/// generated file.
final class DemoCompletionTests: TemporaryDirectoryTestCase {
    func testBash_OffersTheDemosThereAreWhenTabIsPressed() throws {
        let assets = directory.appendingPathComponent("assets").path
        try FileManager.default.createDirectory(atPath: assets + "/demos", withIntermediateDirectories: true)
        let shipped = Repository.root().appendingPathComponent("assets").path
        try FileManager.default.copyItem(atPath: shipped + "/demo.json", toPath: assets + "/demo.json")
        try FileManager.default.copyItem(atPath: shipped + "/demos/rdv.json", toPath: assets + "/demos/mine.json")
        let bash = try BashCompletion()
        XCTAssertEqual(try bash.complete(["render", "--demo", ""], in: directory.path), ["mine"])
        XCTAssertEqual(try bash.complete(["--demo", "mi"], in: directory.path), ["mine"])
        XCTAssertEqual(try bash.complete(["--demo", "rd"], in: directory.path), [])
    }

    /// zsh too: the demos `tabbar list` names where zsh runs (the repository's, here).
    func testZsh_OffersTheDemosTabbarListNames() throws {
        let zsh = ZshCompletion()
        try XCTSkipUnless(zsh.isInstalled, "zsh is not installed (make deps installs it)")
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        setenv("PATH", Commands.productsDirectory.path + ":" + path, 1)
        defer { setenv("PATH", path, 1) }
        let list = try Commands.run(Commands.tabbar, ["list"]).standardOutput.components(separatedBy: "\n")
        let demos = list.drop { $0 != "demos" }.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertTrue(demos.contains("rdv"), "\(demos)")
        XCTAssertEqual(try zsh.complete(["render", "--demo", ""]), demos.filter { !$0.isEmpty }.sorted())
    }
}
