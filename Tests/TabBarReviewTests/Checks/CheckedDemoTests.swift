import Foundation
import TabBarCore
import TabBarReview
import TestSupport
import XCTest

/// Issue 42: `tabbar check` passes on every demo configuration: every motion each one
/// configures (in `make check`, one in five) and the interruption sequences the command
/// plays (in `make check`, the first 20).
final class CheckedDemoTests: XCTestCase {
    func testEveryDemo_PassesEveryCheck() throws {
        let demos = try DemoConfiguration.allNames()
        XCTAssertGreaterThan(demos.count, 10)
        for name in demos {
            var configuration = try DemoConfiguration.load(name, catalog: .demo)
            if configuration.reduceMotion { configuration = ReducedMotion.apply(to: configuration) }
            var checker = MotionChecker(
                configuration: configuration, viewport: .defaultWindow, measurer: WindowText.measurer)
            let motions = checker.motions
            XCTAssertGreaterThan(motions.count, 10, name)
            for motion in TestTier.sample(motions, stride: 5) {
                let suite = checker.check(motion)
                if let reason = suite.skipped { XCTFail("\(name): \(suite.name): \(reason)") }
                for finding in suite.cases.compactMap(\.finding) { XCTFail("\(name): \(finding.line)") }
            }
            // What `tabbar check` plays: its 200 sequences of seed 1 (the default checker's);
            // four missed uikit-bounce's 50th. `make check` plays a sample.
            if TestTier.current == .check { checker.interruptions = 20 }
            for finding in checker.checkInterruptions().cases.compactMap(\.finding) {
                XCTFail("\(name): \(finding.line)")
            }
        }
    }

    /// The demos checked are the ones the repository ships: a user's own copy beside them
    /// (README's quick start makes `assets/demos/mine.json`) is theirs to check.
    func testDemoList_IsWhatGitTracks() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tabbar-demos-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: root) }
        let demos = root.appendingPathComponent("assets/demos")
        try FileManager.default.createDirectory(
            at: demos.appendingPathComponent("more"), withIntermediateDirectories: true)
        for name in ["shipped.json", "mine.json", "more/nested.json"] {
            try Data("{}".utf8).write(to: demos.appendingPathComponent(name))
        }
        XCTAssertNil(try DemoConfiguration.trackedFiles(in: "assets/demos", root: root.path), "not a checkout yet")
        for arguments in [["init", "-q"], ["add", "assets/demos/shipped.json", "assets/demos/more/nested.json"]] {
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            git.arguments = ["git", "-C", root.path] + arguments
            try git.run()
            git.waitUntilExit()
            XCTAssertEqual(git.terminationStatus, 0, "\(arguments)")
        }
        XCTAssertEqual(try DemoConfiguration.trackedFiles(in: "assets/demos", root: root.path), ["shipped.json"])
    }
}
