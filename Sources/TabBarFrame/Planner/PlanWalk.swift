import TabBarCore

/// One pass of the planner over a scene (or a picture's content): the steps so far, what the
/// frame leaves to the host so far, and the painter's context as those steps leave it.
struct PlanWalk {
    /// The painter's context after the steps so far.
    struct Context {
        var matrix: DeviceMatrix
        var clip: PlannedClip
        /// Inside an offscreen group (`pushGroup`): what is drawn reaches the surface only
        /// through the group, so nothing there may be left to the host.
        var inGroup = false
    }

    let planner: FramePlanner
    /// The frame's rules: its policy, its picture store, its scale, whether it is exact.
    let rules: FrameRules
    private(set) var plan: FramePlan
    var context: Context
    /// While a layer is planned in a frame that may leave pictures to the host: the device
    /// pixels it may leave to direct copies, the frame's damage less whatever later layers
    /// (and later siblings) may touch.
    var directArea: PixelRegion?

    init(
        planner: FramePlanner, store: (any PictureStore)?, policy: RenderPolicy, scale: Double, exact: Bool,
        matrix: DeviceMatrix, surface: PixelBox
    ) {
        self.planner = planner
        rules = FrameRules(
            policy: policy, store: store, scale: scale, exact: exact, churning: planner.memory.churning,
            churnedLastFrame: planner.memory.churnedLastFrame)
        plan = FramePlan(exact: exact)
        context = Context(matrix: matrix, clip: PlannedClip(surface: surface))
    }

    var store: (any PictureStore)? { rules.store }
    var scale: Double { rules.scale }
    var exact: Bool { rules.exact }

    mutating func step(_ step: PaintStep) { plan.steps.append(step) }

    /// Makes room for `count` steps at once, rather than growing the list step by step.
    mutating func reserveSteps(_ count: Int) { plan.steps.reserveCapacity(count) }

    mutating func copy(_ copy: PixelCopy) { plan.copies.append(copy) }

    mutating func tint(_ tint: PixelTint) { plan.tints.append(tint) }

    mutating func approximate(_ rect: Rect) { plan.approximate.append(rect) }

    /// Narrows the clip to the union of `rects`, device pixels.
    mutating func clip(rects: [Rect]) {
        step(.clipRects(rects))
        context.clip.intersect(PixelRegion(rects))
    }

    /// Narrows the clip to `region`, keeping the matrix.
    mutating func clip(_ region: PixelRegion) {
        step(.clipPixels(region))
        context.clip.intersect(region)
    }

    /// Narrows the clip to `shape` in user space.
    mutating func clip(_ shape: Shape) {
        step(.clip(shape))
        context.clip.intersect(shape, under: context.matrix)
    }

    mutating func scale(by factor: Double) {
        step(.scale(factor))
        context.matrix = context.matrix.scaled(factor, factor)
    }

    mutating func transform(by t: AffineTransform) {
        step(.transform(t))
        context.matrix = context.matrix.transformed(by: DeviceMatrix(t))
    }

    /// Runs `body` between a `save` and a `restore`, the context as it was afterwards.
    mutating func saved(_ body: (inout PlanWalk) -> Void) {
        let kept = context
        step(.save)
        body(&self)
        step(.restore)
        context = kept
    }

    /// The plan, with what it leaves to the host: of the approximate parts only what this
    /// frame painted (a picture's box reaches past the damage).
    mutating func finish(damage devices: [Rect]) -> FramePlan {
        if !plan.approximate.isEmpty {
            plan.approximate = PixelRegion(plan.approximate).intersection(PixelRegion(devices)).rects
        }
        plan.damage = devices
        return plan
    }

    /// Plans `node`.
    mutating func draw(_ node: SceneNode) {
        switch node {
        case .fill, .stroke, .image, .text, .backdropBlur:
            step(.node(node))
        case .group(let group):
            drawGroup(group)
        }
    }
}
