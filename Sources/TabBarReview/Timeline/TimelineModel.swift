import TabBarCore

/// What the timeline panel shows and what it is in the middle of: its rows, the row chosen
/// and those opened, the speed chip, a drag under way, the message line, and whether it asks
/// to save before closing. Pure state: the window's hook acts on it.
public struct TimelineModel {
    /// The speed chips: the animation clock at 100, 25 or 10 %.
    public enum Speed: Int, CaseIterable, Sendable {
        /// Real time: how the motion plays in the program.
        case full = 100
        /// A quarter speed, to follow a motion's shape.
        case quarter = 25
        /// A tenth speed, to see single frames of a fast motion.
        case tenth = 10

        /// The animation clock's slow-motion factor.
        public var slowFactor: Double { 100 / Double(rawValue) }

        /// The next chip, `x` cycling 100 → 25 → 10 → 100.
        public var next: Speed {
            switch self {
            case .full: .quarter
            case .quarter: .tenth
            case .tenth: .full
            }
        }
    }

    /// A pointer drag in the panel.
    public enum Drag: Equatable, Sendable {
        /// The playhead, scrubbing the clock.
        case playhead
        /// A row's end: the row `length` seconds long once released.
        case end(row: Int, length: Double)
        /// A spring field, dragged sideways from `startX` where it read `startValue`.
        case field(row: Int, property: MotionBinding.Property, startX: Double, startValue: Double, value: Double)
        /// A Bézier handle (0 or 1) of row `row`'s curve, the curve as dragged so far.
        case handle(row: Int, handle: Int, points: CubicBezier)
    }

    /// The motions of the interaction shown, one row each.
    public var rows = TimelineRows()
    /// The row the keys act on.
    public var selected: Int?
    /// Rows opened to one lane per property.
    public var expanded: Set<Int> = []
    /// The speed chip lit: how fast the animation clock runs while the panel is open.
    public var speed = Speed.full
    /// The drag under way, nil when the pointer is not dragging anything of the panel's.
    public var drag: Drag?
    /// The message line: a refusal in the decoder's words, a save that failed, a hint.
    public var message: String?
    /// Whether the message is a refusal or failure, which the panel draws in red.
    public var messageIsError = false
    /// Closing with unsaved edits asks first (y saves, n discards, Escape stays).
    public var isConfirmingClose = false
    /// The interaction's property lanes, sampled as `tabbar plot` samples them, at `laneTimes`
    /// (seconds from its first input); empty until it has come to rest.
    public var lanes: [MotionLane] = []
    /// The times the `lanes` were sampled at, seconds from the interaction's first input.
    public var laneTimes: [Double] = []

    /// A panel with no rows yet, at full speed, with nothing chosen or said.
    public init() {}

    /// Shows `text` on the message line.
    public mutating func say(_ text: String, isError: Bool = false) {
        message = text
        messageIsError = isError
    }

    /// Starts the rows of a new interaction. The chosen and opened rows stay: a replay
    /// brings the same rows back in the same order, so `+` can be pressed again and again.
    public mutating func startRows() {
        rows = TimelineRows()
        lanes = []
        laneTimes = []
    }

    /// The chosen row, when it exists.
    public var selectedRow: Int? {
        selected.flatMap { rows.rows.indices.contains($0) ? $0 : nil }
    }

    /// Moves the chosen row by `step` (Up / Down), staying within the rows.
    public mutating func moveSelection(by step: Int) {
        guard !rows.rows.isEmpty else { return }
        let current = selected ?? (step > 0 ? -1 : rows.rows.count)
        selected = min(max(current + step, 0), rows.rows.count - 1)
    }

    /// The lanes of row `index` that move: its own nodes' (`TimelineMotion.owns`).
    public func lanes(ofRow index: Int) -> [MotionLane] {
        guard rows.rows.indices.contains(index) else { return [] }
        let motion = rows.rows[index].motion
        return lanes.filter { motion.owns(node: $0.node) && $0.property != .colour }
    }

    /// The lane that draws a row's shape: its own lane that changes most against its
    /// property's stillness (a bounce's icon scale, a slide's page x).
    public func shape(ofRow index: Int) -> MotionLane? {
        lanes(ofRow: index).max { Self.reach($0) < Self.reach($1) }
    }

    static func reach(_ lane: MotionLane) -> Double {
        let values = lane.values.compactMap { $0 }
        guard let low = values.min(), let high = values.max() else { return 0 }
        return (high - low) / lane.property.stillness
    }
}
