import Foundation
import TabBarCairo
import TabBarDemo
import TabBarReview
import TabBarX11
import TestSupport
import XCTest

@testable import TabBarCore
@testable import TabBarKit

/// The window driver on a fake event loop: frames, idleness, input and drawing failures
/// without an X server.
final class WindowDriverTests: XCTestCase {
    private var events: [TraceEvent] = []

    private func makeDriver(
        fixedStep: Bool = false, layers: LayerCache? = nil,
        configuration: AppConfiguration? = nil
    ) throws -> WindowDriver {
        let renderer = SceneRenderer(layers: layers)
        let configuration = try configuration ?? DemoConfiguration.load(catalog: .demo)
        let controller = TabBarController(
            configuration: configuration, viewport: Size(width: 390, height: 844),
            measurer: renderer.text)
        let trace = TraceWriter(isEnabled: false)
        trace.observer = { [unowned self] in events.append($0) }
        return WindowDriver(
            controller: controller, trace: trace,
            pipeline: FramePipeline(renderer: renderer, fixedStep: fixedStep))
    }

    private func tap(_ index: Int, on loop: FakeEventLoop, driver: WindowDriver) {
        let point = driver.controller.layout.items[index].frame.center
        loop.send(.pointerDown(point, button: .primary))
        loop.send(.pointerUp(point, button: .primary))
    }

    private var frameTimes: [Double] {
        events.compactMap { if case .frame(_, let time, _, _) = $0 { time } else { nil } }
    }

    private var animationEnds: [Double] {
        events.compactMap { if case .animation(let a) = $0, a.phase == .end { a.time } else { nil } }
    }

    func testIdleWindow_DrawsItsFirstFrameThenNothing() throws {
        let driver = try makeDriver()
        let loop = FakeEventLoop(client: driver)
        XCTAssertTrue(try loop.tick())
        XCTAssertEqual(try loop.runUntilIdle(), 0)
        XCTAssertTrue(events.contains(.ready(window: 1, width: 390, height: 844, sharedMemory: false)))
        XCTAssertEqual(frameTimes.count, 1)
    }

    /// Pages are drawn ahead only once the window is idle, after its first frame, one per call;
    /// then a tab switch only moves pictures, and an idle window has nothing left to do.
    func testIdleWork_DrawsTheOtherTabsPagesAheadOnePerCall_AfterTheFirstFrame() throws {
        let layers = LayerCache(budget: LayerCache.budget(for: Size(width: 390, height: 844), scale: 1))
        let driver = try makeDriver(layers: layers)
        let loop = FakeEventLoop(client: driver)
        try loop.tick()
        let first = layers.rasterized
        XCTAssertEqual(first, 1, "the first frame draws only the page it shows")
        XCTAssertTrue(driver.idleWork())
        XCTAssertEqual(layers.rasterized, first + 1, "one page per piece of idle work")
        XCTAssertEqual(try loop.runUntilIdle(), 0)
        let opened = driver.controller.pagesOpened(at: loop.now).count
        XCTAssertGreaterThan(opened, 0, "the first tab's page opens a page")
        XCTAssertEqual(layers.rasterized, first + 3 + opened, "the demo's three other tabs, and what a tap opens")
        XCTAssertFalse(driver.idleWork(), "an idle window with every page held has nothing to do")
        let drawnAhead = layers.rasterized
        tap(2, on: loop, driver: driver)
        // The switch's frames, up to the one at rest; the idle work after it draws ahead what
        // a tap on the new tab's page would open.
        for _ in 0..<120 where driver.needsFrame(at: loop.now + AnimationClock.frameDuration) { try loop.tick() }
        XCTAssertFalse(driver.needsFrame(at: loop.now + AnimationClock.frameDuration), "the switch came to rest")
        XCTAssertEqual(driver.controller.selectedIndex, 2)
        XCTAssertEqual(layers.rasterized, drawnAhead, "the switch drew no page")
    }

