import TabBarCore

/// Decides how a scene is drawn, in plain values: what later opaque paint hides (occlusion),
/// which retained groups are composited from pictures and which are drawn (cache hits and
/// churn), which pictures the host copies by itself (direct copies) and which translucent
/// rectangles it lays over them (tints). The result is a `FramePlan` for the painter.
///
/// It follows the painter's context as the plan will leave it (the matrix, computed as Cairo
/// computes it, and the clip, see `PlannedClip`), and asks the picture store for pictures
/// in the order the painter would have, so a picture drawn now is drawn at the same point of
/// the frame as before planning existed.
public final class FramePlanner {
    /// What the planner carries from one frame to the next.
    struct Memory {
        /// Frames planned, and the last one in which a retained group missed the cache.
        var frameNumber = 0
        var lastMiss = -1
        /// Whether the last frame missed the cache too: pages whose content changes every
        /// frame (laid out in an area that grows as the bar hides) are then drawn directly,
        /// since a picture of them would be drawn once and thrown away.
        var churning = false
        /// The contents of pages drawn directly because of churn, this frame and the last:
        /// one that comes back unchanged (the same array, as `PageNodeCache` shares it) is
        /// stable after all, and gets its picture. Without this, a page first seen while
        /// another page missed would be drawn from scratch on every frame of the transition.
        var churnedThisFrame: [[SceneNode]] = []
        var churnedLastFrame: [[SceneNode]] = []
        /// The last frame's layers by id: a layer equal to its last frame's is kept as a
        /// picture (`RenderPolicy.keepsStableLayers`).
        var previousLayers: [String: SceneNode] = [:]
        /// Whether the frame planned last must match drawing from scratch: pictures drawn
        /// for it, or ahead after it, are drawn so too.
        var exact = false
        /// How many steps the last frame's plan took: the next one reserves as many.
        var steps = 0
    }

    var memory = Memory()

    /// A planner that has planned no frame yet: nothing churned, no layer remembered.
    public init() {}

    /// Whether the last frame missed the cache too, and churning pages are drawn directly.
    public var isChurning: Bool { memory.churning }

    /// Whether the frame planned last was exact (pictures drawn ahead are drawn so too).
    public var lastFrameWasExact: Bool { memory.exact }

    /// Whether the next frame planned draws `layer` from a picture of it: the layer equals
    /// the last frame's of its id and holds something costly to draw, and `policy` keeps
    /// such layers as pictures in `store`.
    public func drawsFromPicture(_ layer: SceneLayer, policy: RenderPolicy, store: (any PictureStore)?) -> Bool {
        policy.keepsStableLayers && store != nil && SceneBounds.worthPicture(layer.node)
            && memory.previousLayers[layer.id] == layer.node
    }

    /// Plans `scene` at `scale` device pixels per logical pixel on a surface of `surface`'s
    /// size. With `damage` (logical pixels) only those regions are repainted, the rest kept.
    /// Retained groups are composited from `store`'s pictures (none: every group is drawn);
    /// one placed off the device-pixel grid or scaled is resampled, unless `exact` (a frame at
    /// rest), which draws it from scratch so the resting frame is exact. With `direct`,
    /// pictures in memory the host shows from, moved by whole pixels, opaque and with nothing
    /// drawn over them, are left to the host (`FramePlan.copies`). A frame that is not
    /// `counted` (drawn again to complete a buffer) leaves the memory as it found it, but for
    /// whether pages churn and whether the frame was exact.
    public func planFrame(
        _ scene: Scene, surface: PixelBox, scale: Double, damage: [Rect]?, exact: Bool, direct: Bool,
        policy: RenderPolicy, store: (any PictureStore)?, counted: Bool = true
    ) -> FramePlan {
        let kept = memory
        defer {
            if !counted {
                let (churning, exact) = (memory.churning, memory.exact)
                memory = kept
                (memory.churning, memory.exact) = (churning, exact)
            }
        }
        memory.exact = exact
        memory.frameNumber += 1
        memory.churning = policy.drawsChurnDirectly && memory.lastMiss == memory.frameNumber - 1
        memory.churnedLastFrame = memory.churnedThisFrame
        memory.churnedThisFrame = []
        let regions = damage ?? [Rect(origin: .zero, size: scene.size)]
        // Clipped on whole device pixels before scaling: at a fractional scale a logical-pixel
        // clip would cut pixels in half and blend the repaint with what was there.
        let devices = regions.map { $0.scaled(by: scale).integral }
        var walk = PlanWalk(
            planner: self, store: store, policy: policy, scale: scale, exact: exact, matrix: .identity,
            surface: surface)
        walk.reserveSteps(memory.steps)
        walk.clip(rects: devices)
        walk.scale(by: scale)
        walk.drawLayers(of: scene, damage: devices, direct: direct && store?.sharesMemory == true)
        if store != nil {
            memory.previousLayers = Dictionary(
                scene.layers.map { ($0.id, $0.node) }, uniquingKeysWith: { first, _ in first })
        }
        let plan = walk.finish(damage: devices)
        memory.steps = plan.steps.count
        return plan
    }

    /// Plans drawing `content`, a retained group's, into its picture: a context whose matrix
    /// starts at `matrix` (picture pixels ← the group's space) over a surface of `surface`'s
    /// size. Nothing in a picture is left to the host: direct copies put pixels on the
    /// screen, not into the picture (a page drawn into the magic move's card would have been
    /// listed as a copy of the whole page).
    public func planPicture(
        _ content: SceneGroup, matrix: DeviceMatrix, surface: PixelBox, scale: Double, policy: RenderPolicy,
        store: (any PictureStore)?
    ) -> FramePlan {
        var walk = PlanWalk(
            planner: self, store: store, policy: policy, scale: scale, exact: memory.exact, matrix: matrix,
            surface: surface)
        walk.reserveSteps(2 * content.children.count + 4)
        walk.drawGroup(content)
        return walk.plan
    }
}
