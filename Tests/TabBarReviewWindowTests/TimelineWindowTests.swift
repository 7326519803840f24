import Foundation
import TabBarCairo
import TabBarKit
import TabBarLoading
import TabBarReview
import TabBarX11
import TestSupport
import XCTest

@testable import TabBarCore
@testable import TabBarReviewWindow

/// The timeline panel in the review window, on a fake event loop: the scrubbed frame is the
/// one `tabbar render --at` draws, edits replay and save byte for byte, a refused edit and an
/// unwritable file keep the window as it was, and an open panel at rest draws nothing.
final class TimelineWindowTests: TemporaryDirectoryTestCase {
    var events: [TraceEvent] = []
    private var resizes: [(Int, Int)] = []
    var config: URL!
    let renderer = SceneRenderer()

    /// A configuration with durations on every tab; `navigation` is added to it.
    func writeConfig(navigation: String = "") throws {
        let icons = Repository.root().appendingPathComponent("assets/icons").path
        let tabs = ["home", "live", "follow", "profile"].enumerated().map { index, icon in
            #"    { "title": "T\#(index)", "icon": "\#(icons)/\#(icon).png", "animation": "bounce", "duration": 0.5 }"#
        }
        let text =
            "{\n  \"bar\": { \"indicator\": \"colorful-mask\" },\(navigation)\n  \"tabs\": [\n"
            + tabs.joined(separator: ",\n") + "\n  ]\n}\n"
        config = directory.appendingPathComponent("timeline.json")
        try text.write(to: config, atomically: true, encoding: .utf8)
    }

    func makeWindow() throws -> (ReviewSession, FakeEventLoop) {
        let configuration = try ConfigurationFile.load(
            config.path, catalog: .demo, pages: .demo, images: renderer.images)
        let controller = TabBarController(
            configuration: configuration, viewport: Size(width: 390, height: 844), measurer: renderer.text)
        let trace = TraceWriter(isEnabled: false)
        trace.observer = { [unowned self] in events.append($0) }
        var options = ReviewWindow.Options()
        options.reloader = ConfigReloader(path: config.path, catalog: .demo, pages: .demo)
        options.timeline = true
        let driver = ReviewWindow.session(
            controller, pipeline: FramePipeline(renderer: renderer), trace: trace, options: options,
            resizeWindow: { [unowned self] in resizes.append(($0, $1)) })
        let loop = FakeEventLoop(client: driver.host, width: 850, height: 844)
        try loop.runUntilIdle()
        return (driver, loop)
    }

    func tap(_ index: Int, _ driver: ReviewSession, _ loop: FakeEventLoop) throws {
        let point = driver.controller.layout.items[index].frame.center
        loop.send(.pointerDown(point, button: .primary))
        loop.send(.pointerUp(point, button: .primary))
        try loop.runUntilIdle()
    }

    func key(_ character: Character, _ loop: FakeEventLoop, times: Int = 1) {
        for _ in 0..<times { loop.send(.key(.character(character), modifiers: [])) }
    }

    func timeline(_ action: String) -> [TimelineTrace] {
        events.compactMap { if case .timeline(let line) = $0, line.action == action { line } else { nil } }
    }

    func text(_ line: TimelineTrace?, _ key: String) -> String? {
        guard case .text(let text)? = line?.fields.first(where: { $0.key == key })?.value else { return nil }
        return text
    }

