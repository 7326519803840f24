import Foundation
import Harness
import TabBarCairo
import TabBarCore
import TabBarReview
import TestSupport
import XCTest

@testable import tabbar

/// The real window (a private Xvfb, `--fixed-step`, its clock paused) and a `HeadlessWindow`
/// on the same configuration, given the same inputs and stepped together, so that each of
/// the window's frames, read back from the X server, can be compared with the headless
/// frame at the same animation time.
///
/// The window draws every frame from scratch (`TABBAR_NO_LAYERS`): in motion it otherwise
/// shows pictures moved to whole pixels or resampled (`RenderResult.approximate`, whose
/// tolerances `LayerCacheTests` and `DirectCopyTests` state), which the frame at rest draws
/// again exactly. So both sides draw at the same settings: what differs is what they draw.
/// Inputs go to the window through XTEST (xdotool), each batch followed by `.`, which steps
/// the paused clock by one frame: the frame after it shows the inputs, and its time tells it
/// apart from any frame drawn before they arrived. Further steps go through `--control`.
final class LockstepWindows {
    let session: WindowSession
    let headless: HeadlessWindow
    let renderer = SceneRenderer()
    let name: String
    private let input = Pipe()
    /// The last headless frame drawn, to compare with the window's.
    private(set) var frame: HeadlessWindow.Frame?
    /// Where mismatching frames are written (window, headless, difference).
    let failures: URL

