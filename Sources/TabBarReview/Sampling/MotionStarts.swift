import TabBarCore

/// When the motion a named node (`NodeName`) takes part in last began, read from the trace:
/// what a motion assert's `at` counts from. An item's parts follow that item's animations,
/// the indicator its own, pages, sheets, the bubble, the hero and the bar the transitions;
/// any other name the latest motion of all.
public struct MotionStarts: Sendable {
    private var items: [Int: Double] = [:]
    private var indicator: Double?
    private var transition: Double?
    private var latest: Double?

    /// Nothing seen yet.
    public init() {}

    /// Notes a begin in `event` (animation clock seconds).
    public mutating func note(_ event: TraceEvent) {
        switch event {
        case .animation(let motion) where motion.phase == .begin:
            if motion.kind == .indicator { indicator = motion.time } else { items[motion.index] = motion.time }
            latest = max(latest ?? motion.time, motion.time)
        case .transition(_, _, .begin, let time):
            transition = time
            latest = max(latest ?? time, time)
        default:
            break
        }
    }

    /// When `node`'s motion began; nil when none has.
    public func start(of node: String) -> Double? {
        let words = node.split(separator: " ")
        if words.first == "item", words.count >= 2, let index = Int(words[1]) { return items[index] }
        if words.first == "indicator" { return indicator }
        if ["tab", "sheet", "bubble", "hero", "bar"].contains(String(words.first ?? "")) { return transition }
        return latest
    }
}
