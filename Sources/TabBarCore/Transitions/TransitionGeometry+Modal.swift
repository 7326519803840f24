extension TransitionGeometry {
    /// The black overlay's alpha over the presenting page at full presentation (HYB has
    /// none; 0.4 matches the dimming behind iOS sheets).
    public static let modalDimAlpha = 0.4
    /// Corner radius in pixels of the sheet's top corners and, at full presentation, of the
    /// shrunken presenting page (iOS 13 page sheets round both; HYB rounds neither).
    public static let modalCornerRadius = 10.0

    /// The sheet's rectangle at `progress`: full width, its top rising from `area.maxY`
    /// (hidden below the area) to `area.maxY − heightFraction × height` (HYB: the sheet
    /// starts at the container's bottom and moves up by its height). When a spring carries
    /// it higher than that, the sheet grows instead of lifting off the bottom edge.
    /// `heightFraction` is clamped to 0…1.
    public static func sheetRect(area: Rect, progress: Double, heightFraction: Double) -> Rect {
        let height = area.height * clampFraction(heightFraction)
        let top = area.maxY - height * progress
        return Rect(x: area.minX, y: top, width: area.width, height: max(height, area.maxY - top))
    }

    /// The dimmed part of the area at full presentation, where a click dismisses the sheet
    /// (HYB `shouldDismissOnTap`, default YES): everything above the sheet.
    public static func dimmedRect(area: Rect, heightFraction: Double) -> Rect {
        Rect(x: area.minX, y: area.minY, width: area.width,
             height: area.height * (1 - clampFraction(heightFraction)))
    }

    /// Modal present, forwards (HYB `.m` L68-90): the presenting page (`outgoing`) shrinks
    /// to `modalScale` about the area's centre, gains rounded corners and darkens under a
    /// black overlay over the whole area (0 → 0.4); the presented page slides up as a
    /// sheet, showing its top `heightFraction` with rounded top corners. The backdrop is black.
    static func modalFrame(area: Rect, progress p: Double, parameters: TransitionParameters) -> TransitionFrame {
        let target = parameters.modalScale.isFinite && parameters.modalScale > 0 ? parameters.modalScale : 0.9
        let scale = mix(1, target, p)
        let t = clamp01(p)
        let outgoing = PagePlacement(transform: AffineTransform.scale(scale, scale).about(area.center),
                                     clip: t > 0 ? .roundedRect(area, radius: modalCornerRadius * t) : nil)
        let sheet = sheetRect(area: area, progress: p, heightFraction: parameters.modalHeightFraction)
        // The page keeps its own layout; the sheet is a window onto its top part.
        let visible = Rect(x: area.minX, y: area.minY, width: area.width, height: sheet.height)
        let incoming = PagePlacement(transform: .translation(0, sheet.minY - area.minY),
                                     clip: .path(topRoundedRect(visible, radius: modalCornerRadius)))
        var between: [SceneNode] = []
        if t > 0 {
            between.append(.fill(.rect(area), .solid(Color.black.withAlpha(modalDimAlpha * t))))
        }
        // Black around the shrunken page, as iOS shows: a light page background there, once
        // dimmed, would match the dimmed page and hide its edges.
        return TransitionFrame(outgoing: outgoing, incoming: incoming, incomingOnTop: true, between: between,
                               backdrop: .black)
    }

    /// A rectangle with its two top corners rounded by `radius` (capped at half the size).
    static func topRoundedRect(_ r: Rect, radius: Double) -> Path {
        let k = max(0, min(radius, r.width / 2, r.height / 2))
        // 0.5523 places cubic control points so a quarter circle is matched within 0.03 %.
        let c = k * (1 - 0.552_284_75)
        return Path([
            .move(Point(x: r.minX, y: r.maxY)),
            .line(Point(x: r.minX, y: r.minY + k)),
            .curve(Point(x: r.minX, y: r.minY + c), Point(x: r.minX + c, y: r.minY), Point(x: r.minX + k, y: r.minY)),
            .line(Point(x: r.maxX - k, y: r.minY)),
            .curve(Point(x: r.maxX - c, y: r.minY), Point(x: r.maxX, y: r.minY + c), Point(x: r.maxX, y: r.minY + k)),
            .line(Point(x: r.maxX, y: r.maxY)),
            .close,
        ])
    }

    /// A height fraction limited to 0…1; NaN falls back to HYB's half.
    static func clampFraction(_ fraction: Double) -> Double {
        fraction.isNaN ? 0.5 : min(max(fraction, 0), 1)
    }
}
