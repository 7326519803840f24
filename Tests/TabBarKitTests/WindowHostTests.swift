import TabBarCairo
import TabBarDemo
import TabBarX11
import TestSupport
import XCTest

@testable import TabBarCore
@testable import TabBarKit

/// The window host on a fake event loop: frames, idleness, input, plug-ins and drawing
/// failures without an X server.
final class WindowHostTests: XCTestCase {
    private var events: [TraceEvent] = []
    private let seen = Recorder()

    private func makeHost(
        fixedStep: Bool = false, layers: LayerCache? = nil, configuration: AppConfiguration? = nil
    ) throws -> WindowHost<TabBarController> {
        let renderer = SceneRenderer(layers: layers)
        let configuration = try configuration ?? DemoConfiguration.load(catalog: .demo)
        let controller = TabBarController(
            configuration: configuration, viewport: Size(width: 390, height: 844), measurer: renderer.text)
        let host = WindowHost(source: controller, pipeline: FramePipeline(renderer: renderer, fixedStep: fixedStep))
        host.listeners.append { [unowned self] in events += $0 }
        host.add(PagesAhead(host: host))
        host.add(seen)
        return host
    }

    private func tap(_ index: Int, on loop: FakeEventLoop, host: WindowHost<TabBarController>) {
        let point = host.source.layout.items[index].frame.center
        loop.send(.pointerDown(point, button: .primary))
        loop.send(.pointerUp(point, button: .primary))
    }

    private var animationEnds: [Double] {
        events.compactMap { if case .animation(let a) = $0, a.phase == .end { a.time } else { nil } }
    }

    func testIdleWindow_DrawsItsFirstFrameThenNothing() throws {
        let host = try makeHost()
        let loop = FakeEventLoop(client: host)
        XCTAssertTrue(try loop.tick())
        XCTAssertEqual(try loop.runUntilIdle(), 0)
        XCTAssertEqual(seen.ready, [ReadyWindow(id: 1, width: 390, height: 844, sharedMemory: false)])
        XCTAssertEqual(seen.frames.count, 1)
    }

    /// Pages are drawn ahead only once the window is idle, after its first frame, one per call;
    /// then a tab switch only moves pictures, and an idle window has nothing left to do.
    func testIdleWork_DrawsTheOtherTabsPagesAheadOnePerCall_AfterTheFirstFrame() throws {
        let layers = LayerCache(budget: LayerCache.budget(for: Size(width: 390, height: 844), scale: 1))
        let host = try makeHost(layers: layers)
        let loop = FakeEventLoop(client: host)
        try loop.tick()
        let first = layers.rasterized
        XCTAssertEqual(first, 1, "the first frame draws only the page it shows")
        XCTAssertTrue(host.idleWork())
        XCTAssertEqual(layers.rasterized, first + 1, "one page per piece of idle work")
        XCTAssertEqual(try loop.runUntilIdle(), 0)
        let opened = host.source.pagesOpened(at: loop.now).count
        XCTAssertGreaterThan(opened, 0, "the first tab's page opens a page")
        XCTAssertEqual(layers.rasterized, first + 3 + opened, "the demo's three other tabs, and what a tap opens")
        XCTAssertFalse(host.idleWork(), "an idle window with every page held has nothing to do")
        XCTAssertEqual(events.filter { if case .ahead = $0 { true } else { false } }, [.ahead(pages: 3 + opened)])
        let drawnAhead = layers.rasterized
        tap(2, on: loop, host: host)
        // The switch's frames, up to the one at rest; the idle work after it draws ahead what
        // a tap on the new tab's page would open.
        for _ in 0..<120 where host.needsFrame(at: loop.now + AnimationClock.frameDuration) { try loop.tick() }
        XCTAssertFalse(host.needsFrame(at: loop.now + AnimationClock.frameDuration), "the switch came to rest")
        XCTAssertEqual(host.source.selectedIndex, 2)
        XCTAssertEqual(layers.rasterized, drawnAhead, "the switch drew no page")
    }

