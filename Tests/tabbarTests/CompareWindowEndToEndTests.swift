import Foundation
import Harness
import TestSupport
import XCTest

/// `tabbar compare A.json B.json`: one window, both halves on the same selection and the same clock.
final class CompareWindowEndToEndTests: XCTestCase {
    func testClicksAndKeys_DriveBothHalves() throws {
        let demo = Repository.root().appendingPathComponent("assets/demo.json").path
        let rdv = Repository.root().appendingPathComponent("assets/demos/rdv.json").path
        let server = try XvfbServer()
        defer { server.stop() }
        let app = try TraceProcess(
            executable: Commands.tabbar, arguments: ["compare", demo, rdv, "--trace"], display: server.display)
        defer {
            if app.process.isRunning {
                app.process.terminate()
                app.process.waitUntilExit()
            }
        }
        let ready = try app.waitForEvent(named: "ready").event
        XCTAssertEqual(ready["width"] as? Int, 2 * 390, "two halves of 390")
        let window = try XCTUnwrap((ready["window"] as? NSNumber)?.uintValue, "\(ready)")
        let items = try app.waitForEvent(named: "layout").event["items"] as? [[String: Any]] ?? []
        func center(_ index: Int, half: Int) -> [String] {
            let item = items[index]
            let x = (item["x"] as? Double ?? 0) + (item["w"] as? Double ?? 0) / 2 + Double(half * 390)
            let y = (item["y"] as? Double ?? 0) + (item["h"] as? Double ?? 0) / 2
            return ["mousemove", "\(Int(x))", "\(Int(y))", "click", "1"]
        }
        func xdotool(_ arguments: [String]) throws {
            XCTAssertEqual(try Commands.run("xdotool", arguments, display: server.display).status, 0)
        }
        func selections(after mark: Int, to index: Int) throws -> Int {
            try app.waitForEvent(after: mark, TraceProcess.event("select", ["to": "\(index)"]))
            try app.waitForIdle(display: server.display, window: window)
            return app.events.dropFirst(mark).filter(TraceProcess.event("select", ["to": "\(index)"])).count
        }
        var mark = app.lineCount
        try xdotool(center(2, half: 0))
        XCTAssertEqual(try selections(after: mark, to: 2), 2, "a click in A selects item 2 in A and B")
        mark = app.lineCount
        try xdotool(center(1, half: 1))
        XCTAssertEqual(try selections(after: mark, to: 1), 2, "a click in B selects item 1 in both")
        mark = app.lineCount
        try xdotool(["key", "Right"])
        XCTAssertEqual(try selections(after: mark, to: 2), 2, "keys drive both")
        mark = app.lineCount
        try xdotool(["key", "space"])
        try app.waitForEvent(after: mark, TraceProcess.event("clock", ["state": "paused"]))
        let client = try XClient(display: server.display)
        defer { client.close() }
        try client.sendDeleteWindow(ready["window"] as? UInt ?? UInt(ready["window"] as? Int ?? 0))
        XCTAssertEqual(try app.waitForExit(), 0, app.standardError)
    }
}
