import TabBarCore

/// Samples motions into `MotionPlot` lanes: item animations, indicators and transitions,
/// straight from the pure motion functions the window draws with.
public enum MotionCurves {
    /// Samples per second: fine enough that a 0.5 s motion draws as a smooth curve.
    static let rate = 240.0

    static func times(_ duration: Double) -> [Double] {
        let end = max(duration, 1.0 / 60) * 1.1
        return (0...Int((end * rate).rounded(.up))).map { Double($0) / rate }
    }

    /// An item animation's select motion: scale, rotation (degrees), x and y offset, opacity.
    public static func item(_ animation: any ItemAnimation) -> MotionPlot {
        let duration = animation.duration
        let poses = times(duration).map {
            ($0, $0 <= duration ? animation.selecting(elapsed: $0) : animation.selectedPose)
        }
        func lane(_ name: String, _ value: (ItemPose) -> Double) -> PlotLane {
            PlotLane(name: name, samples: poses.map { Point(x: $0.0, y: value($0.1)) })
        }
        var lanes = [
            lane("scale", \.iconScaleX), lane("rotation (°)", { $0.iconRotation * 180 / .pi }),
            lane("x offset (px)", \.iconOffset.x), lane("y offset (px)", \.iconOffset.y),
            lane("opacity", \.iconOpacity),
        ]
        // Instants where the pose steps on purpose are keyframes of every lane.
        let steps = animation.discontinuities(role: .select, duration: duration)
        for index in lanes.indices {
            lanes[index].keyframes = steps.map { time in
                Point(x: time, y: lanes[index].samples.min { abs($0.x - time) < abs($1.x - time) }?.y ?? 0)
            }
        }
        if animation is BounceAnimation {
            // Ramotion's bounce: seven evenly spaced scale keyframes (seed-libraries.md §1.4).
            let values = BounceAnimation.scaleTrack.values
            let marks = values.indices.map { Point(x: duration * Double($0) / Double(values.count - 1), y: values[$0]) }
            lanes[0].keyframes = marks.map { Point(x: $0.x, y: animation.selecting(elapsed: $0.x).iconScaleX) }
            lanes[0].reference = marks
        }
        return MotionPlot(
            title: "animation \(animation.name) — select, \(Int((duration * 1000).rounded())) ms", duration: duration,
            lanes: lanes)
    }

    /// The indicator moving from item 0 to `target`: its left and right edges in slot units.
    public static func indicator(
        _ kind: IndicatorKind, configuration: AppConfiguration, viewport: Size, target: Int,
        measurer: any TextMeasuring
    ) -> MotionPlot {
        var configuration = configuration
        configuration.bar.indicator = kind
        configuration.initialIndex = 0
        let controller = TabBarController(configuration: configuration, viewport: viewport, measurer: measurer)
        _ = controller.select(target, cause: .program, at: 0)
        let duration = max(controller.indicatorEndTime, 0)
        let spans = times(duration).map { ($0, controller.indicatorSpan(at: $0)) }
        var left = PlotLane(name: "left edge (slots)", samples: spans.map { Point(x: $0.0, y: $0.1.lower) })
        var right = PlotLane(name: "right edge (slots)", samples: spans.map { Point(x: $0.0, y: $0.1.upper) })
        if kind == .colorfulMask {
            // TColorful's two phases: stretch over both slots, then shrink onto the target.
            let seed = ColorfulMaskMotion(
                from: SlotSpan(lower: 0, upper: 1), toSlot: target, at: 0,
                phaseLength: configuration.bar.maskPhaseDuration)
            let marks = [(0.0, seed.start), (seed.phaseLength, seed.stretched), (seed.endTime, seed.target)]
            left.reference = marks.map { Point(x: $0.0, y: $0.1.lower) }
            right.reference = marks.map { Point(x: $0.0, y: $0.1.upper) }
            left.keyframes = marks.map { Point(x: $0.0, y: controller.indicatorSpan(at: $0.0).lower) }
            right.keyframes = marks.map { Point(x: $0.0, y: controller.indicatorSpan(at: $0.0).upper) }
        }
        return MotionPlot(
            title: "indicator \(kind.rawValue) — item 0 → \(target)", duration: duration, lanes: [left, right])
    }

    /// A transition in `role`: the incoming page's offset, scale and opacity, and the bubble's radius.
    public static func transition(
        _ kind: TransitionKind, role: TransitionRole, timing: TransitionTiming, area: Rect
    ) -> MotionPlot {
        let duration = timing.totalDuration
        let frames = times(duration).map { time in
            (
                time,
                TransitionGeometry.frame(
                    kind, role: role, area: area, progress: timing.progress(at: time),
                    parameters: TransitionParameters())
            )
        }
        func lane(_ name: String, rest: Double, _ value: (TransitionFrame) -> Double) -> PlotLane {
            let samples = frames.map { Point(x: $0.0, y: value($0.1)) }
            // The seed's pages come to rest in place, full size and opaque.
            return PlotLane(
                name: name, samples: samples,
                keyframes: [samples.first, samples.min { abs($0.x - duration) < abs($1.x - duration) }].compactMap {
                    $0
                },
                reference: [Point(x: duration, y: rest)])
        }
        var lanes = [
            lane("page x offset (px)", rest: 0) { $0.incoming.transform.tx },
            lane("page y offset (px)", rest: 0) { $0.incoming.transform.ty },
            lane("page scale", rest: 1) { $0.incoming.transform.a },
            lane("page opacity", rest: 1) { $0.incoming.opacity },
        ]
        if kind == .bubble {
            var radius = lane("circle radius (px)", rest: 0) { circleRadius(in: $0.between) ?? 0 }
            radius.reference = [
                Point(
                    x: duration,
                    y: TransitionGeometry.bubbleRadius(
                        origin: TransitionGeometry.bubbleOrigin(
                            area: area, parameters: TransitionParameters()), area: area))
            ]
            lanes.append(radius)
        }
        return MotionPlot(
            title: "transition \(kind.rawValue) — \(role.rawValue), \(Int((duration * 1000).rounded())) ms",
            duration: duration, lanes: lanes)
    }

    /// The radius of the first circle among `nodes`.
    static func circleRadius(in nodes: [SceneNode]) -> Double? {
        for node in nodes {
            switch node {
            case .fill(.ellipse(let rect), _): return rect.width / 2
            case .group(let group): if let radius = circleRadius(in: group.children) { return radius }
            default: continue
            }
        }
        return nil
    }
}
