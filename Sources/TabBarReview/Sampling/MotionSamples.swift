import TabBarCore

/// A motion sampled from its scenes: every named node's state at each time, and the lanes
/// that `tabbar plot` draws and writes as CSV.
///
/// The scenes come from a function of time, so any path that composes the window's
/// frames can feed it: times are asked in ascending order, and it may advance a
/// controller as it goes. Time 0 is the input that starts the motion.
public struct MotionSamples: Sendable {
    /// Samples per second for a scene function not tied to frames (`times(duration:)`):
    /// fine enough that a 0.5 s motion draws as a smooth curve. Angles unwrap as long as
    /// consecutive samples turn less than half a period (the window's 60 Hz frames do).
    public static let rate = 240.0

    /// The times sampled, in seconds, ascending.
    public var times: [Double]
    /// Each time's named nodes.
    public var states: [[String: NodeState]]
    /// Every name seen, in the order first drawn.
    public var names: [String]

    /// Samples `scene` at `times` (ascending).
    public init(times: [Double], scene: (Double) -> Scene) {
        self.times = times
        var names: [String] = []
        var seen: Set<String> = []
        states = times.map { time in
            let frame = scene(time)
            for name in SceneProbe.names(in: frame) where seen.insert(name).inserted { names.append(name) }
            return SceneProbe.nodes(in: frame)
        }
        self.names = names
    }

    /// The times a motion of `duration` seconds is sampled at: from a little before its
    /// input to a little after its end, as `MotionPlot` shows it, with 0 and the end exact.
    public static func times(duration: Double) -> [Double] {
        let span = max(duration, AnimationClock.frameDuration)
        let first = Int((-span * 0.04 * rate).rounded(.down)), last = Int((span * 1.12 * rate).rounded(.up))
        var times = (first...last).map { Double($0) / rate }
        if !times.contains(duration) {
            times.append(duration)
            times.sort()
        }
        return times
    }

    /// The lanes that change, node by node in drawing order.
    public var lanes: [MotionLane] { allLanes.filter(\.changes) }

    /// Every property of every node, still or not.
    public var allLanes: [MotionLane] { names.flatMap(lanes(of:)) }

    /// `node`'s lane of `property`, still or not.
    public func lane(_ node: String, _ property: MotionProperty) -> MotionLane? {
        lanes(of: node).first { $0.property == property }
    }

    /// One node's lanes, in `MotionProperty` order.
    func lanes(of node: String) -> [MotionLane] {
        var series = states.map { $0[node] }
        // Where it is not drawn a node is invisible, but a wrapper (the bar, wrapped only
        // while it moves) is at rest.
        if NodeName.wrappers.contains(node) { series = series.map { $0 ?? NodeState() } }
        func lane(_ property: MotionProperty, _ value: (NodeState) -> Double?) -> MotionLane {
            MotionLane(node: node, property: property, values: series.map { $0.flatMap(value) })
        }
        // A scale that differs between the axes morphs a rectangle (the hero, a pill): its
        // edges say it best. Otherwise the offset and scale, and the edges of what the node
        // draws itself where those move (a bottom line, a mask, a bubble's disc).
        let uniform = series.allSatisfy { state in state.map { abs($0.scaleX - $0.scaleY) < 1e-9 } ?? true }
        var lanes: [MotionLane] = []
        let edges: (NodeState) -> Rect?
        if uniform {
            lanes += [lane(.x, \.offset.x), lane(.y, \.offset.y), lane(.scale, \.scaleX)]
            edges = \.box
        } else {
            edges = { $0.transform.apply(to: $0.frame) }
        }
        var rotation = lane(.rotation) { $0.rotation * 180 / .pi }
        rotation.values = Self.unwrapped(rotation.values, period: 360)
        var turn = lane(.turn) { $0.tilt.map { $0 * 180 / .pi } }
        turn.values = Self.unwrapped(turn.values, period: 180)
        lanes += [rotation, turn, MotionLane(node: node, property: .opacity, values: series.map { $0?.opacity ?? 0 })]
        lanes += [
            lane(.left) { edges($0)?.minX }, lane(.right) { edges($0)?.maxX }, lane(.top) { edges($0)?.minY },
            lane(.bottom) { edges($0)?.maxY },
        ]
        lanes.append(MotionLane(node: node, property: .colour, colours: series.map { $0?.colour }))
        lanes += Self.imageLanes(node, series.map { $0?.images ?? [:] })
        return lanes
    }

    /// The face lane (share of the image shown at the end) and, for three pictures or
    /// more, the flip-book's frame lane.
    static func imageLanes(_ node: String, _ images: [[String: Double]]) -> [MotionLane] {
        let dominant = images.map { weights in
            weights.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
        }
        guard let end = dominant.last(where: { $0 != nil }) ?? nil else { return [] }
        let face = images.map { weights -> Double? in
            let total = weights.values.reduce(0, +)
            return total > 0 ? (weights[end] ?? 0) / total : nil
        }
        var order: [String] = []
        for case let image? in dominant where !order.contains(image) { order.append(image) }
        var lanes = [MotionLane(node: node, property: .face, values: face)]
        if order.count >= 3 {
            lanes.append(
                MotionLane(
                    node: node, property: .frame,
                    values: dominant.map { $0.flatMap { order.firstIndex(of: $0) }.map(Double.init) }))
        }
        return lanes
    }

    /// `values` with whole periods added where they wrap, so a turn keeps counting; gaps
    /// keep the last value's count.
    static func unwrapped(_ values: [Double?], period: Double) -> [Double?] {
        var previous: Double?
        return values.map { value in
            guard let value else { return nil }
            guard let last = previous else {
                previous = value
                return value
            }
            let unwrapped = value + period * ((last - value) / period).rounded()
            previous = unwrapped
            return unwrapped
        }
    }
}