    func testScrubToATenthOfASecond_ShowsTheFrameRenderDrawsThere() throws {
        try writeConfig()
        let (driver, loop) = try makeWindow()
        XCTAssertEqual(driver.controller.layout.viewport, Size(width: 390, height: 844), "the bar's area stays")
        try tap(2, driver, loop)
        XCTAssertEqual(timeline("row").map { text($0, "name") }, ["item 2 select", "indicator"])
        key("{", loop, times: 8)
        key("]", loop, times: 6)
        guard case .scrub(let offset, _)? = events.last(where: { if case .scrub = $0 { true } else { false } }) else {
            return XCTFail("no scrub line")
        }
        XCTAssertEqual(offset, 0.1, accuracy: 1e-9)
        XCTAssertTrue(try loop.tick())
        // What `tabbar render --select 2 --at 0.1` draws: the headless window, tapped, six frames on.
        let headless = HeadlessWindow(
            configuration: driver.controller.configuration, viewport: Size(width: 390, height: 844),
            measurer: renderer.text)
        headless.settle()
        headless.send(try XCTUnwrap(MotionRecipe.tap(item: 2, in: headless.controller)))
        var frame = headless.drawFrame()
        for _ in 0..<6 { frame = headless.drawFrame() }
        let expected = try RasterSurface(width: 390, height: 844)
        renderer.render(frame.scene, on: expected, scale: 1, exact: true)
        let window = try loop.surface(over: loop.latestBuffer)
        var differing = 0
        for y in 0..<844 {
            for x in 0..<390 where window.pixel(x: x, y: y) != expected.pixel(x: x, y: y) { differing += 1 }
        }
        XCTAssertEqual(differing, 0, "pixels of the bar's area that differ from render's")

        // And the frame is in motion: not the resting picture.
        let rest = try RasterSurface(width: 390, height: 844)
        renderer.render(headless.settle().last?.scene ?? frame.scene, on: rest, scale: 1, exact: true)
        XCTAssertNotEqual(rest.pixel(x: 244, y: 810), expected.pixel(x: 244, y: 810))
    }

