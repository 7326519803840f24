/// Moves the bar's selection indicator and reports when it starts and stops.
public struct IndicatorAnimator: Sendable {
    public let kind: IndicatorKind
    public private(set) var targetIndex: Int
    var mask: ColorfulMaskMotion
    var hasReportedEnd = true

    public init(kind: IndicatorKind, selectedIndex: Int) {
        self.kind = kind
        targetIndex = selectedIndex
        mask = .resting(on: selectedIndex)
    }

    /// Heads for item `index` from wherever the indicator is at `time`.
    public mutating func move(to index: Int, at time: Double) -> [AnimationTrace] {
        guard kind != .none, index != targetIndex || isMoving(at: time) else {
            targetIndex = index
            return []
        }
        var traces: [AnimationTrace] = []
        if !hasReportedEnd && isMoving(at: time) {
            traces.append(trace(.end, interrupted: true))
        }
        mask = ColorfulMaskMotion(from: mask.span(at: time), toSlot: index, at: time)
        targetIndex = index
        hasReportedEnd = false
        traces.append(trace(.begin))
        return traces
    }

    /// Reports the end of a motion whose time is up.
    public mutating func advance(to time: Double) -> [AnimationTrace] {
        guard !hasReportedEnd, time >= mask.endTime else { return [] }
        hasReportedEnd = true
        return [trace(.end)]
    }

    public func isMoving(at time: Double) -> Bool {
        kind != .none && time < mask.endTime
    }

    /// Where the indicator is at `time`, in slot units.
    public func span(at time: Double) -> SlotSpan {
        mask.span(at: time)
    }

    private func trace(_ phase: AnimationPhase, interrupted: Bool = false) -> AnimationTrace {
        AnimationTrace(index: targetIndex, name: kind.rawValue, phase: phase, kind: "indicator", interrupted: interrupted)
    }
}
