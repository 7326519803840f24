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

/// What a new user's review of the panel found (issue 42): a script sees the panel as a
/// person does (lanes drawn, the scrubbed instant in its screenshots), an edit replays a
/// push, and a tap after a scrub plays a new interaction.
extension TimelineWindowTests {
    private func script(_ json: String) throws -> ScriptRun {
        ScriptRun(try QAScript.decode(try JSONParser.parse(json), file: "test.json", baseDirectory: directory.path))
    }

    /// Ticks until the driver's script ends (at most `limit` ticks) and returns its code.
    private func runScript(_ driver: ReviewSession, on loop: FakeEventLoop, limit: Int = 900) throws -> ExitCode? {
        for _ in 0..<limit {
            if let code = driver.host.exitCode(at: loop.now) { return code }
            try loop.tick()
        }
        return nil
    }

    /// What `tabbar render --select 2 --at` draws `frames` frames after the tap on item 2.
    private func rendered(item: Int, frames: Int, _ driver: ReviewSession) throws -> RasterSurface {
        let headless = HeadlessWindow(
            configuration: driver.controller.configuration, viewport: Size(width: 390, height: 844),
            measurer: renderer.text)
        headless.settle()
        headless.send(try XCTUnwrap(MotionRecipe.tap(item: item, in: headless.controller)))
        var frame = headless.drawFrame()
        for _ in 0..<frames { frame = headless.drawFrame() }
        let expected = try RasterSurface(width: 390, height: 844)
        renderer.render(frame.scene, on: expected, scale: 1, exact: true)
        return expected
    }

    private func differing(_ a: RasterSurface, _ b: RasterSurface) -> Int {
        var count = 0
        for y in 0..<min(a.height, b.height) {
            for x in 0..<min(a.width, b.width) where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { count += 1 }
        }
        return count + abs(a.width * a.height - b.width * b.height)
    }

    func testScript_SeesTheLanes_AndScreenshotsTheScrubbedInstant() throws {
        try writeConfig()
        let (driver, loop) = try makeWindow()
        var lanesAtScreenshot: [Bool] = []
        let observer = driver.trace.observer
        driver.trace.observer = { event in
            observer?(event)
            if case .screenshot = event {
                lanesAtScreenshot.append(!(driver.timeline?.panel.model.lanes.isEmpty ?? true))
            }
        }
        let scrubs = Array(repeating: #"{"key": "{"}"#, count: 8) + Array(repeating: #"{"key": "]"}"#, count: 6)
        driver.scripts.run = try script(
            #"{"steps": [{"click": {"item": 2}}, {"waitFor": "idle"}, {"key": "Down"}, {"key": "e"}, "#
                + #"{"screenshot": "lanes.png"}, "# + scrubs.joined(separator: ", ")
                + #", {"screenshot": "scrubbed.png"}]}"#)
        XCTAssertEqual(try runScript(driver, on: loop), .success)
        XCTAssertEqual(lanesAtScreenshot, [true, true], "the lanes are sampled before the steps after idle")
        XCTAssertFalse(timeline("row").isEmpty, "the rows at rest are traced in a script too")
        guard case .scrub(let offset, _)? = events.last(where: { if case .scrub = $0 { true } else { false } }) else {
            return XCTFail("no scrub line")
        }
        XCTAssertEqual(offset, 0.1, accuracy: 1e-9)
        let shot = try RasterSurface(png: directory.appendingPathComponent("scrubbed.png").path)
        XCTAssertEqual(differing(shot, try rendered(item: 2, frames: 6, driver)), 0, "the screenshot is the scrub's")
    }

    /// Tab 0 opens a grid whose cards push with a tween, so its curve can be edited.
    private func writePushConfig() throws {
        let icons = Repository.root().appendingPathComponent("assets/icons").path
        let tabs = ["home", "live", "follow", "profile"].enumerated().map { index, icon in
            #"    { "title": "T\#(index)", "icon": "\#(icons)/\#(icon).png", "page": { "kind": "grid", "title": "G\#(index)" } }"#
        }
        let text =
            "{\n  \"navigation\": { \"push\": \"push\", \"duration\": 0.4 },\n  \"tabs\": [\n"
            + tabs.joined(separator: ",\n") + "\n  ]\n}\n"
        config = directory.appendingPathComponent("timeline.json")
        try text.write(to: config, atomically: true, encoding: .utf8)
    }

    func testEditAfterAPush_ReplaysThePush() throws {
        try writePushConfig()
        let (driver, loop) = try makeWindow()
        let card = try XCTUnwrap(driver.controller.rect(of: .card(0), at: driver.pipeline.lastAnimationTime))
        loop.send(.pointerDown(card.center, button: .primary))
        loop.send(.pointerUp(card.center, button: .primary))
        try loop.runUntilIdle()
        XCTAssertEqual(driver.controller.navigator.depth, 2, "the card pushed its page")
        let rows = timeline("row").map { text($0, "name") }
        let row = try XCTUnwrap(rows.firstIndex { $0?.contains("transition") ?? false }, "\(rows)")
        for _ in 0...row { loop.send(.key(.down, modifiers: [])) }
        key("e", loop)
        let edited = events.count
        key("l", loop)
        XCTAssertEqual(text(timeline("edit").last, "key"), "navigation.curve")
        try loop.runUntilIdle()
        let after = events[edited...]
        XCTAssertTrue(
            after.contains { if case .transition(_, .push, .begin, _) = $0 { true } else { false } },
            "the edit plays the push again")
        XCTAssertEqual(driver.controller.navigator.depth, 2, "and ends on the pushed page")
        XCTAssertEqual(timeline("row").map { text($0, "name") }.suffix(rows.count), rows[...], "with its rows")
    }

    func testTapAfterAScrub_ResumesTheClock_AndPlaysANewInteraction() throws {
        try writeConfig()
        let (driver, loop) = try makeWindow()
        try tap(2, driver, loop)
        key("{", loop, times: 8)
        key("]", loop, times: 6)
        XCTAssertTrue(driver.pipeline.clock.isPaused, "a scrub pauses the clock")
        let point = driver.controller.layout.items[1].frame.center
        loop.send(.pointerDown(point, button: .primary))
        loop.send(.pointerUp(point, button: .primary))
        XCTAssertFalse(driver.pipeline.clock.isPaused, "a tap on the bar plays on")
        XCTAssertGreaterThan(try loop.runUntilIdle(), 20, "and its motion plays")
        XCTAssertEqual(
            driver.timeline?.panel.recorder.shown?.inputs.count, 2, "a take of its own: its press and release")
        let rows = timeline("row").suffix(2).map { text($0, "name") }
        XCTAssertTrue(rows.contains("item 1 select"), "\(rows)")
        XCTAssertEqual(driver.controller.selectedIndex, 1)
    }
}
