import Foundation
import TabBarCairo
import TabBarDemo
import TabBarKit
import TabBarReview
import TabBarX11
import TestSupport
import XCTest

@testable import TabBarCore
@testable import TabBarReviewWindow

/// The review window's tools on a fake event loop: the clock keys, scripts, the HUD, reloads
/// and the trace, without an X server.
final class ReviewSessionTests: XCTestCase {
    private var events: [TraceEvent] = []

    private func makeSession(
        fixedStep: Bool = false, layers: LayerCache? = nil,
        configuration: AppConfiguration? = nil
    ) throws -> ReviewSession {
        let renderer = SceneRenderer(layers: layers)
        let configuration = try configuration ?? DemoConfiguration.load(catalog: .demo)
        let controller = TabBarController(
            configuration: configuration, viewport: Size(width: 390, height: 844),
            measurer: renderer.text)
        let trace = TraceWriter(isEnabled: false)
        trace.observer = { [unowned self] in events.append($0) }
        return ReviewWindow.session(
            controller, pipeline: FramePipeline(renderer: renderer, fixedStep: fixedStep), trace: trace)
    }

    private func tap(_ index: Int, on loop: FakeEventLoop, session: ReviewSession) {
        let point = session.controller.layout.items[index].frame.center
        loop.send(.pointerDown(point, button: .primary))
        loop.send(.pointerUp(point, button: .primary))
    }

    private var frameTimes: [Double] {
        events.compactMap { if case .frame(_, let time, _, _) = $0 { time } else { nil } }
    }

    private var animationEnds: [Double] {
        events.compactMap { if case .animation(let a) = $0, a.phase == .end { a.time } else { nil } }
    }

    func testPause_StopsFramesMidAnimation_AndResumingFinishesIt() throws {
        let session = try makeSession()
        let loop = FakeEventLoop(client: session.host)
        try loop.tick()
        tap(1, on: loop, session: session)
        for _ in 0..<3 { try loop.tick() }
        loop.send(.key(.space, modifiers: []))
        // One frame shows the paused state; then nothing, though the motion has not ended.
        XCTAssertEqual(try loop.runUntilIdle(), 1)
        XCTAssertTrue(animationEnds.isEmpty)
        loop.send(.key(.space, modifiers: []))
        XCTAssertGreaterThan(try loop.runUntilIdle(), 1)
        XCTAssertFalse(animationEnds.isEmpty)
    }

    private func script(_ json: String) throws -> ScriptRun {
        ScriptRun(try QAScript.decode(try JSONParser.parse(json), file: "test.json", baseDirectory: "/tmp"))
    }

    /// Ticks until the session asks to stop (at most `limit` ticks) and returns its code.
    private func runToExit(_ session: ReviewSession, on loop: FakeEventLoop, limit: Int = 600) throws -> ExitCode? {
        for _ in 0..<limit {
            if let code = session.host.exitCode(at: loop.now) { return code }
            try loop.tick()
        }
        return nil
    }