    /// Opens `config` in both, lets both come to rest, and pauses both clocks at the same time.
    init(config path: String, name: String, failures: URL) throws {
        self.name = name
        self.failures = failures
        var configuration = try loadConfiguration(path, images: renderer.images, viewport: Size.defaultWindow)
        if configuration.reduceMotion { configuration = ReducedMotion.apply(to: configuration) }
        headless = HeadlessWindow(configuration: configuration, viewport: Size.defaultWindow, measurer: renderer.text)
        session = try WindowSession(
            arguments: ["--config", path, "--fixed-step", "--control"], environment: ["TABBAR_NO_LAYERS": "1"],
            input: input)
        try session.app.waitForEvent(named: "ahead")
        // Keys go to the window wherever the pointer is (it leaves the window after each click).
        try session.xdotool(["windowfocus", "--sync", "\(session.window)"])
        headless.settle()
        let mark = session.app.lineCount
        control(#"{"pause": true}"#)
        let paused = try session.app.waitForEvent(after: mark) { $0["event"] as? String == "clock" }.event
        // The window paused once it had drawn this many frames (its clock then reads them).
        let drawn = Int(((paused["t_ms"] as? Double ?? 0) * 60 / 1000).rounded())
        guard drawn >= headless.framesDrawn else {
            throw TestSupportError("\(name): the window rested after \(drawn) frames, the headless one after more")
        }
        while headless.framesDrawn < drawn { headless.drawFrame() }
        headless.pause()
    }

    func close() throws {
        XCTAssertEqual(try session.closeWindow(), 0, name)
        session.close()
    }

    func control(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Gives both `events` at the paused time, then steps both one frame: the window gets
    /// them as X input, followed by `.`. The pointer moves to each press (a hover there, as
    /// with any mouse) and leaves the window once released, so that no hover stays; the
    /// headless window gets those moves too, as the window's event loop turns them into input.
    func send(_ events: [InputEvent]) throws {
        var arguments: [String] = []
        var headlessEvents: [InputEvent] = []
        var held = false
        for event in events {
            switch event {
            case .pointerDown(let point, _):
                arguments += ["mousemove", "\(Int(point.x))", "\(Int(point.y))", "mousedown", "1"]
                headlessEvents += [.pointerMove(point), event]
                held = true
            case .pointerUp(let point, _):
                arguments += ["mousemove", "\(Int(point.x))", "\(Int(point.y))", "mouseup", "1"]
                headlessEvents.append(event)
                held = false
            case .key(.escape, _):
                arguments += ["key", "Escape"]
                headlessEvents.append(event)
            default: throw TestSupportError("\(name): no X input for \(event)")
            }
        }
        if !held, events.contains(where: { if case .pointerUp = $0 { true } else { false } }) {
            arguments += ["mousemove", "1279", "1023"]
            headlessEvents.append(.pointerLeave)
        }
        headless.send(headlessEvents)
        headless.step(frames: 1)
        let mark = session.app.lineCount
        try session.xdotool(arguments + ["key", "period"])
        try waitForFrame(after: mark)
    }

    /// Steps both paused clocks by `frames` frames; each draws a frame there. The window gets
    /// one `{"step": 1}` per frame in one write (the channel steps a frame at a time); it may
    /// draw frames on the way, which change nothing: motions are functions of time.
    func step(_ frames: Int) throws {
        headless.step(frames: frames)
        let mark = session.app.lineCount
        control(Array(repeating: #"{"step": 1}"#, count: frames).joined(separator: "\n"))
        try waitForFrame(after: mark)
    }

    /// Steps both until the headless window would rest (at least one frame).
    func settle() throws {
        var frames = 1
        while frames < 3600 {
            var clock = headless.clock
            clock.step(frames: frames, at: 0)
            if !headless.controller.isAnimating(at: clock.time(at: 0)) { break }
            frames += 1
        }
        try step(frames)
    }

    /// Waits for the window's frame at the headless window's time, and draws the headless one.
    private func waitForFrame(after mark: Int) throws {
        let time = headless.now
        try session.app.waitForEvent(after: mark) {
            $0["event"] as? String == "frame" && abs(($0["t_ms"] as? Double ?? -1) - time * 1000) < 0.01
        }
        frame = headless.drawFrame()
    }

    /// How many pixels of the window's frame on screen differ from the headless frame at the
    /// same time, with the PAUSED chip the paused window lays over it. A mismatch leaves
    /// window, headless and difference PNGs in `failures`, named after `what`.
    func mismatch(_ what: String) throws -> Int {
        guard let frame else { return 0 }
        let shot = try session.screenshot()
        var scene = frame.scene
        let bar = headless.controller.layout.bar
        if let chip = ClockChip.layer(paused: true, slowFactor: 1, aboveBar: bar, measurer: renderer.text) {
            scene.layers.append(chip)
        }
        let drawn = try RasterSurface(width: shot.width, height: shot.height)
        // As the window draws it: exactly at rest, in motion clipped to what shows.
        renderer.render(scene, on: drawn, exact: !headless.controller.isAnimating(at: frame.time))
        let differing = Self.differingPixels(shot, drawn)
        if differing > 0 {
            let stem = failures.appendingPathComponent(what.filter { $0.isLetter || $0.isNumber || $0 == "-" }).path
            try? FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
            try? shot.writePNG(to: stem + ".window.png")
            try? drawn.writePNG(to: stem + ".headless.png")
            try? ImageComparison(actual: shot, expected: drawn, threshold: 0).diff.writePNG(to: stem + ".diff.png")
        }
        return differing
    }

    /// Pixels whose colour differs (alpha aside: the X server's pixels carry none).
    static func differingPixels(_ a: RasterSurface, _ b: RasterSurface) -> Int {
        guard a.width == b.width, a.height == b.height else { return a.width * a.height }
        return
            a.withPixels { pa in
                b.withPixels { pb in
                    var count = 0
                    for y in 0..<a.height {
                        let ra = pa.advanced(by: y * a.bytesPerRow).assumingMemoryBound(to: UInt32.self)
                        let rb = pb.advanced(by: y * b.bytesPerRow).assumingMemoryBound(to: UInt32.self)
                        for x in 0..<a.width where (ra[x] ^ rb[x]) & 0x00FF_FFFF != 0 { count += 1 }
                    }
                    return count
                } ?? 0
            } ?? 0
    }
}
