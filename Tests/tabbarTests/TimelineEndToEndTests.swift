import Foundation
import Harness
import TabBarCairo
import TestSupport
import XCTest

/// The timeline panel in the real window under Xvfb: a script opens it and scrubs, and the
/// window shows what `tabbar render --at` draws; a dragged duration saves as exactly that
/// value, which `--watch` reloads; a read-only file keeps the edit and says so.
final class TimelineEndToEndTests: TemporaryDirectoryTestCase {
    /// The demo with absolute icon paths and a duration on every tab.
    func writeConfig() throws -> URL {
        let root = Repository.root()
        let text = try String(contentsOf: root.appendingPathComponent("assets/demo.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"icons/", with: "\"\(root.path)/assets/icons/")
            .replacingOccurrences(
                of: "\"animation\": \"bounce\" }", with: "\"animation\": \"bounce\", \"duration\": 0.5 }")
        let url = directory.appendingPathComponent("motion.json")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// `text` with the duration of the tab titled `title` (0.5) written as `duration`, nothing else changed.
    static func setting(_ text: String, tab title: String, duration: String) -> String {
        guard let tab = text.range(of: "\"\(title)\""),
            let value = text.range(of: "\"duration\": 0.5", range: tab.upperBound..<text.endIndex)
        else { return text }
        return text.replacingCharacters(in: value, with: "\"duration\": \(duration)")
    }

    func isTimeline(_ action: String) -> ([String: Any]) -> Bool {
        TraceProcess.event("timeline", ["action": action])
    }

    func testScript_OpensThePanelAndScrubs_AndTheWindowShowsWhatRenderDrawsThere() throws {
        let config = try writeConfig()
        let render = directory.appendingPathComponent("render.png").path
        let rendered = try Commands.run(
            Commands.tabbar, ["render", "--config", config.path, "--select", "2", "--at", "0.1", "-o", render])
        XCTAssertEqual(rendered.status, 0, rendered.standardError)
        let keys = Array(repeating: #"{"key": "{"}"#, count: 10) + Array(repeating: #"{"key": "]"}"#, count: 6)
        let steps =
            [#"{"key": "T"}"#, #"{"wait": 0.2}"#, #"{"click": {"item": 2}}"#, #"{"wait": 1.4}"#] + keys + [
                #"{"wait": 0.2}"#,
                #"{"assert": {"screenshot": {"path": "render.png", "maxDiffPixels": 0, "threshold": 0}}}"#,
                #"{"wait": 3}"#,
            ]
        let script = directory.appendingPathComponent("scrub.json")
        try "{\"steps\": [\n\(steps.joined(separator: ",\n"))\n]}".write(to: script, atomically: true, encoding: .utf8)
        // Drawn from scratch as render draws (`TABBAR_NO_LAYERS`): the layered renderer's pictures
        // stay within the tolerances `LayerCacheTests` states, not bit for bit.
        let session = try WindowSession(
            arguments: ["--config", config.path, "--fixed-step", "--script", script.path],
            environment: ["TABBAR_NO_LAYERS": "1"])
        defer { session.close() }
        let open = try session.app.waitForEvent(isTimeline("open")).event
        XCTAssertEqual(open["width"] as? Int, 850, "the window grows by the panel")
        let scrub = try session.app.waitForEvent { $0["event"] as? String == "scrub" && $0["t_ms"] as? Int == 100 }
        // The script's keys came within a frame drawn at the time before them: the next one shows it.
        let frame = try session.app.waitForEvent(after: scrub.index + 1) { $0["event"] as? String == "frame" }
        try session.app.waitForEvent(after: frame.index + 1) { $0["event"] as? String == "frame" }
        let window = try session.screenshot()
        let expected = try RasterSurface(png: render)
        XCTAssertEqual(window.width, 850)
        var differing = 0
        for y in 0..<expected.height {
            for x in 0..<expected.width where window.pixel(x: x, y: y) != expected.pixel(x: x, y: y) { differing += 1 }
        }
        XCTAssertEqual(differing, 0, "pixels of the bar's area unlike render --at 0.1")
        XCTAssertEqual(try session.app.waitForExit(), 0, session.app.standardError)
        XCTAssertTrue(session.app.events.contains(where: TraceProcess.event("assert", ["ok": "true"])))
    }

    func testDraggedDuration_SavesExactlyThatValue_WatchReloads_ReadOnlyKeepsTheEdit() throws {
        let config = try writeConfig()
        let original = try String(contentsOf: config, encoding: .utf8)
        let session = try WindowSession(arguments: ["--config", config.path, "--watch", "--timeline"])
        defer { session.close() }
        var mark = session.app.lineCount
        let (x, y) = session.center(of: 2)
        try session.click(x: x, y: y)
        let row = try session.app.waitForEvent(after: mark) {
            $0["event"] as? String == "timeline" && $0["action"] as? String == "row" && $0["row"] as? Int == 0
        }.event
        XCTAssertEqual(row["key"] as? String, "tabs[2].duration")
        let endX = try XCTUnwrap(row["end_x"] as? Int), rowY = try XCTUnwrap(row["y"] as? Int)
        mark = session.app.lineCount
        try session.xdotool([
            "mousemove", "\(endX)", "\(rowY)", "mousedown", "1", "mousemove", "\(endX + 20)", "\(rowY)", "mousemove",
            "\(endX + 46)", "\(rowY)", "mouseup", "1",
        ])
        let edit = try session.app.waitForEvent(after: mark, isTimeline("edit")).event
        let value = try XCTUnwrap(edit["value"] as? String)
        XCTAssertNotEqual(value, "0.5")
        mark = session.app.lineCount
        try session.xdotool(["key", "S"])
        try session.app.waitForEvent(after: mark, isTimeline("save"))
        try session.app.waitForEvent(after: mark, TraceProcess.event("reload", ["ok": "true"]))
        let saved = try String(contentsOf: config, encoding: .utf8)
        XCTAssertEqual(saved, Self.setting(original, tab: "关注", duration: value), "the diff is that one value")
        // Read-only: the edit stays in memory and a line says why; once writable, it saves.
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: config.path)
        mark = session.app.lineCount
        try session.xdotool(["key", "plus"])
        let second = try XCTUnwrap(
            try session.app.waitForEvent(after: mark, isTimeline("edit")).event["value"] as? String)
        try session.xdotool(["key", "S"])
        let failed = try session.app.waitForEvent(after: mark, isTimeline("save-failed")).event
        XCTAssertEqual(failed["reason"] as? String, "it is read-only")
        XCTAssertEqual(try String(contentsOf: config, encoding: .utf8), saved)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: config.path)
        mark = session.app.lineCount
        try session.xdotool(["key", "S"])
        try session.app.waitForEvent(after: mark, isTimeline("save"))
        XCTAssertEqual(
            try String(contentsOf: config, encoding: .utf8), Self.setting(original, tab: "关注", duration: second))
        XCTAssertEqual(try session.closeWindow(), 0)
        XCTAssertTrue(
            session.app.standardError.contains(
                "tabbar: error: timeline: cannot save \(config.path): it is read-only; the edits stay in memory"),
            session.app.standardError)
    }
}
