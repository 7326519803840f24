import TabBarCairo
import TabBarCore
import TabBarX11

/// Drawing cannot go on: the event loop ends with exit code 1 and this message.
public struct FrameError: Error, CustomStringConvertible {
    /// Why, in one line.
    public let description: String
}

/// The path from a scene to the window's pixels, shared by the tab bar window and the
/// gallery window: the host clock mapped to animation time, the scale (stored here and
/// nowhere else), whether a frame is due, the damage since the last frame and the Cairo
/// surface over the window's buffer.
public final class FramePipeline {
    /// Device pixels per logical pixel.
    public let scale: Double
    /// Draws every frame (and owns the text measurer and the image cache).
    public let renderer: SceneRenderer
    /// Slow motion, pause and stepping.
    public var clock: AnimationClock
    /// `--fixed-step`: the clock advances exactly one frame per frame drawn.
    public let fixedStep: Bool
    /// Frames drawn so far; with `fixedStep` it is the clock.
    public private(set) var frameIndex = 0
    /// Something changed since the last frame (input, a reload, a script step).
    public var isDirty = true
    /// The scene last drawn, for damage; nil forces a whole frame.
    public private(set) var lastScene: Scene?
    /// The animation time of the last frame drawn.
    public private(set) var lastAnimationTime = 0.0
    private var target: (pixels: UnsafeMutableRawPointer, surface: RasterSurface)?
    /// Device pixels of the buffer left behind by direct copies since they were last drawn:
    /// the window shows them, the buffer does not.
    private var stale = PixelRegion()
    /// The part of the screen shown by copies of pictures moved to the nearest whole pixel in
    /// motion (`SceneRenderer.roundedCopies`): a frame at rest draws it again, exactly, even
    /// where the scene did not change (a page that stopped off the grid).
    private var rounded = PixelRegion()
    /// The scene last drawn as it was drawn (with its overlays) and whether exactly: what
    /// `completeBuffer` draws back where copies went.
    private var lastDrawn: (scene: Scene, exact: Bool)?

    /// A pipeline drawing with `renderer` at `scale`; `clock` maps host time to animation time.
    public init(
        scale: Double = 1, renderer: SceneRenderer, clock: AnimationClock = AnimationClock(), fixedStep: Bool = false
    ) {
        self.scale = scale
        self.renderer = renderer
        self.clock = clock
        self.fixedStep = fixedStep
    }

    /// The host time the clock sees: wall time, or whole frames with `fixedStep`.
    public func clockHost(_ host: Double) -> Double {
        fixedStep ? Double(frameIndex) * AnimationClock.frameDuration : host
    }

    /// The animation time at host time `host`.
    public func animationTime(_ host: Double) -> Double {
        clock.time(at: clockHost(host))
    }

    /// The next frame must be drawn whole (the scene changed in ways damage cannot see).
    public func invalidate() {
        lastScene = nil
        isDirty = true
    }

    /// The surface of the last frame drawn, with the memory under it; nil before the first.
    public var surface: (pixels: UnsafeMutableRawPointer, surface: RasterSurface)? { target }