    func testTap_SelectsAnimatesUntilTheLastAnimationEndsThenGoesIdle() throws {
        let host = try makeHost()
        let loop = FakeEventLoop(client: host)
        try loop.tick()
        tap(1, on: loop, host: host)
        let drawn = try loop.runUntilIdle()
        XCTAssertEqual(host.source.selectedIndex, 1)
        XCTAssertTrue(events.contains { if case .select(0, 1, _) = $0 { true } else { false } })
        let lastEnd = try XCTUnwrap(animationEnds.max(), "a selection animates")
        // Frames run until the last motion has ended (its end is seen in a frame), and stop then.
        XCTAssertGreaterThan(drawn, 1)
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(seen.frames.last?.time), lastEnd)
        XCTAssertLessThan(try XCTUnwrap(seen.frames.last?.time), lastEnd + 2 * AnimationClock.frameDuration)
        XCTAssertFalse(host.needsFrame(at: loop.now + 1))
    }

    func testFixedStep_EachFrameIsOneFrameDurationLaterThanTheLast() throws {
        let host = try makeHost(fixedStep: true)
        let loop = FakeEventLoop(client: host)
        try loop.tick()
        tap(2, on: loop, host: host)
        try loop.runUntilIdle()
        let times = seen.frames.map(\.time)
        XCTAssertGreaterThan(times.count, 2)
        for (index, time) in times.enumerated() {
            XCTAssertEqual(time, Double(index) * AnimationClock.frameDuration, accuracy: 1e-9, "frame \(index)")
        }
        XCTAssertEqual(seen.frames.map(\.seq), Array(1...times.count))
    }

    /// Two buffers, the server still reading each frame when the next is drawn: every report
    /// comes a frame late, yet says its own frame's time and buffer (the window's ledger names
    /// the buffer, and the frame's time comes back with it), never the newest frame's.
    func testTwoBuffers_EachLateReportSaysItsOwnFramesTimeAndBuffer() throws {
        let host = try makeHost(fixedStep: true)
        let loop = FakeEventLoop(client: host, buffers: 2)
        try loop.tick()
        tap(2, on: loop, host: host)
        try loop.runUntilIdle()
        XCTAssertGreaterThan(seen.frames.count, 4)
        for (index, frame) in seen.frames.enumerated() {
            XCTAssertEqual(frame.time, Double(index) * AnimationClock.frameDuration, accuracy: 1e-9, "frame \(index)")
        }
        let buffers = seen.frames.map(\.buffer)
        XCTAssertFalse(buffers.contains { $0 == nil }, "no buffer was freed")
        for index in buffers.indices.dropFirst() {
            XCTAssertFalse(buffers[index] === buffers[index - 1], "frame \(index + 1) went into the other buffer")
            XCTAssertEqual(
                buffers[index]?.frame.map { $0 >= index + 1 }, true, "it holds frame \(index + 1) or a later one")
        }
    }

    func testBufferCairoRefuses_DrawFrameThrows() throws {
        let host = try makeHost()
        let loop = FakeEventLoop(client: host)
        // A row shorter than the width: Cairo refuses the stride, so drawing cannot go on.
        loop.bytesPerRow = 1
        XCTAssertThrowsError(try loop.tick()) { error in
            XCTAssertTrue(error is FrameError, "\(error)")
        }
    }

    func testTabAndEscape_ReachTheListeners() throws {
        let host = try makeHost()
        let loop = FakeEventLoop(client: host)
        try loop.tick()
        events.removeAll()
        loop.send(.key(.tab, modifiers: []))
        loop.send(.key(.tab, modifiers: .shift))
        loop.send(.key(.escape, modifiers: []))
        let last = host.source.items.count - 1
        XCTAssertEqual(
            events, [.focus(index: 0, cause: .key), .focus(index: last, cause: .key), .focus(index: nil, cause: .key)])
    }

    /// Plug-ins see input in the order they were added: one that intercepts an input keeps it
    /// from the others and from the source; a window key never reaches the source; each
    /// plug-in's decoration lies over the ones added before it.
    func testPlugins_SeeInputAndScenesInOrder() throws {
        let host = try makeHost()
        let first = Decorator(id: "first", takesKey: .character("x")), second = Decorator(id: "second")
        host.add(first)
        host.add(second)
        let loop = FakeEventLoop(client: host)
        try loop.tick()
        XCTAssertEqual(host.pipeline.lastScene?.layers.suffix(2).map(\.id), ["first", "second"])
        events.removeAll()
        loop.send(.key(.character("x"), modifiers: []))
        XCTAssertEqual(first.keys, [.character("x")])
        XCTAssertEqual(second.keys, [], "the first plug-in took it")
        second.intercepts = true
        loop.send(.key(.tab, modifiers: []))
        XCTAssertEqual(first.keys, [.character("x")], "intercepted before any window key")
        XCTAssertEqual(events, [], "nothing reached the bar")
        second.intercepts = false
        loop.send(.key(.tab, modifiers: []))
        XCTAssertEqual(events, [.focus(index: 0, cause: .key)])
        second.exit = .script
        XCTAssertEqual(host.exitCode(at: loop.now), .script)
    }
}

/// Records the frames presented and the window's readiness.
private final class Recorder: WindowPlugin {
    var frames: [(seq: Int, time: Double, buffer: BufferRecord?)] = []
    var ready: [ReadyWindow] = []

    func framePresented(_ frame: PresentedFrame) {
        frames.append((frame.seq, frame.time, frame.buffer))
    }

    func windowReady(_ window: ReadyWindow) {
        ready.append(window)
    }
}

/// Lays an empty layer named `id` over every scene, takes one key, may take every input.
private final class Decorator: WindowPlugin {
    let id: String
    let takesKey: Key?
    var keys: [Key] = []
    var intercepts = false
    var exit: ExitCode?

    init(id: String, takesKey: Key? = nil) {
        self.id = id
        self.takesKey = takesKey
    }

    func intercept(_ event: InputEvent, at host: Double) -> Bool { intercepts }

    func handleKey(_ key: Key, modifiers: KeyModifiers, at host: Double) -> Bool {
        keys.append(key)
        return key == takesKey
    }

    func decorate(_ scene: Scene, at host: Double, time: Double) -> Scene {
        var scene = scene
        scene.layers.append(SceneLayer(id: id, node: .group(SceneGroup(children: []))))
        return scene
    }

    func exitCode(at host: Double) -> ExitCode? { exit }
}
