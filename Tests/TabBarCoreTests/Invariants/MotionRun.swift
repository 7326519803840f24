@testable import TabBarCore

/// Plays one `MotionCase` on a controller, samples it at 240 Hz from the input until well
/// after the motion has ended, and records what the invariants need. Scenes are checked as
/// they are sampled, not kept: the catalogue holds hundreds of runs.
struct MotionRun: Sendable {
    /// When the motion under test starts; the preparation has settled long before.
    static let start = 5.0
    static let rate = 240.0
    /// How long after its end a motion is watched for staying at rest.
    static let watch = 0.5

    var name: String
    /// The latest `end` trace of any motion the input started (or the untraced duration).
    var end: Double
    /// The first sampled frame from `end` on that differs from the resting frame.
    var restless: String?
    /// How the resting frame differs from a fresh controller showing the same selection
    /// (nil when equal, or when pages are pushed or presented, which a fresh controller lacks).
    var unlikeFresh: String?
    /// Continuity breaches, each with its sample time.
    var jumps: [String]
    /// Whether `isAnimating` said false while the frame was still changing.
    var stoppedEarly: String?

    init(_ motion: MotionCase) {
        name = motion.name
        let c = TabBarController(configuration: motion.configuration, viewport: motion.viewport)
        var events = motion.prepare(c, 0)
        var t = 0.0
        while t < Self.start - 0.5 {
            t += 0.05
            events += c.advance(to: t)
        }
        let t0 = Self.start
        events = c.advance(to: t0) + motion.trigger(c, t0)
        let steps = Self.stepIntervals(motion, controller: c, start: t0)
        var end = t0 + motion.untracedDuration
        var frames: [(time: Double, scene: Scene, animating: Bool)] = []
        var jumps: [String] = []
        var previous: [SceneLeaf]?
        var k = 0
        while true {
            let time = t0 + Double(k) / Self.rate
            events += c.advance(to: time)
            end = max(end, Self.lastEnd(events, after: t0))
            let scene = c.scene(at: time)
            let leaves = SceneSample.leaves(of: scene)
            if let previous {
                // A step on a sample time may land on either side of it in floating point.
                let swaps = Set(
                    (steps + Self.indicatorSteps(events, controller: c))
                        .filter { abs($0.time - (time - 0.5 / Self.rate)) <= 0.5 / Self.rate + 1e-9 }.map(\.layer))
                jumps += SceneContinuity.violations(
                    from: previous, to: leaves, windowWidth: scene.size.width, swapLayers: swaps,
                    allowance: motion.positionAllowance
                )
                .map { String(format: "t=+%.4f ", time - t0) + $0 }
            }
            previous = leaves
            if time >= end - 1 / Self.rate { frames.append((time, scene, c.isAnimating(at: time))) }
            if time > end + Self.watch && !c.isAnimating(at: time) || time > t0 + 8 { break }
            k += 1
        }
        self.end = end
        self.jumps = jumps
        let last = frames.last?.time ?? t0
        _ = c.advance(to: last + 30)
        let rest = c.scene(at: last + 30)
        restless =
            frames.lazy.filter { $0.time >= end }.compactMap { frame in
                SceneEquality.difference(frame.scene, rest).map {
                    String(format: "t=+%.4f (end +%.4f): ", frame.time - t0, end - t0) + $0
                }
            }.first
        stoppedEarly =
            frames.lazy.filter { !$0.animating }.compactMap { frame in
                SceneEquality.difference(frame.scene, rest).map { String(format: "t=+%.4f: ", frame.time - t0) + $0 }
            }.first
        if c.navigator.depth == 1 && c.navigator.presented == nil {
            var configuration = c.configuration
            configuration.initialIndex = c.selectedIndex
            // The configuration is read-only at run time, so badges set while running live in
            // the slots: a fresh controller starts with them, as a config declaring them would.
            if configuration.tabs.count == c.items.count {
                for index in configuration.tabs.indices { configuration.tabs[index].badge = c.items[index].badge }
            }
            let fresh = TabBarController(configuration: configuration, viewport: motion.viewport)
            unlikeFresh = SceneEquality.difference(rest, fresh.scene(at: 0))
        }
    }

    /// The declared discrete steps of the item motions the input started, as absolute times.
    static func stepIntervals(
        _ motion: MotionCase, controller: TabBarController, start: Double
    )
        -> [(time: Double, layer: String)]
    {
        motion.itemMotions.flatMap { item, kind in
            controller.items[item].animation.discontinuities(
                role: kind, duration: controller.items[item].animation.duration
            ).map { (start + $0, "bar.item.\(item)") }
        }
    }

    /// Reduced motion's colourful mask changes at once (`IndicatorAnimator.changesAtOnce`):
    /// each indicator move is a declared step of the tile and of every item it reveals.
    static func indicatorSteps(_ events: [TraceEvent], controller: TabBarController) -> [(time: Double, layer: String)]
    {
        guard controller.indicator.changesAtOnce else { return [] }
        let layers = ["bar.indicator"] + controller.items.indices.map { "bar.item.\($0)" }
        return events.flatMap { event -> [(time: Double, layer: String)] in
            guard case .animation(let trace) = event, trace.kind == .indicator, trace.phase == .begin else { return [] }
            return layers.map { (trace.time, $0) }
        }
    }

    /// The latest `end` of a motion (item, indicator or transition) begun at or after `start`.
    static func lastEnd(_ events: [TraceEvent], after start: Double) -> Double {
        events.reduce(-Double.infinity) { latest, event in
            switch event {
            case .animation(let trace) where trace.phase == .end && trace.time >= start: max(latest, trace.time)
            case .transition(_, _, .end, let time) where time >= start: max(latest, time)
            default: latest
            }
        }
    }
}
