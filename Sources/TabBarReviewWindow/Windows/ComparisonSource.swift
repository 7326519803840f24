import TabBarCore
import TabBarKit
import TabBarReview

/// What `tabbar compare A.json B.json` shows: two configurations side by side
/// (`SideBySide`), driven by the same input and one animation clock (the window's
/// `ClockKeys`: Space pauses both, Shift+S slows both, `.` and `,` step both a frame).
public final class ComparisonSource: FrameSource {
    /// The two bars, driven as one.
    let sides: SideBySide
    private var hasReportedLayout = false

    init(_ sides: SideBySide) {
        self.sides = sides
    }

    public func scene(at time: Double) -> Scene { sides.scene(at: time) }
    public func isAnimating(at time: Double) -> Bool { sides.isAnimating(at: time) }
    public func nextDeadline(after time: Double) -> Double? { sides.nextDeadline(after: time) }
    public func advance(to time: Double) -> [TraceEvent] { sides.advance(to: time) }

    /// Input into both halves. A resize reports one layout, the left half's, and only the
    /// first time, as the main window traces its own: items in window pixels.
    public func handle(_ event: InputEvent, at time: Double) -> [TraceEvent] {
        let events = sides.handle(event, at: time)
        guard case .resize = event else { return events }
        let first = hasReportedLayout ? [] : [TraceEvent.layout(sides.panes[0].traceLayout())]
        hasReportedLayout = true
        return first + events.filter { if case .layout = $0 { false } else { true } }
    }
}
