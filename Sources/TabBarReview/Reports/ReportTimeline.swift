import TabBarCore

/// The trace of a script's run laid on its clock, for the HTML report's timeline: motions
/// as spans on their lanes (each item, the indicator, the page), and what happened at an
/// instant (selections, navigation, badges) as marks. Bounded: past `maximumEntries` the
/// rest is counted, not kept.
public struct ReportTimeline: Sendable {
    /// A motion from `start` to `end` (nil: still running when the run ended).
    public struct Span: Sendable, Equatable {
        /// The lane it is drawn on: "item 2", "indicator" or "page".
        public var lane: String
        /// The motion's name, e.g. "bounce" or "push".
        public var name: String
        /// When it began, in seconds on the script's clock.
        public var start: Double
        /// When it ended, in seconds on the script's clock; nil if it was still running.
        public var end: Double?
    }

    /// Something that happened at an instant.
    public struct Mark: Sendable, Equatable {
        /// The lane it is drawn on: "input", "page", or an item's.
        public var lane: String
        /// What happened, e.g. "select 0→2 (tap)" or "push in tab 1, depth 2".
        public var label: String
        /// When, in seconds on the script's clock.
        public var at: Double
    }

    /// The motions, in the order they began.
    public private(set) var spans: [Span] = []
    /// The instants, in order.
    public private(set) var marks: [Mark] = []
    /// Entries not kept once the timeline was full.
    public private(set) var dropped = 0
    /// How many spans and marks together are kept, at most; the rest are counted in `dropped`.
    public static let maximumEntries = 2000

    /// An empty timeline.
    public init() {}

    /// Notes `event`, which happened at `time` on the script's clock.
    public mutating func note(_ event: TraceEvent, at time: Double) {
        switch event {
        case .animation(let motion):
            let lane = motion.kind == .indicator ? "indicator" : "item \(motion.index)"
            if motion.phase == .begin {
                add(span: Span(lane: lane, name: motion.name, start: time, end: nil))
            } else {
                close(lane: lane, name: motion.name, at: time)
            }
        case .transition(let name, let role, let phase, _):
            let label = "\(role.rawValue) (\(name.rawValue))"
            if phase == .begin {
                add(span: Span(lane: "page", name: label, start: time, end: nil))
            } else {
                close(lane: "page", name: label, at: time)
            }
        case .select(let from, let to, let cause):
            add(mark: Mark(lane: "input", label: "select \(from)→\(to) (\(cause.rawValue))", at: time))
        case .hijack(let index, _): add(mark: Mark(lane: "input", label: "hijack \(index)", at: time))
        case .reject(let index, let reason, _):
            add(mark: Mark(lane: "input", label: "reject \(index): \(reason.rawValue)", at: time))
        case .navigation(let slot, let action, let depth):
            add(mark: Mark(lane: "page", label: "\(action.rawValue) in tab \(slot), depth \(depth)", at: time))
        case .badge(let index, let value):
            add(mark: Mark(lane: "item \(index)", label: "badge \(value ?? "none")", at: time))
        case .clock(let state, _): add(mark: Mark(lane: "input", label: "clock \(state.description)", at: time))
        default: break
        }
    }

    /// Every lane in the order it first appeared, items sorted by index.
    public var lanes: [String] {
        var seen: [String] = []
        for lane in spans.map(\.lane) + marks.map(\.lane) where !seen.contains(lane) { seen.append(lane) }
        let order = ["input", "page", "indicator"]
        return seen.sorted { a, b in
            let ra = order.firstIndex(of: a) ?? order.count, rb = order.firstIndex(of: b) ?? order.count
            if ra != rb { return ra < rb }
            return a.count != b.count ? a.count < b.count : a < b
        }
    }

    private mutating func add(span: Span) {
        guard spans.count + marks.count < Self.maximumEntries else {
            dropped += 1
            return
        }
        spans.append(span)
    }

    private mutating func add(mark: Mark) {
        guard spans.count + marks.count < Self.maximumEntries else {
            dropped += 1
            return
        }
        marks.append(mark)
    }

    private mutating func close(lane: String, name: String, at time: Double) {
        guard let index = spans.lastIndex(where: { $0.lane == lane && $0.name == name && $0.end == nil }) else {
            return
        }
        spans[index].end = time
    }
}
