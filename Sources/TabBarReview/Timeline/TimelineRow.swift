import TabBarCore

/// What a timeline row shows: one motion the trace began and ended.
public enum TimelineMotion: Hashable, Sendable {
    /// Bar slot `slot`'s item animation `name` in `role` (select, deselect, reselect).
    case item(slot: Int, role: AnimationTrace.Kind, name: String)
    /// The selection indicator `name` moving.
    case indicator(name: String)
    /// A page transition `kind` playing `role`.
    case transition(TransitionKind, TransitionRole)

    /// The motion a trace event begins or ends, with its phase and time; nil for any other event.
    public static func traced(_ event: TraceEvent) -> (TimelineMotion, AnimationPhase, Double, interrupted: Bool)? {
        switch event {
        case .animation(let a) where a.kind == .indicator:
            return (.indicator(name: a.name), a.phase, a.time, a.interrupted)
        case .animation(let a):
            return (.item(slot: a.index, role: a.kind, name: a.name), a.phase, a.time, a.interrupted)
        case .transition(let kind, let role, let phase, let time):
            return (.transition(kind, role), phase, time, false)
        default:
            return nil
        }
    }

    /// "item 2 select", "indicator", "tab transition": the row's name in the panel and the trace.
    public var title: String {
        switch self {
        case .item(let slot, let role, _): "item \(slot) \(role.rawValue)"
        case .indicator: "indicator"
        case .transition(_, let role): "\(role.rawValue) transition"
        }
    }

    /// "bounce", "colorful-mask", "slide".
    public var name: String {
        switch self {
        case .item(_, _, let name), .indicator(let name): name
        case .transition(let kind, _): kind.rawValue
        }
    }

    /// Whether a node `tabbar plot` names belongs to this motion (its lanes when expanded).
    public func owns(node: String) -> Bool {
        switch self {
        case .item(let slot, _, _): node.hasPrefix("item \(slot) ")
        case .indicator: node == NodeName.indicator || node.hasPrefix(NodeName.indicator + " ")
        case .transition:
            node.hasPrefix("tab ") || [NodeName.sheet, NodeName.bubble, NodeName.hero, NodeName.bar].contains(node)
        }
    }
}

/// One row of the timeline: a motion of the interaction shown, in seconds from its first input.
public struct TimelineRow: Hashable, Sendable {
    /// Which motion it is (an item's animation, the indicator, a transition).
    public var motion: TimelineMotion
    /// When it began, seconds from the timeline's 0 (`TimelineTake.origin`).
    public var start: Double
    /// Nil while the motion is in flight.
    public var end: Double?
    /// Another motion took over before the end.
    public var interrupted = false

    /// A row for `motion` from `start` to `end` (nil while it plays).
    public init(motion: TimelineMotion, start: Double, end: Double? = nil, interrupted: Bool = false) {
        self.motion = motion
        self.start = start
        self.end = end
        self.interrupted = interrupted
    }

    /// How long it played (nil in flight).
    public var duration: Double? { end.map { $0 - start } }
}

/// The rows of the interaction shown, built from its trace as it plays.
public struct TimelineRows: Equatable, Sendable {
    /// The rows in the order their motions began, which is the order the panel lists them.
    public private(set) var rows: [TimelineRow] = []

    /// Starts from `rows` (none for a new interaction); `note` adds the rest from the trace.
    public init(_ rows: [TimelineRow] = []) {
        self.rows = rows
    }

    /// Notes `event` of an interaction that began at animation time `origin`; true when the
    /// rows changed. A motion that begins again where a row already begins (the panel
    /// playing on after a scrub) is that row.
    @discardableResult
    public mutating func note(_ event: TraceEvent, origin: Double) -> Bool {
        guard let (motion, phase, time, interrupted) = TimelineMotion.traced(event) else { return false }
        let offset = time - origin
        switch phase {
        case .begin:
            if rows.contains(where: { $0.motion == motion && abs($0.start - offset) < 1e-9 }) { return false }
            rows.append(TimelineRow(motion: motion, start: offset))
        case .end:
            guard let index = rows.lastIndex(where: { $0.motion == motion && $0.start <= offset + 1e-9 }) else {
                return false
            }
            if rows[index].end == offset && rows[index].interrupted == interrupted { return false }
            rows[index].end = offset
            rows[index].interrupted = interrupted
        }
        return true
    }

    /// Whether every row has ended.
    public var areAtRest: Bool { rows.allSatisfy { $0.end != nil } }
}
