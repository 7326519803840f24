import TabBarCore

/// The configuration key that sets one property of a row's motion, with its value now: what
/// dragging a row's end or a spring field edits.
public struct MotionBinding: Hashable, Sendable {
    /// What the key sets.
    public enum Property: String, Sendable {
        /// A tween's or an item animation's length in seconds, edited by dragging the row's end.
        case duration
        /// A spring's damping ratio, edited in the row's spring fields.
        case damping
        /// A spring's initial velocity, edited in the row's spring fields.
        case velocity
    }

    /// Which property of the motion the key sets, and so how the panel edits and writes it.
    public var property: Property
    /// Where the key is (or would be) written in the file: a save writes the value there.
    public var path: ConfigKeyPath
    /// The value in effect (the file's, or the default when the file does not say).
    public var value: Double
    /// How the row's length follows the value: the value for a row one second long (1 when
    /// the value is the row's length, 0.5 for the colourful mask, whose two phases each last
    /// the value). Only for durations.
    public var perSecond = 1.0

    /// The key at `path` setting `property` to `value`; `perSecond` relates a duration to the
    /// row's length (see `perSecond`).
    public init(_ property: Property, _ path: ConfigKeyPath, value: Double, perSecond: Double = 1) {
        self.property = property
        self.path = path
        self.value = value
        self.perSecond = perSecond
    }

    /// The value that makes the row `seconds` long.
    public func value(forRowLength seconds: Double) -> Double { max(0, seconds) * perSecond }

    /// The decimals the panel writes: milliseconds for durations, hundredths for a damping
    /// ratio, tenths for a velocity.
    public var decimals: Int {
        switch property {
        case .duration: 3
        case .damping: 2
        case .velocity: 1
        }
    }

    /// One step of the keys (`-` `+`, `d` `D`, `v` `V`): 10 ms, 0.05, 0.5.
    public var step: Double {
        switch property {
        case .duration: 0.01
        case .damping: 0.05
        case .velocity: 0.5
        }
    }

    /// "tabs[2].duration 0.5".
    public var summary: String { "\(path) \(ConfigDocument.literal(value, decimals: decimals))" }
}

extension TimelineMotion {
    /// The keys that configure this motion in `configuration`: its duration (when a key sets
    /// it) and, for a spring transition, its damping and velocity. An item in More's slot or
    /// an indicator without a duration key has none. `observed` is how long the row played
    /// (uninterrupted): an indicator's or a transition's length follows its key in proportion
    /// (a spring ends when it looks settled), so the ratio is measured, not assumed.
    public func bindings(in configuration: AppConfiguration, observed: Double? = nil) -> [MotionBinding] {
        func perSecond(_ value: Double, otherwise: Double) -> Double {
            guard let observed, observed > 0, value > 0 else { return otherwise }
            return value / observed
        }
        switch self {
        case .item(let slot, let role, _):
            let slots = BarSlot.slots(tabCount: configuration.tabs.count)
            guard slots.indices.contains(slot), case .tab(let tab) = slots[slot] else { return [] }
            let animation = configuration.tabs[tab].animation
            let length: Double =
                switch role {
                case .select: animation.duration
                case .deselect: animation.deselectDuration
                case .reselect: animation.reselectDuration
                case .indicator: 0
                }
            // Only a row whose length the key sets in proportion (a bounce's reselect replays its select).
            guard animation.duration > 0, length > 0 else { return [] }
            let path = ConfigKeyPath([.key("tabs"), .index(tab), .key("duration")])
            return [MotionBinding(.duration, path, value: animation.duration, perSecond: animation.duration / length)]
        case .indicator:
            let bar = configuration.bar
            switch bar.indicator {
            case .colorfulMask:
                let path = ConfigKeyPath([.key("bar"), .key("maskPhaseDuration")])
                let value = bar.maskPhaseDuration
                return [MotionBinding(.duration, path, value: value, perSecond: perSecond(value, otherwise: 0.5))]
            case .bottomLine:
                let path = ConfigKeyPath([.key("bar"), .key("bottomLineDuration")])
                let value = bar.bottomLineDuration
                return [MotionBinding(.duration, path, value: value, perSecond: perSecond(value, otherwise: 1))]
            case .pill, .none:
                return []
            }
        case .transition:
            let timing = configuration.navigation.timing
            let navigation = ConfigKeyPath.Component.key("navigation")
            var bindings = [
                MotionBinding(
                    .duration, ConfigKeyPath([navigation, .key("duration")]), value: timing.duration,
                    perSecond: perSecond(timing.duration, otherwise: 1))
            ]
            if timing.spring {
                bindings.append(
                    MotionBinding(.damping, ConfigKeyPath([navigation, .key("damping")]), value: timing.dampingRatio))
                bindings.append(
                    MotionBinding(
                        .velocity, ConfigKeyPath([navigation, .key("velocity")]), value: timing.initialVelocity))
            }
            return bindings
        }
    }
}

/// The key that sets a tween transition's timing curve (`navigation.curve`), with its
/// control points now: what the panel's Bézier handles edit.
public struct CurveBinding: Hashable, Sendable {
    /// Where the curve is (or would be) written in the file: a save writes it there.
    public var path: ConfigKeyPath
    /// The curve's two control points now, as the file says or the handles moved them.
    public var points: CubicBezier

    /// The curve `points` at `path`.
    public init(path: ConfigKeyPath, points: CubicBezier) {
        self.path = path
        self.points = points
    }

    /// The JSON text the file gets: `"cubic-bezier(0.42, 0, 0.58, 1)"`, hundredths.
    public static func literal(_ points: CubicBezier) -> String {
        let numbers = [points.x1, points.y1, points.x2, points.y2].map { ConfigDocument.literal($0, decimals: 2) }
        return "\"cubic-bezier(" + numbers.joined(separator: ", ") + ")\""
    }

    /// `points` moved by (`dx`, `dy`) at handle `handle` (0 or 1): x kept in 0…1, y in
    /// −0.25…1.25 (the editor's square and a quarter over and under), both on hundredths.
    public static func moving(_ points: CubicBezier, handle: Int, dx: Double, dy: Double) -> CubicBezier {
        func x(_ value: Double) -> Double { (min(max(value, 0), 1) * 100).rounded() / 100 }
        func y(_ value: Double) -> Double { (min(max(value, -0.25), 1.25) * 100).rounded() / 100 }
        return handle == 0
            ? CubicBezier(x(points.x1 + dx), y(points.y1 + dy), points.x2, points.y2)
            : CubicBezier(points.x1, points.y1, x(points.x2 + dx), y(points.y2 + dy))
    }
}

extension TimelineMotion {
    /// For a transition that follows a tween of one Bézier (not a spring, not the two-part
    /// emphasized curve), the key that sets its curve.
    public func curveBinding(in configuration: AppConfiguration) -> CurveBinding? {
        guard case .transition = self else { return nil }
        let timing = configuration.navigation.timing
        guard !timing.spring, let points = timing.curve.controlPoints else { return nil }
        return CurveBinding(path: ConfigKeyPath([.key("navigation"), .key("curve")]), points: points)
    }
}
