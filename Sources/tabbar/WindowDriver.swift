import TabBarCairo
import TabBarCore
import TabBarX11

/// Wires the core controller to the window: input in (through the animation clock, so slow
/// motion and pause reach everything), scenes drawn with the Cairo renderer into the
/// window's back buffer, trace events out. Review tools (HUD, screenshots, scripts, live
/// reload) hang off it in extensions.
final class WindowDriver: WindowClient {
    var controller: TabBarController
    let renderer: SceneRenderer
    let trace: TraceWriter
    let window: X11Window
    /// Device pixels per logical pixel.
    let scale: Double
    var clock: AnimationClock
    /// `--fixed-step`: the clock advances exactly one frame per frame drawn.
    let fixedStep: Bool
    var frameIndex = 0
    var lastHost = 0.0
    var stats = FrameStats()
    var isHUDVisible = false
    var hudMessage: String?
    var script: ScriptPlayer?
    var scriptFailures = 0
    var configPath: String?
    var reduceMotion = false
    var surface: (buffer: UnsafeMutableRawPointer, surface: RasterSurface)?
    var lastScene: Scene?
    var lastAnimationTime = 0.0
    var isDirty = true
    var captures = WindowCaptures()
    /// Set when drawing cannot go on; the loop then ends with exit code 1.
    var fatalFailure: String?
    /// F12 was pressed (or a script step pressed it): the window is written once the next
    /// frame is drawn, so even a script's first step has a frame to write.
    var isWindowScreenshotDue = false
    private var hasTracedLayout = false

    init(controller: TabBarController, renderer: SceneRenderer, trace: TraceWriter, window: X11Window, scale: Double,
         clock: AnimationClock, fixedStep: Bool) {
        self.controller = controller
        self.renderer = renderer
        self.trace = trace
        self.window = window
        self.scale = scale
        self.clock = clock
        self.fixedStep = fixedStep
        trace.scale = scale
    }

    /// The host time the clock sees: wall time, or whole frames with `--fixed-step`.
    func clockHost(_ host: Double) -> Double {
        fixedStep ? Double(frameIndex) * AnimationClock.frameDuration : host
    }

    /// The animation time at host time `host`.
    func animationTime(_ host: Double) -> Double {
        clock.time(at: clockHost(host))
    }

    func handle(_ event: InputEvent, at time: Double) {
        lastHost = time
        if case .key(let key, let modifiers) = event, handleReviewKey(key, modifiers: modifiers, at: time) {
            isDirty = true
            return
        }
        let now = animationTime(time)
        trace.write(controller.handle(event, at: now))
        if case .pointerMove(let point) = event { window.setCursor(controller.cursor(at: point, time: now)) }
        isDirty = true
    }

    func resize(width: Int, height: Int, at time: Double) {
        let size = Size(width: Double(width) / scale, height: Double(height) / scale)
        let events = controller.handle(.resize(size), at: animationTime(time))
        if !hasTracedLayout && events.isEmpty { trace.write(.layout(controller.traceLayout())) }
        hasTracedLayout = true
        trace.write(events)
        isDirty = true
    }

    func needsFrame(at time: Double) -> Bool {
        if isDirty || script != nil { return true }
        // A gesture deadline that has come (a long press's 0.5 s) needs a frame to fire in;
        // with --fixed-step time only moves with frames, so any pending deadline needs them.
        if let deadline = controller.nextDeadline(after: lastAnimationTime),
           fixedStep || deadline <= animationTime(time) { return true }
        return !clock.isPaused && controller.isAnimating(at: lastAnimationTime)
    }

    func drawFrame(at time: Double, into buffer: PixelBuffer, full: Bool) -> [Rect] {
        lastHost = time
        let now = animationTime(time)
        // Script waits count host time (whole frames with --fixed-step), like a person
        // waiting: a paused or slowed clock must not stall the script.
        runScript(at: clockHost(time), animationTime: now)
        trace.write(controller.advance(to: now))
        let scene = frameScene(at: now, host: time)
        guard let target = self.surface(for: buffer) else {
            fatalFailure = "cannot draw into the window's \(buffer.width)×\(buffer.height) buffer"
            return []
        }
        let damage = full || lastScene == nil ? nil : scene.damage(since: lastScene)
        // The last frame of an animation is drawn exactly; moving pages may be resampled pictures.
        renderer.render(scene, on: target, scale: scale, damage: damage, exact: !controller.isAnimating(at: now))
        if isWindowScreenshotDue { writeWindowScreenshot() }
        lastScene = scene
        lastAnimationTime = now
        isDirty = false
        if fixedStep { frameIndex += 1 }
        return (damage ?? [Rect(origin: .zero, size: scene.size)]).map { $0.scaled(by: scale).integral }
    }

    /// The controller's scene with the HUD over it when shown.
    func frameScene(at now: Double, host: Double) -> Scene {
        var scene = controller.scene(at: now)
        if isHUDVisible {
            let hud = stats.stats(at: host, selected: controller.selectedIndex, clock: clock.stateDescription, message: hudMessage)
            scene.layers.append(SceneLayer(id: "hud", node: .group(HUD.nodes(hud, in: scene.size, measurer: renderer.text))))
        }
        return scene
    }

    func didPresentFrame(seq: Int, time: Double, renderTime: Double) {
        stats.record(renderTime: renderTime, at: time)
        trace.write(.frame(seq: seq, time: lastAnimationTime, renderTime: renderTime))
        captureFrame(at: time)
        // At rest, once the frame is on screen: the other tabs' pages are drawn ahead (within
        // the cache's budget), so a tab switch's first frame only moves pictures.
        if !controller.isAnimating(at: lastAnimationTime) {
            renderer.prefetch(controller.otherTabPages(at: lastAnimationTime), scale: scale)
        }
    }

    func didBecomeReady(window: UInt, width: Int, height: Int) {
        trace.write(.ready(window: window, width: width, height: height))
    }

    func nextWakeTime(after time: Double) -> Double? {
        guard !clock.isPaused, !fixedStep else { return nil }
        let now = animationTime(time)
        // Animation deadlines come back to host time through the clock's rate.
        return controller.nextDeadline(after: now).map { time + ($0 - now) * clock.slowFactor }
    }

    func exitCode(at time: Double) -> Int32? {
        if let fatalFailure {
            Console.error(fatalFailure)
            return 1
        }
        guard let script, script.isFinished(at: clockHost(lastHost)) else { return nil }
        self.script = nil
        trace.write(.scriptEnd(failures: scriptFailures))
        return scriptFailures == 0 ? 0 : 3
    }

    var pendingOutput: Int32? {
        guard let output = trace.output, output.hasPending else { return nil }
        return output.fd
    }

    func outputHasRoom() {
        trace.output?.flush()
    }

    /// A Cairo surface over the window's buffer, remade when the buffer changes.
    private func surface(for buffer: PixelBuffer) -> RasterSurface? {
        if let surface, surface.buffer == buffer.pixels, surface.surface.width == buffer.width,
           surface.surface.height == buffer.height {
            return surface.surface
        }
        guard let made = try? RasterSurface(pixels: buffer.pixels, width: buffer.width, height: buffer.height,
                                            bytesPerRow: buffer.bytesPerRow) else {
            return nil
        }
        surface = (buffer.pixels, made)
        lastScene = nil
        return made
    }
}
