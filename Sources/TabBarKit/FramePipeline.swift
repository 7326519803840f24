import TabBarCairo
import TabBarCore
import TabBarFrame
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
    /// The buffers drawn into (two when the window presents from one while drawing the
    /// other, see `X11Window`), the one holding the last frame drawn last: the client's half
    /// of the window's `FrameLedger` records (its surface, stale region and scene), found by
    /// the buffer's memory. Which frames are on their way is the ledger's alone: a report
    /// names the buffer holding its frame (`frameShown(in:)`).
    private var targets: [BufferTarget] = []
    /// The part of the screen showing pictures near the frame rather than exactly, moved to
    /// the nearest whole pixel or resampled in motion (`RenderResult.approximate`): a frame
    /// at rest draws it again, exactly, even where the scene did not change (a page that
    /// stopped off the grid, a page beneath a modal whose scale settled a frame early).
    private var approximate = PixelRegion()

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
        fixedStep ? AnimationClock.fixedStepHost(frames: frameIndex) : host
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
    public var surface: (pixels: UnsafeMutableRawPointer, surface: RasterSurface)? {
        targets.last.map { ($0.pixels, $0.surface) }
    }

    /// Draws `scene` (for animation time `time`) into `buffer` and returns what changed on
    /// screen: damaged rectangles of the buffer in device pixels, and, with `direct`, copies
    /// the server makes from pictures in shared memory instead; `full` means the buffer's old
    /// contents are gone. `overlay` may lay something over the scene and widen the damage
    /// (the repaint flashes): what it adds is drawn but never compared, so the next frame's
    /// damage is the scene's own. `exact` (a frame at rest) draws retained pages from scratch
    /// where a cached picture would be resampled (see `SceneRenderer.render`); pictures on
    /// whole pixels are still copied directly, as exact as drawing them. Without `direct`,
    /// whatever the buffer lacks of the screen (what copies left out of it, and with two
    /// buffers what frames drawn into the other changed since) is drawn into it again; at rest,
    /// `completeBuffer` does it after the frame, while idle, so that the last frame of a
    /// transition costs no more than the others and the window at rest still ends with all
    /// of its frame in its buffer (for exposures).
    public func draw(
        _ scene: Scene, at time: Double, into buffer: PixelBuffer, full: Bool, exact: Bool = false,
        direct: Bool = false, overlay: (Scene, [Rect]?) -> (scene: Scene, damage: [Rect]?) = { ($0, $1) }
    ) throws(FrameError) -> FrameUpdate {
        let target = try self.target(for: buffer)
        var (drawn, changing) = overlay(scene, full || lastScene == nil ? nil : scene.damage(since: lastScene))
        if exact, !approximate.isEmpty, let damage = changing {
            changing = damage + logical(approximate)
        }
        // The overlay's own rectangles may touch a backdrop blur or cut a title too.
        changing = changing.map { renderer.uncut($0, in: drawn) }
        // What this buffer lacks of the screen: what copies left out of it, and what frames
        // drawn into the other buffer changed since it was last drawn. Drawn again without
        // copies, as the pixels already on screen.
        var lacking = PixelRegion()
        lacking.add(target.stale)
        lacking.add(target.behind)
        var damage = changing
        if !direct, !lacking.isEmpty, let changing {
            damage = renderer.uncut(changing + logical(lacking), in: drawn)
        }
        let result = renderer.render(
            drawn, on: target.surface, scale: scale, damage: damage, exact: exact, direct: direct)
        lastScene = scene
        target.drawn = (drawn, exact)
        lastAnimationTime = time
        isDirty = false
        if fixedStep { frameIndex += 1 }
        let sent = PixelRegion(result.damage), copied = PixelRegion(result.copies.map(\.rect))
        if direct {
            lacking.subtract(sent)
            lacking.add(copied)
            target.stale = lacking
        } else {
            target.stale = PixelRegion()
        }
        approximate.subtract(sent)
        approximate.subtract(copied)
        approximate.add(PixelRegion(result.approximate))
        target.behind = PixelRegion()
        // What changed on screen, which the other buffer now lacks; not what this buffer only
        // caught up on.
        var changed =
            changing.map { PixelRegion($0.map { SceneRenderer.devicePixels(of: $0, scale: scale) }) } ?? target.whole
        changed.add(copied)
        for other in targets where other !== target { other.behind.add(changed) }
        targets.removeAll { $0 === target }
        targets.append(target)
        return FrameUpdate(rects: result.damage, copies: result.copies, tints: result.tints, time: time)
    }

    /// The frame in the buffer over `pixels` is on screen (`FrameReport.buffer`): the surface
    /// that holds it, with the memory under it, which is not drawn into before this report
    /// is over (a capture reads it); nil when that buffer was freed since (a resize).
    public func frameShown(
        in pixels: UnsafeMutableRawPointer
    ) -> (
        pixels: UnsafeMutableRawPointer, surface: RasterSurface
    )? {
        targets.first { $0.pixels == pixels }.map { ($0.pixels, $0.surface) }
    }

    /// The window's buffer is gone (the window was resized, and the loop frees the old buffer
    /// at once): nothing is drawn into it any more, and the next frame makes a surface over
    /// the new one and draws it whole.
    public func forgetBuffer() {
        // Frames on their way are still reported, but their buffers are gone.
        targets = []
        lastScene = nil
        approximate = PixelRegion()
    }

    /// Whether the buffer holding the last frame holds all of it (no copy left part of it to
    /// a picture since it was last drawn there).
    public var bufferIsWhole: Bool { targets.last?.stale.isEmpty ?? true }

    /// Draws into the buffer of the last frame, from that frame's scene, what direct copies
    /// left out of it, and returns whether there was any. Only while the server is not
    /// reading the buffer: once idle after a rest, or before the buffer is read back (a
    /// capture). The pixels are the ones already on screen (the same pictures, placed as the
    /// copies placed them), so nothing is sent. `surface` picks an older frame's buffer
    /// (`frameShown`'s), completed from its own scene.
    @discardableResult
    public func completeBuffer(_ surface: RasterSurface? = nil) -> Bool {
        guard let target = surface.map({ s in targets.first { $0.surface === s } }) ?? targets.last,
            !target.stale.isEmpty, let (scene, exact) = target.drawn
        else { return false }
        let damage = renderer.uncut(logical(target.stale), in: scene)
        renderer.redraw(scene, on: target.surface, scale: scale, damage: damage, exact: exact)
        target.stale = PixelRegion()
        return true
    }

    /// `region`'s rectangles in logical pixels, a hair inside so that the renderer's rounding
    /// out to whole device pixels gives back the same rectangles at any scale.
    private func logical(_ region: PixelRegion) -> [Rect] {
        region.rects.map { $0.scaled(by: 1 / scale).insetBy(dx: 1e-6, dy: 1e-6) }
    }

    /// The target over the window's buffer `buffer`: the one made for it before, or a new
    /// one. A buffer of another size means the window was resized: everything drawn before
    /// is forgotten and the frame is drawn whole. A second buffer of the same size lacks the
    /// whole screen until drawn.
    private func target(for buffer: PixelBuffer) throws(FrameError) -> BufferTarget {
        if let known = targets.first(where: { $0.pixels == buffer.pixels }),
            known.surface.width == buffer.width, known.surface.height == buffer.height
        {
            return known
        }
        guard
            let made = try? RasterSurface(
                pixels: buffer.pixels, width: buffer.width, height: buffer.height,
                bytesPerRow: buffer.bytesPerRow)
        else {
            throw FrameError(description: "cannot draw into the window's \(buffer.width)×\(buffer.height) buffer")
        }
        let target = BufferTarget(pixels: buffer.pixels, surface: made)
        targets.removeAll { $0.pixels == buffer.pixels }
        if let other = targets.last, other.surface.width == made.width, other.surface.height == made.height,
            targets.count < Self.maxTargets
        {
            target.behind.add(target.whole)
        } else {
            forgetBuffer()
        }
        targets.insert(target, at: 0)
        return target
    }

    /// The window draws into two buffers at most.
    private static let maxTargets = 2
}

/// One buffer the pipeline draws into, with what it lacks of the screen.
private final class BufferTarget {
    let pixels: UnsafeMutableRawPointer
    let surface: RasterSurface
    /// Device pixels where this buffer does not hold its own last frame: what direct copies
    /// left out of it (the window showed them from pictures), and what it lacked before that
    /// frame and the frame did not draw.
    var stale = PixelRegion()
    /// Device pixels that frames drawn into another buffer changed on screen since this
    /// one's last frame: the buffer holds an older frame there.
    var behind = PixelRegion()
    /// The scene last drawn here as it was drawn (with its overlays) and whether exactly:
    /// what `completeBuffer` draws back where copies went.
    var drawn: (scene: Scene, exact: Bool)?

    init(pixels: UnsafeMutableRawPointer, surface: RasterSurface) {
        self.pixels = pixels
        self.surface = surface
    }

    /// The whole buffer, in device pixels.
    var whole: PixelRegion {
        PixelRegion([Rect(x: 0, y: 0, width: Double(surface.width), height: Double(surface.height))])
    }
}