    func testPassingScript_ClicksThroughTheControllerAndEndsWithSuccess() throws {
        let session = try makeSession(fixedStep: true)
        session.scripts.run = try script(
            #"{"steps": [{"click": {"item": 2}}, {"wait": 0.2}, {"assert": {"selected": 2}}]}"#)
        let loop = FakeEventLoop(client: session.host)
        XCTAssertEqual(try runToExit(session, on: loop), .success)
        XCTAssertTrue(events.contains(.assertion(ok: true, expected: 2, actual: 2)))
        XCTAssertTrue(events.contains(.scriptEnd(failures: 0)))
        XCTAssertNil(session.scripts.run)
    }

    func testFailingAssertion_EndsWithTheScriptCode() throws {
        let session = try makeSession(fixedStep: true)
        session.scripts.run = try script(#"{"steps": [{"click": {"item": 2}}, {"assert": {"selected": 1}}]}"#)
        let loop = FakeEventLoop(client: session.host)
        XCTAssertEqual(try runToExit(session, on: loop), .script)
        XCTAssertTrue(events.contains(.scriptEnd(failures: 1)))
    }

    func testF1_LaysTheHUDOverTheNextFrame() throws {
        let session = try makeSession()
        let loop = FakeEventLoop(client: session.host)
        try loop.tick()
        XCTAssertFalse(session.pipeline.lastScene?.layers.contains { $0.id == "hud" } ?? true)
        loop.send(.key(.function(1), modifiers: []))
        XCTAssertTrue(try loop.tick(), "the key makes the window dirty")
        XCTAssertTrue(session.pipeline.lastScene?.layers.contains { $0.id == "hud" } ?? false)
    }

    func testBrokenReload_KeepsTheControllerAndShowsTheErrorInTheHUD() throws {
        let session = try makeSession()
        let loop = FakeEventLoop(client: session.host)
        try loop.tick()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(getpid()).json").path
        try "{\"tabs\": [".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let before = session.controller
        session.reloader = ConfigReloader(path: path, reduceMotion: false)
        session.reload()
        XCTAssertTrue(session.controller === before)
        XCTAssertTrue(session.hud.isVisible)
        XCTAssertNotNil(session.hud.message)
        XCTAssertTrue(events.contains(.reload(ok: false, error: session.hud.message)))
        XCTAssertTrue(try loop.tick(), "a reload redraws")
    }

    /// Issue 10 item 15: the review keys leave a trace line too.
    func testHelpAndHUDKeys_TraceWhatTheyShow() throws {
        let session = try makeSession()
        let loop = FakeEventLoop(client: session.host)
        try loop.tick()
        events.removeAll()
        loop.send(.key(.character("?"), modifiers: []))
        loop.send(.key(.function(1), modifiers: []))
        loop.send(.key(.character("?"), modifiers: []))
        loop.send(.key(.function(1), modifiers: []))
        XCTAssertEqual(events, [.keyHelp(shown: true), .hud(shown: true), .keyHelp(shown: false), .hud(shown: false)])
    }

    func testTabAndEscape_ReachTheTrace() throws {
        let session = try makeSession()
        let loop = FakeEventLoop(client: session.host)
        try loop.tick()
        events.removeAll()
        loop.send(.key(.tab, modifiers: []))
        loop.send(.key(.tab, modifiers: .shift))
        loop.send(.key(.escape, modifiers: []))
        let last = session.controller.items.count - 1
        XCTAssertEqual(
            events, [.focus(index: 0, cause: .key), .focus(index: last, cause: .key), .focus(index: nil, cause: .key)])
    }

    /// Issue 10 item 2 of the review: a script's depth counts a presented modal, as the
    /// trace's `navigation` depth does.
    func testScriptDepth_CountsThePresentedModal_AsTheTraceDoes() throws {
        var configuration = Fixtures.configuration(count: 4)
        configuration.tabs[0].page = PageSpec(kind: .button, title: "B", accent: .systemBlue)
        let session = try makeSession(fixedStep: true, configuration: configuration)
        let button = try XCTUnwrap(session.controller.pageTargets(at: 0).rect(of: .page(.button))).center
        session.scripts.run = try script(
            """
            {"steps": [{"click": {"x": \(button.x), "y": \(button.y)}}, {"wait": 1}, {"assert": {"depth": 2}}]}
            """)
        let loop = FakeEventLoop(client: session.host)
        XCTAssertEqual(
            try runToExit(session, on: loop), .success,
            "\(events.filter { if case .check = $0 { true } else { false } })")
        let traced = events.compactMap { if case .navigation(_, .present, let depth) = $0 { depth } else { nil } }
        XCTAssertEqual(traced, [2])
        XCTAssertTrue(events.contains(.check(name: "depth 2", ok: true, message: nil)))
    }
}
