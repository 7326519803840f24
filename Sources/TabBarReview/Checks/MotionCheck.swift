/// The motion invariants `tabbar check` and the test suite run (issue 9, issue 42): what a
/// motion must do, whoever configured it.
public enum MotionCheck: String, CaseIterable, Sendable, Comparable {
    /// Every frame from the motion's end on is its resting frame, the window draws until
    /// then, and the motion does not sit still long before its end says so.
    case rest
    /// No jump beyond the rule's bounds between two samples 1/240 s apart, but at the
    /// steps the motion declares (`ItemAnimation.discontinuities`).
    case continuity
    /// An item's icon, title and badge stay inside the window and the bar's width, the
    /// indicator inside the bar, a flying hero inside the window.
    case bounds
    /// No frame without the selected item (while the bar shows) or without a page under
    /// part of the window the pages cover at rest; the selected item rests selected.
    case holes
    /// No two selected items at rest, and no card drawn twice while its snapshot flies.
    case ghosts
    /// Each title's glyphs stay inside the item's cell: its slot's width, and from the
    /// window's bottom to a film strip's headroom above the bar.
    case glyphs
    /// Seeded random taps interrupting each other end on the item tapped last, at rest, as a
    /// window started there draws it.
    case interruptions

    /// What the check asks, for reports: "comes to rest at its end".
    public var title: String {
        switch self {
        case .rest: "comes to rest at its end, and not before"
        case .continuity: "continuous at 240 Hz"
        case .bounds: "stays inside the bar or the window"
        case .holes: "no holes"
        case .ghosts: "no ghosts"
        case .glyphs: "title glyphs inside their cell"
        case .interruptions: "survives interruptions"
        }
    }

    public static func < (lhs: MotionCheck, rhs: MotionCheck) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
