extension TransitionGeometry {
    /// How far the old page travels left during a push, as a fraction of the area's width:
    /// a third, UIKit's navigation parallax (UINavigationController moves the old view by
    /// about 30 % of the width; the exact factor is undocumented).
    public static let pushParallax = 1.0 / 3.0
    /// The black overlay's alpha on the old page at the end of a push. iOS's dimming view
    /// is undocumented; 0.15 sits in the 0.1–0.2 range it appears to use.
    public static let pushDimAlpha = 0.15
    /// Width in pixels of the soft shadow on the new page's left edge.
    public static let pushShadowWidth = 10.0
    /// The shadow's alpha right at the edge; it fades to nothing over `pushShadowWidth`.
    public static let pushShadowAlpha = 0.2

    /// Push, forwards: the new page slides in from the right edge (translation W·(1 − p)),
    /// the old one moves left by W/3·p and darkens under a black overlay; a shadow runs down
    /// the new page's left edge. At p = 0.5 the new page is W/2 in and the old one −W/6 out.
    /// A spring's overshoot is held at the ends: past them the new page would uncover the
    /// window behind it.
    static func pushFrame(area: Rect, progress: Double) -> TransitionFrame {
        let p = clamp01(progress)
        let width = area.width
        let outgoing = PagePlacement(transform: .translation(-width * pushParallax * p, 0))
        let incoming = PagePlacement(transform: .translation(width * (1 - p), 0))
        var between: [SceneNode] = []
        // Dim only what is left of the old page on screen; the new page hides the rest. Its
        // edges are rounded to whole pixels: a rectangle on the pixel grid is one blend, where a
        // fractional edge made Cairo rasterize a coverage mask of the whole rectangle (a third
        // of a 4K push frame). The right edge stays under the new page (the old page's right
        // edge trails the new one's left edge by 2W/3·p, over half a pixel once the dim shows
        // at all), and rounding to the nearest pixel, not outwards, keeps the overlay within
        // half a pixel of the end frame's, so a spring still settles when it did.
        let old = outgoing.screenRect(of: area)
        let snapped = Rect(
            corners: Point(x: old.minX.rounded(), y: old.minY.rounded()),
            Point(x: old.maxX.rounded(), y: old.maxY.rounded()))
        let dimmed = snapped.intersection(area)
        let dim = pushDimAlpha * clamp01(p)
        if dim > 0, !dimmed.isEmpty {
            between.append(.fill(.rect(dimmed), .solid(Color.black.withAlpha(dim))))
        }
        between += pushShadow(edge: area.minX + width * (1 - p), area: area, progress: p)
        return TransitionFrame(outgoing: outgoing, incoming: incoming, incomingOnTop: true, between: between)
    }

    /// The shadow left of `edge` (the new page's left edge, window x). It fades in over the
    /// first 15 % of the progress, so progress 0 is exactly the old page at rest, and it
    /// leaves the area with the page's edge at the end.
    static func pushShadow(edge: Double, area: Rect, progress p: Double) -> [SceneNode] {
        let band = Rect(x: edge - pushShadowWidth, y: area.minY, width: pushShadowWidth, height: area.height)
        let visible = band.intersection(area)
        let alpha = pushShadowAlpha * clamp01(p / 0.15)
        guard alpha > 0, !visible.isEmpty else { return [] }
        // Three stops give a soft, roughly quadratic fall-off instead of a hard ramp.
        let stops = [
            GradientStop(0, Color.black.withAlpha(0)), GradientStop(0.6, Color.black.withAlpha(alpha * 0.3)),
            GradientStop(1, Color.black.withAlpha(alpha)),
        ]
        let paint = Paint.linearGradient(
            start: Point(x: band.minX, y: area.minY), end: Point(x: band.maxX, y: area.minY),
            stops: stops)
        return [.fill(.rect(visible), paint)]
    }

    /// Slide, GtkStack `slide-left-right`: both pages move together by the area's width.
    /// Forwards (to a higher tab index) the old page leaves to the left and the new one
    /// enters from the right; backwards the other way round. Like push, it holds a spring's
    /// overshoot at the ends, where there is no page beyond to show.
    static func slideFrame(area: Rect, progress: Double, forward: Bool) -> TransitionFrame {
        let p = clamp01(progress)
        let direction = forward ? 1.0 : -1.0
        let width = area.width
        return TransitionFrame(
            outgoing: PagePlacement(transform: .translation(-direction * width * p, 0)),
            incoming: PagePlacement(transform: .translation(direction * width * (1 - p), 0)),
            incomingOnTop: true)
    }
}