    func testTap_SelectsAnimatesUntilTheLastAnimationEndsThenGoesIdle() throws {
        let driver = try makeDriver()
        let loop = FakeEventLoop(client: driver)
        try loop.tick()
        tap(1, on: loop, driver: driver)
        let drawn = try loop.runUntilIdle()
        XCTAssertEqual(driver.controller.selectedIndex, 1)
        XCTAssertTrue(events.contains { if case .select(0, 1, _) = $0 { true } else { false } })
        let lastEnd = try XCTUnwrap(animationEnds.max(), "a selection animates")
        // Frames run until the last motion has ended (its end is seen in a frame), and stop then.
        XCTAssertGreaterThan(drawn, 1)
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(frameTimes.last), lastEnd)
        XCTAssertLessThan(try XCTUnwrap(frameTimes.last), lastEnd + 2 * AnimationClock.frameDuration)
        XCTAssertFalse(driver.needsFrame(at: loop.now + 1))
    }

    func testFixedStep_EachFrameIsOneFrameDurationLaterThanTheLast() throws {
        let driver = try makeDriver(fixedStep: true)
        let loop = FakeEventLoop(client: driver)
        try loop.tick()
        tap(2, on: loop, driver: driver)
        try loop.runUntilIdle()
        let times = frameTimes
        XCTAssertGreaterThan(times.count, 2)
        for (index, time) in times.enumerated() {
            XCTAssertEqual(time, Double(index) * AnimationClock.frameDuration, accuracy: 1e-9, "frame \(index)")
        }
    }

    func testPause_StopsFramesMidAnimation_AndResumingFinishesIt() throws {
        let driver = try makeDriver()
        let loop = FakeEventLoop(client: driver)
        try loop.tick()
        tap(1, on: loop, driver: driver)
        for _ in 0..<3 { try loop.tick() }
        loop.send(.key(.space, modifiers: []))
        // One frame shows the paused state; then nothing, though the motion has not ended.
        XCTAssertEqual(try loop.runUntilIdle(), 1)
        XCTAssertTrue(animationEnds.isEmpty)
        loop.send(.key(.space, modifiers: []))
        XCTAssertGreaterThan(try loop.runUntilIdle(), 1)
        XCTAssertFalse(animationEnds.isEmpty)
    }

    func testBufferCairoRefuses_DrawFrameThrows() throws {
        let driver = try makeDriver()
        let loop = FakeEventLoop(client: driver)
        // A row shorter than the width: Cairo refuses the stride, so drawing cannot go on.
        loop.buffer.bytesPerRow = 1
        XCTAssertThrowsError(try loop.tick()) { error in
            XCTAssertTrue(error is FrameError, "\(error)")
        }
    }

    private func script(_ json: String) throws -> ScriptRun {
        ScriptRun(try QAScript.decode(try JSONParser.parse(json), file: "test.json", baseDirectory: "/tmp"))
    }

    /// Ticks until the driver asks to stop (at most `limit` ticks) and returns its code.
    private func runToExit(_ driver: WindowDriver, on loop: FakeEventLoop, limit: Int = 600) throws -> ExitCode? {
        for _ in 0..<limit {
            if let code = driver.exitCode(at: loop.now) { return code }
            try loop.tick()
        }
        return nil
    }

    func testPassingScript_ClicksThroughTheControllerAndEndsWithSuccess() throws {
        let driver = try makeDriver(fixedStep: true)
        driver.script = try script(#"{"steps": [{"click": {"item": 2}}, {"wait": 0.2}, {"assert": {"selected": 2}}]}"#)
        let loop = FakeEventLoop(client: driver)
        XCTAssertEqual(try runToExit(driver, on: loop), .success)
        XCTAssertTrue(events.contains(.assertion(ok: true, expected: 2, actual: 2)))
        XCTAssertTrue(events.contains(.scriptEnd(failures: 0)))
        XCTAssertNil(driver.script)
    }

    func testFailingAssertion_EndsWithTheScriptCode() throws {
        let driver = try makeDriver(fixedStep: true)
        driver.script = try script(#"{"steps": [{"click": {"item": 2}}, {"assert": {"selected": 1}}]}"#)
        let loop = FakeEventLoop(client: driver)
        XCTAssertEqual(try runToExit(driver, on: loop), .script)
        XCTAssertTrue(events.contains(.scriptEnd(failures: 1)))
    }

    func testF1_LaysTheHUDOverTheNextFrame() throws {
        let driver = try makeDriver()
        let loop = FakeEventLoop(client: driver)
        try loop.tick()
        XCTAssertFalse(driver.pipeline.lastScene?.layers.contains { $0.id == "hud" } ?? true)
        loop.send(.key(.function(1), modifiers: []))
        XCTAssertTrue(try loop.tick(), "the key makes the window dirty")
        XCTAssertTrue(driver.pipeline.lastScene?.layers.contains { $0.id == "hud" } ?? false)
    }

    func testBrokenReload_KeepsTheControllerAndShowsTheErrorInTheHUD() throws {
        let driver = try makeDriver()
        let loop = FakeEventLoop(client: driver)
        try loop.tick()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(getpid()).json").path
        try "{\"tabs\": [".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let before = driver.controller
        driver.reloader = ConfigReloader(path: path, reduceMotion: false)
        driver.reload()
        XCTAssertTrue(driver.controller === before)
        XCTAssertTrue(driver.hud.isVisible)
        XCTAssertNotNil(driver.hud.message)
        XCTAssertTrue(events.contains(.reload(ok: false, error: driver.hud.message)))
        XCTAssertTrue(try loop.tick(), "a reload redraws")
    }

    /// Issue 10 item 15: the review keys leave a trace line too.
    func testHelpAndHUDKeys_TraceWhatTheyShow() throws {
        let driver = try makeDriver()
        let loop = FakeEventLoop(client: driver)
        try loop.tick()
        events.removeAll()
        loop.send(.key(.character("?"), modifiers: []))
        loop.send(.key(.function(1), modifiers: []))
        loop.send(.key(.character("?"), modifiers: []))
        loop.send(.key(.function(1), modifiers: []))
        XCTAssertEqual(events, [.keyHelp(shown: true), .hud(shown: true), .keyHelp(shown: false), .hud(shown: false)])
    }

    func testTabAndEscape_ReachTheTraceThroughTheDriver() throws {
        let driver = try makeDriver()
        let loop = FakeEventLoop(client: driver)
        try loop.tick()
        events.removeAll()
        loop.send(.key(.tab, modifiers: []))
        loop.send(.key(.tab, modifiers: .shift))
        loop.send(.key(.escape, modifiers: []))
        let last = driver.controller.items.count - 1
        XCTAssertEqual(
            events, [.focus(index: 0, cause: .key), .focus(index: last, cause: .key), .focus(index: nil, cause: .key)])
    }

    /// Issue 10 item 2 of the review: a script's depth counts a presented modal, as the
    /// trace's `navigation` depth does.
    func testScriptDepth_CountsThePresentedModal_AsTheTraceDoes() throws {
        var configuration = Fixtures.configuration(count: 4)
        configuration.tabs[0].page = PageSpec(kind: .button, title: "B", accent: .systemBlue)
        let driver = try makeDriver(fixedStep: true, configuration: configuration)
        let button = try XCTUnwrap(driver.controller.pageTargets(at: 0).rect(of: .page(.button))).center
        driver.script = try script(
            """
            {"steps": [{"click": {"x": \(button.x), "y": \(button.y)}}, {"wait": 1}, {"assert": {"depth": 2}}]}
            """)
        let loop = FakeEventLoop(client: driver)
        XCTAssertEqual(
            try runToExit(driver, on: loop), .success,
            "\(events.filter { if case .check = $0 { true } else { false } })")
        let traced = events.compactMap { if case .navigation(_, .present, let depth) = $0 { depth } else { nil } }
        XCTAssertEqual(traced, [2])
        XCTAssertTrue(events.contains(.check(name: "depth 2", ok: true, message: nil)))
    }
}