    /// Draws `scene` (for animation time `time`) into `buffer` and returns what changed on
    /// screen: damaged rectangles of the buffer in device pixels, and, with `direct`, copies
    /// the server makes from pictures in shared memory instead; `full` means the buffer's old
    /// contents are gone. `overlay` may lay something over the scene and widen the damage
    /// (the repaint flashes): what it adds is drawn but never compared, so the next frame's
    /// damage is the scene's own. `exact` (a frame at rest) draws retained pages from scratch
    /// where a cached picture would be resampled (see `SceneRenderer.render`); pictures on
    /// whole pixels are still copied directly, as exact as drawing them. Without `direct`,
    /// whatever copies left behind is drawn into the buffer again; at rest,
    /// `completeBuffer` does it after the frame, while idle, so that the last frame of a
    /// transition costs no more than the others and the window at rest still ends with all
    /// of its frame in its buffer (for exposures).
    public func draw(
        _ scene: Scene, at time: Double, into buffer: PixelBuffer, full: Bool, exact: Bool = false,
        direct: Bool = false, overlay: (Scene, [Rect]?) -> (scene: Scene, damage: [Rect]?) = { ($0, $1) }
    ) throws(FrameError) -> FrameUpdate {
        let surface = try self.surface(for: buffer)
        var (drawn, widened) = overlay(scene, full || lastScene == nil ? nil : scene.damage(since: lastScene))
        let copies = direct
        if !copies, !stale.isEmpty, let damage = widened {
            widened = damage + logical(stale)
        } else if exact, !rounded.isEmpty, let damage = widened {
            widened = damage + logical(rounded)
        }
        // The overlay's own rectangles may touch a backdrop blur too.
        let damage = widened.map { drawn.coveringBackdrops($0) }
        renderer.render(drawn, on: surface, scale: scale, damage: damage, exact: exact, direct: copies)
        lastScene = scene
        lastDrawn = (drawn, exact)
        lastAnimationTime = time
        isDirty = false
        if fixedStep { frameIndex += 1 }
        if copies {
            let sent = PixelRegion(renderer.surfaceRects), copied = PixelRegion(renderer.directCopies.map(\.rect))
            stale.subtract(sent)
            stale.add(copied)
            rounded.subtract(sent)
            rounded.subtract(copied)
            rounded.add(PixelRegion(renderer.roundedCopies))
        } else {
            stale = PixelRegion()
            rounded = PixelRegion()
        }
        return FrameUpdate(rects: renderer.surfaceRects, copies: renderer.directCopies)
    }

    /// The window's buffer is gone (the window was resized, and the loop frees the old buffer
    /// at once): nothing is drawn into it any more, and the next frame makes a surface over
    /// the new one and draws it whole.
    public func forgetBuffer() {
        target = nil
        lastScene = nil
        lastDrawn = nil
        stale = PixelRegion()
        rounded = PixelRegion()
    }

    /// Whether the buffer holds the whole frame on screen (no copy left part of it to a
    /// picture since it was last drawn there).
    public var bufferIsWhole: Bool { stale.isEmpty }

    /// Draws into the buffer, from the last frame's scene, what direct copies left out of it,
    /// and returns whether there was any. Only while the server is not reading the buffer:
    /// once idle after a rest, or before the buffer is read back (a capture). The pixels are
    /// the ones already on screen (the same pictures, placed as the copies placed them), so
    /// nothing is sent.
    @discardableResult
    public func completeBuffer() -> Bool {
        guard !stale.isEmpty, let target, let (scene, exact) = lastDrawn else { return false }
        let damage = scene.coveringBackdrops(logical(stale))
        renderer.redraw(scene, on: target.surface, scale: scale, damage: damage, exact: exact)
        stale = PixelRegion()
        return true
    }

    /// `region`'s rectangles in logical pixels, a hair inside so that the renderer's rounding
    /// out to whole device pixels gives back the same rectangles at any scale.
    private func logical(_ region: PixelRegion) -> [Rect] {
        region.rects.map { $0.scaled(by: 1 / scale).insetBy(dx: 1e-6, dy: 1e-6) }
    }

    /// A Cairo surface over the window's buffer, remade (and the damage forgotten) when the
    /// buffer changes.
    private func surface(for buffer: PixelBuffer) throws(FrameError) -> RasterSurface {
        if let target, target.pixels == buffer.pixels, target.surface.width == buffer.width,
            target.surface.height == buffer.height
        {
            return target.surface
        }
        guard
            let made = try? RasterSurface(
                pixels: buffer.pixels, width: buffer.width, height: buffer.height,
                bytesPerRow: buffer.bytesPerRow)
        else {
            throw FrameError(description: "cannot draw into the window's \(buffer.width)×\(buffer.height) buffer")
        }
        forgetBuffer()
        target = (buffer.pixels, made)
        return made
    }
}
