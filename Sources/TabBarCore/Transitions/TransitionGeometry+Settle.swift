import Glibc

extension TransitionGeometry {
    /// Half a pixel: a spring closer than this to its end looks finished (issue 9).
    public static let settlePixels = 0.5
    /// One level of an 8-bit channel: an opacity closer than this to its end draws the same
    /// colours, give or take the last level (issue 40).
    public static let settleOpacity = 1.0 / 255

    /// Whether the frame at `progress` looks like the end frame in `area`: no page corner,
    /// clip, flying rectangle or extra shape more than half a pixel from its place at the
    /// end (scales and turns show there), and no page opacity more than 1/255 from it.
    /// Springs end once this stays true (`TransitionTiming.totalDuration(settledWhen:)`): when
    /// they visibly settle, the one duration the trace, strips, plots and GIFs report.
    public static func looksSettled(
        _ kind: TransitionKind, role: TransitionRole, area: Rect,
        parameters: TransitionParameters, progress: Double
    ) -> Bool {
        let now = frame(kind, role: role, area: area, progress: progress, parameters: parameters)
        let end = frame(kind, role: role, area: area, progress: 1, parameters: parameters)
        var rects: [(Rect, Rect)] = []
        for (a, b) in [(now.outgoing, end.outgoing), (now.incoming, end.incoming)] {
            let t = a.transform, u = b.transform
            if abs(a.opacity - b.opacity) > settleOpacity { return false }
            rects.append((t.apply(to: area), u.apply(to: area)))
            if let s = a.clip?.bounds, let c = b.clip?.bounds { rects.append((s, c)) }
        }
        if let a = now.movingRect, let b = end.movingRect { rects.append((a, b)) }
        rects += zip(now.between + now.above, end.between + end.above).map { ($0.bounds, $1.bounds) }
        // Each corner within half a pixel of its place, as a distance.
        return rects.allSatisfy { a, b in
            [
                (a.minX - b.minX, a.minY - b.minY), (a.maxX - b.maxX, a.minY - b.minY),
                (a.minX - b.minX, a.maxY - b.maxY),
                (a.maxX - b.maxX, a.maxY - b.maxY),
            ].allSatisfy { hypot($0, $1) <= settlePixels }
        }
    }

    /// Whether the end frame draws nothing of the page being left: a bubble dismissed to its
    /// point, a page popped off the area, a page faded out. A spring that arrives there is
    /// absorbed (`TransitionTiming`), since its return from beyond the end could only bring
    /// that page back for a moment.
    public static func leavesNothing(
        _ kind: TransitionKind, role: TransitionRole, area: Rect, parameters: TransitionParameters
    ) -> Bool {
        let end = frame(kind, role: role, area: area, progress: 1, parameters: parameters).outgoing
        return !end.isVisible || !end.screenRect(of: area).intersects(area)
    }
}
