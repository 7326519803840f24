import TabBarCairo
import TabBarCore
import TabBarX11

/// The window of `tabbar compare A.json B.json`: two configurations side by side, driven
/// by the same input and one animation clock (Space pauses both, Shift+S slows both, `.`
/// and `,` step both a frame). Draws with the same renderer and traces like the main window.
final class CompareWindowDriver: WindowClient {
    let sides: SideBySide
    let renderer: SceneRenderer
    let trace: TraceWriter
    let scale: Double
    var clock = AnimationClock()
    var lastScene: Scene?
    var lastAnimationTime = 0.0
    var isDirty = true
    var surface: (buffer: UnsafeMutableRawPointer, surface: RasterSurface)?
    private var hasTracedLayout = false

    init(sides: SideBySide, renderer: SceneRenderer, trace: TraceWriter, scale: Double) {
        self.sides = sides
        self.renderer = renderer
        self.trace = trace
        self.scale = scale
        trace.scale = scale
    }

    func handle(_ event: InputEvent, at time: Double) {
        isDirty = true
        if case .key(let key, _) = event, clockKey(key, at: time) { return }
        trace.write(sides.handle(event, at: clock.time(at: time)))
    }

    /// The review keys that act on the shared clock; false for keys meant for the bars.
    func clockKey(_ key: Key, at host: Double) -> Bool {
        switch key {
        case .space: clock.togglePause(at: host)
        case .character("S"): clock.toggleSlowMotion(at: host)
        case .character("."), .character(","):
            guard clock.isPaused else { return false }
            clock.step(frames: key == .character(".") ? 1 : -1, at: host)
        default: return false
        }
        trace.write(.clock(state: clock.stateDescription, time: clock.time(at: host)))
        return true
    }

    func resize(width: Int, height: Int, at time: Double) {
        let events = sides.handle(.resize(Size(width: Double(width) / scale, height: Double(height) / scale)), at: clock.time(at: time))
        if !hasTracedLayout {
            // The left half's layout, as the main window traces its own: items in window pixels.
            trace.write(.layout(sides.panes[0].traceLayout()))
            hasTracedLayout = true
        }
        trace.write(events.filter { if case .layout = $0 { return false } else { return true } })
        isDirty = true
    }

    func needsFrame(at time: Double) -> Bool {
        if isDirty { return true }
        if let deadline = sides.nextDeadline(after: lastAnimationTime), deadline <= clock.time(at: time) { return true }
        return !clock.isPaused && sides.isAnimating(at: lastAnimationTime)
    }

    func drawFrame(at time: Double, into buffer: PixelBuffer, full: Bool) -> [Rect] {
        let now = clock.time(at: time)
        trace.write(sides.advance(to: now))
        let scene = sides.scene(at: now)
        guard let target = target(for: buffer) else { return [] }
        let damage = full || lastScene == nil ? nil : scene.damage(since: lastScene)
        renderer.render(scene, on: target, scale: scale, damage: damage)
        lastScene = scene
        lastAnimationTime = now
        isDirty = false
        return (damage ?? [Rect(origin: .zero, size: scene.size)]).map { $0.scaled(by: scale).integral }
    }

    func didPresentFrame(seq: Int, time: Double, renderTime: Double) {
        trace.write(.frame(seq: seq, time: lastAnimationTime, renderTime: renderTime))
    }

    func didBecomeReady(window: UInt, width: Int, height: Int) {
        trace.write(.ready(window: window, width: width, height: height))
    }

    func nextWakeTime(after time: Double) -> Double? {
        guard !clock.isPaused else { return nil }
        let now = clock.time(at: time)
        return sides.nextDeadline(after: now).map { time + ($0 - now) * clock.slowFactor }
    }

    var pendingOutput: Int32? {
        guard let output = trace.output, output.hasPending else { return nil }
        return output.fd
    }

    func outputHasRoom() {
        trace.output?.flush()
    }

    /// A Cairo surface over the window's buffer, remade when the buffer changes.
    private func target(for buffer: PixelBuffer) -> RasterSurface? {
        if let surface, surface.buffer == buffer.pixels, surface.surface.width == buffer.width, surface.surface.height == buffer.height {
            return surface.surface
        }
        guard let made = try? RasterSurface(pixels: buffer.pixels, width: buffer.width, height: buffer.height,
                                            bytesPerRow: buffer.bytesPerRow) else { return nil }
        surface = (buffer.pixels, made)
        lastScene = nil
        return made
    }
}
