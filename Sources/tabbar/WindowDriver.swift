import TabBarCairo
import TabBarCore
import TabBarX11

/// Wires the core controller to the window: input in, scenes drawn with the Cairo
/// renderer into the window's back buffer, trace events out.
final class WindowDriver: WindowClient {
    let controller: TabBarController
    let renderer: SceneRenderer
    let trace: TraceWriter
    /// Device pixels per logical pixel.
    let scale: Double
    private var surface: (buffer: UnsafeMutableRawPointer, surface: RasterSurface)?
    private var lastScene: Scene?
    private var lastFrameTime = -Double.infinity
    private var isDirty = true
    private var hasTracedLayout = false

    init(controller: TabBarController, renderer: SceneRenderer, trace: TraceWriter, scale: Double) {
        self.controller = controller
        self.renderer = renderer
        self.trace = trace
        self.scale = scale
        trace.scale = scale
    }

    func handle(_ event: InputEvent, at time: Double) {
        let events = controller.handle(event, at: time)
        trace.write(events)
        isDirty = true
    }

    func resize(width: Int, height: Int, at time: Double) {
        let size = Size(width: Double(width) / scale, height: Double(height) / scale)
        let events = controller.handle(.resize(size), at: time)
        if !hasTracedLayout && events.isEmpty {
            trace.write(.layout(controller.traceLayout()))
        }
        hasTracedLayout = true
        trace.write(events)
        isDirty = true
    }

    func needsFrame(at time: Double) -> Bool {
        isDirty || controller.isAnimating(at: lastFrameTime)
    }

    func drawFrame(at time: Double, into buffer: PixelBuffer, full: Bool) -> [Rect] {
        trace.write(controller.advance(to: time))
        let scene = controller.scene(at: time)
        let target = self.surface(for: buffer)
        let damage = full ? nil : scene.damage(since: lastScene)
        renderer.render(scene, on: target, scale: scale, damage: damage)
        lastScene = scene
        lastFrameTime = time
        isDirty = false
        return (damage ?? [Rect(origin: .zero, size: scene.size)]).map { $0.scaled(by: scale).integral }
    }

    func didPresentFrame(seq: Int, time: Double, renderTime: Double) {
        trace.write(.frame(seq: seq, time: time, renderTime: renderTime))
    }

    func didBecomeReady(window: UInt, width: Int, height: Int) {
        trace.write(.ready(window: window, width: width, height: height))
    }

    /// A Cairo surface over the window's buffer, remade when the buffer changes.
    private func surface(for buffer: PixelBuffer) -> RasterSurface {
        if let surface, surface.buffer == buffer.pixels, surface.surface.width == buffer.width,
           surface.surface.height == buffer.height {
            return surface.surface
        }
        // The buffer's format is fixed (32-bit xRGB), so creating a surface over it cannot fail
        // short of memory exhaustion, which Cairo reports as a nil-surface error we treat as fatal.
        let made = try! RasterSurface(pixels: buffer.pixels, width: buffer.width, height: buffer.height,
                                      bytesPerRow: buffer.bytesPerRow)
        surface = (buffer.pixels, made)
        lastScene = nil
        return made
    }
}
