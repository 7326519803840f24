import Foundation
import Harness
import TabBarCore
import TabBarKit
import TabBarReview
import TabBarReviewWindow
import TabBarX11
import TestSupport
import XCTest

/// The full `tabbar` window opened by a program of its own (issue 13, item 1): a QA script
/// and a report as options, under a private Xvfb, in this process. The script's own clock
/// ends the run; the trace observer sees what `--trace` would print.
final class ReviewWindowTests: TemporaryDirectoryTestCase {
    private func run(script json: String, report: String) throws -> (ExitCode, [TraceEvent]) {
        try withPrivateDisplay { _ in try runWindow(script: json, report: report) }
    }

    private func runWindow(script json: String, report: String) throws -> (ExitCode, [TraceEvent]) {
        var options = ReviewWindow.Options()
        options.scale = 1
        options.fixedStep = true
        // A bound only: the script ends the run long before.
        options.exitAfter = 30
        options.script = try QAScript.decode(
            try JSONParser.parse(json), file: "review.json", baseDirectory: directory.path)
        options.reportPath = report
        let trace = TraceWriter(isEnabled: false)
        var events: [TraceEvent] = []
        trace.observer = { events.append($0) }
        let configuration = AppConfiguration(tabs: (0..<4).map { TabItem(title: "Tab \($0)") })
        let code = ReviewWindow.run(configuration, options: options, trace: trace)
        return (code, events)
    }

    func testScriptAndReport_RunInTheLibrarysWindow() throws {
        let report = directory.appendingPathComponent("report.xml").path
        let (code, events) = try run(
            script: #"{"steps": [{"click": {"item": 2}}, {"wait": 0.5}, {"assert": {"selected": 2}}]}"#,
            report: report)
        XCTAssertEqual(code, .success)
        XCTAssertTrue(events.contains { if case .ready = $0 { true } else { false } }, "a frame reached the window")
        XCTAssertTrue(
            events.contains { if case .select(0, 2, .script) = $0 { true } else { false } }, "\(events.prefix(20))")
        XCTAssertTrue(events.contains(.assertion(ok: true, expected: 2, actual: 2)))
        XCTAssertTrue(events.contains(.scriptEnd(failures: 0)))
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        XCTAssertTrue(xml.contains("review.json"), xml)
        XCTAssertFalse(xml.contains("<failure"), xml)
    }

    func testFailingAssert_EndsWithTheScriptCodeAndAFailureInTheReport() throws {
        let report = directory.appendingPathComponent("report.xml").path
        let (code, events) = try run(
            script: #"{"steps": [{"click": {"item": 1}}, {"assert": {"selected": 3}}]}"#, report: report)
        XCTAssertEqual(code, .script)
        XCTAssertTrue(events.contains(.scriptEnd(failures: 1)))
        XCTAssertTrue(try String(contentsOfFile: report, encoding: .utf8).contains("<failure"))
    }
}
