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
/// nowhere else), whether a frame is due, and the damage since the last frame. What each of
/// the window's buffers holds and lacks is its record in the window's `FrameLedger`
/// (`BufferRecord`), which `draw` and `completeBuffer` fill in; the pipeline keeps no buffer
/// of its own.
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
        _ scene: Scene, at time: Double, into buffer: BufferRecord, full: Bool, exact: Bool = false,
        direct: Bool = false, overlay: (Scene, [Rect]?) -> (scene: Scene, damage: [Rect]?) = { ($0, $1) }
    ) throws(FrameError) -> FrameUpdate {
        let surface = try self.surface(over: buffer)
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
        lacking.add(buffer.stale)
        lacking.add(buffer.behind)
        var damage = changing
        if !direct, !lacking.isEmpty, let changing {
            damage = renderer.uncut(changing + logical(lacking), in: drawn)
        }
        let result = renderer.render(
            drawn, on: surface, scale: scale, damage: damage, exact: exact, direct: direct)
        lastScene = scene
        buffer.drawn = (drawn, exact)
        lastAnimationTime = time
        isDirty = false
        if fixedStep { frameIndex += 1 }
        let sent = PixelRegion(result.damage), copied = PixelRegion(result.copies.map(\.rect))
        if direct {
            lacking.subtract(sent)
            lacking.add(copied)
            buffer.stale = lacking
        } else {
            buffer.stale = PixelRegion()
        }
        approximate.subtract(sent)
        approximate.subtract(copied)
        approximate.add(PixelRegion(result.approximate))
        buffer.behind = PixelRegion()
        // What changed on screen, which the other buffer now lacks (the ledger adds it there);
        // not what this buffer only caught up on.
        let changed = changing.map {
            PixelRegion($0.map { SceneRenderer.devicePixels(of: $0, scale: scale) }).union(copied)
        }
        return FrameUpdate(
            rects: result.damage, copies: result.copies, tints: result.tints, time: time, changed: changed)
    }

    /// The window's buffers are gone (the window was resized, and the ledger frees them at
    /// once, with what their records say they lack): the next frame is drawn whole, into a
    /// new one, and nothing drawn approximately before is owed any more.
    public func forgetBuffer() {
        lastScene = nil
        approximate = PixelRegion()
    }

    /// Draws into `buffer`, from the scene last drawn there, what direct copies left out of
    /// it, and returns whether there was any. Only while the server is not reading the buffer:
    /// once idle after a rest (the last frame's buffer), or before a buffer is read back (a
    /// capture of the frame it holds). The pixels are the ones already on screen (the same
    /// pictures, placed as the copies placed them), so nothing is sent.
    @discardableResult
    public func completeBuffer(_ buffer: BufferRecord) -> Bool {
        guard !buffer.isFreed, !buffer.stale.isEmpty, let (scene, exact) = buffer.drawn,
            let surface = try? surface(over: buffer)
        else { return false }
        let damage = renderer.uncut(logical(buffer.stale), in: scene)
        renderer.redraw(scene, on: surface, scale: scale, damage: damage, exact: exact)
        buffer.stale = PixelRegion()
        return true
    }

    /// `region`'s rectangles in logical pixels, a hair inside so that the renderer's rounding
    /// out to whole device pixels gives back the same rectangles at any scale.
    private func logical(_ region: PixelRegion) -> [Rect] {
        region.rects.map { $0.scaled(by: 1 / scale).insetBy(dx: 1e-6, dy: 1e-6) }
    }

    /// A Cairo surface over `buffer`'s memory, made for each draw: it costs a few
    /// microseconds, and keeps the buffer's record free of Cairo.
    private func surface(over buffer: BufferRecord) throws(FrameError) -> RasterSurface {
        let memory = buffer.memory
        guard
            let made = try? RasterSurface(
                pixels: memory.pixels, width: memory.width, height: memory.height, bytesPerRow: memory.bytesPerRow)
        else {
            throw FrameError(description: "cannot draw into the window's \(memory.width)×\(memory.height) buffer")
        }
        return made
    }
}