    func testEdit_ReplaysAtOnce_AndSaveChangesExactlyThatValue() throws {
        try writeConfig()
        let (driver, loop) = try makeWindow()
        let before = try String(contentsOf: config, encoding: .utf8)
        try tap(2, driver, loop)
        loop.send(.key(.down, modifiers: []))
        key("+", loop)
        XCTAssertEqual(text(timeline("edit").last, "value"), "0.51")
        XCTAssertEqual(timeline("replay").count, 1, "the edit replays")
        try loop.runUntilIdle()
        XCTAssertEqual(driver.controller.configuration.tabs[2].animation.duration, 0.51)
        XCTAssertEqual(try String(contentsOf: config, encoding: .utf8), before, "nothing written before S")
        key("S", loop)
        XCTAssertEqual(timeline("save").count, 1)
        let after = try String(contentsOf: config, encoding: .utf8)
        let expected = before.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.contains("\"T2\"") ? line.replacingOccurrences(of: "0.5 }", with: "0.51 }") : String(line)
        }.joined(separator: "\n")
        XCTAssertEqual(after, expected, "the file's only change is tab 2's duration")
        XCTAssertNotEqual(after, before)
    }

    func testUnwritableFile_KeepsTheEditInMemory_AndSaysWhy() throws {
        try writeConfig()
        let (driver, loop) = try makeWindow()
        try tap(2, driver, loop)
        loop.send(.key(.down, modifiers: []))
        key("+", loop)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: config.path)
        let before = try Data(contentsOf: config)
        key("S", loop)
        XCTAssertEqual(text(timeline("save-failed").last, "reason"), "it is read-only")
        XCTAssertEqual(try Data(contentsOf: config), before)
        XCTAssertEqual(driver.timeline?.panel.unsavedEdits, 1)
        XCTAssertEqual(driver.controller.configuration.tabs[2].animation.duration, 0.51, "the edit plays on")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: config.path)
        key("S", loop)
        XCTAssertTrue(try String(contentsOf: config, encoding: .utf8).contains("\"duration\": 0.51"))
        try FileManager.default.removeItem(at: config)
        key("+", loop)
        key("S", loop)
        XCTAssertEqual(text(timeline("save-failed").last, "reason"), "the file is gone")
        XCTAssertEqual(driver.controller.configuration.tabs[2].animation.duration, 0.52)
    }

    func testRefusedEdit_KeepsTheWindow_AndSaysTheDecodersWords() throws {
        try writeConfig(navigation: #"\#n  "navigation": { "tab": "slide", "spring": true, "damping": 0.1 },"#)
        let (driver, loop) = try makeWindow()
        try tap(2, driver, loop)
        let rows = timeline("row").map { text($0, "name") }
        XCTAssertTrue(rows.contains("tab transition"), "\(rows)")
        key("d", loop)
        XCTAssertEqual(text(timeline("edit").last, "value"), "0.05")
        try loop.runUntilIdle()
        let controller = driver.controller
        key("d", loop)
        let refusal = try XCTUnwrap(timeline("refuse").last)
        XCTAssertEqual(text(refusal, "key"), "navigation.damping")
        XCTAssertTrue(text(refusal, "reason")?.contains("timeline.json:3:") ?? false, "\(refusal)")
        XCTAssertTrue(text(refusal, "reason")?.contains("navigation.damping") ?? false, "\(refusal)")
        XCTAssertTrue(driver.controller === controller, "the refused edit changed nothing")
        XCTAssertEqual(driver.timeline?.panel.model.message, text(refusal, "reason"))
    }

    func testOpenPanelAtRest_DrawsNothing_AndReplayAndSpeedChipsPlayItAgain() throws {
        try writeConfig()
        let (driver, loop) = try makeWindow()
        key("r", loop)
        key("]", loop)
        XCTAssertEqual(
            timeline("nothing").map { text($0, "for") }, ["replay", "scrub"], "nothing to play yet, and said")
        try tap(1, driver, loop)
        // Once at rest, one frame shows the lanes sampled; then nothing.
        XCTAssertEqual(try loop.runUntilIdle(), 1)
        XCTAssertEqual(try loop.runUntilIdle(), 0, "an open panel at rest wakes nothing")
        XCTAssertNil(driver.host.nextWakeTime(after: loop.now))
        let begins = events.filter { if case .animation(let a) = $0 { a.phase == .begin } else { false } }.count
        key("x", loop)
        XCTAssertEqual(driver.pipeline.clock.slowFactor, 4)
        key("r", loop)
        XCTAssertGreaterThan(try loop.runUntilIdle(), 30, "the replay plays, a quarter as fast")
        let again = events.filter { if case .animation(let a) = $0 { a.phase == .begin } else { false } }.count
        XCTAssertEqual(again, begins * 2)
        XCTAssertEqual(timeline("row").count, 4, "the replay's rows traced again once at rest")
    }

    func testClosingWithUnsavedEdits_AsksFirst_AndDiscardGoesBackToTheFile() throws {
        try writeConfig()
        let (driver, loop) = try makeWindow()
        try tap(2, driver, loop)
        loop.send(.key(.down, modifiers: []))
        key("-", loop)
        key("T", loop)
        XCTAssertEqual(timeline("confirm").count, 1)
        XCTAssertTrue(driver.timeline?.isOpen ?? false)
        loop.send(.key(.escape, modifiers: []))
        XCTAssertEqual(timeline("stay").count, 1)
        key("T", loop)
        key("n", loop)
        XCTAssertEqual(timeline("discard").count, 1)
        XCTAssertFalse(driver.timeline?.isOpen ?? true)
        XCTAssertEqual(driver.controller.configuration.tabs[2].animation.duration, 0.5)
        XCTAssertEqual(resizes.last.map { [$0.0, $0.1] }, [390, 844], "the window shrinks back to the bar's area")
    }

    func testCurveHandleKeys_WriteTheTweensBezier() throws {
        try writeConfig(navigation: #"\#n  "navigation": { "tab": "slide" },"#)
        let (driver, loop) = try makeWindow()
        try tap(2, driver, loop)
        let rows = timeline("row").map { text($0, "name") }
        let row = try XCTUnwrap(rows.firstIndex(of: "tab transition"))
        for _ in 0...row { loop.send(.key(.down, modifiers: [])) }
        key("e", loop)
        key("l", loop)
        XCTAssertEqual(text(timeline("edit").last, "key"), "navigation.curve")
        XCTAssertEqual(driver.controller.configuration.navigation.timing.curve, .cubic(CubicBezier(0.47, 0, 0.58, 1)))
        try loop.runUntilIdle()
        key("S", loop)
        let saved = try String(contentsOf: config, encoding: .utf8)
        XCTAssertTrue(
            saved.contains(#""navigation": { "tab": "slide", "curve": "cubic-bezier(0.47, 0, 0.58, 1)" },"#), saved)
    }
}
