extension TransitionGeometry {
    /// The sheet's rectangle at `progress`: full width, its top rising from `area.maxY`
    /// (hidden below the area) to `area.maxY − style.sheetHeight` (HYB: the sheet starts at
    /// the container's bottom and moves up by its height). When a spring carries it higher
    /// than that, the sheet grows instead of lifting off the bottom edge.
    public static func sheetRect(area: Rect, progress: Double, style: ModalStyle) -> Rect {
        let height = style.sheetHeight(in: area)
        let top = area.maxY - height * progress
        return Rect(x: area.minX, y: top, width: area.width, height: max(height, area.maxY - top))
    }

    /// The part of the area above the sheet at full presentation, where a click dismisses
    /// the sheet (HYB `shouldDismissOnTap`, default YES).
    public static func dimmedRect(area: Rect, style: ModalStyle) -> Rect {
        Rect(x: area.minX, y: area.minY, width: area.width, height: area.height - style.sheetHeight(in: area))
    }

    /// Modal present, forwards (HYB `.m` L68-90): the presenting page (`outgoing`) shrinks
    /// to (`scaleX`, `scaleY`) about the area's centre; the presented page slides up as a
    /// sheet, showing its top `sheetHeight`. The backdrop around the shrunken page is black.
    /// As options (off by default, as in HYB), the presenting page rounds its corners and
    /// darkens under a black overlay, and the sheet rounds its top corners.
    static func modalFrame(area: Rect, progress p: Double, parameters: TransitionParameters) -> TransitionFrame {
        let style = parameters.modal
        let target = style.usableScale
        let t = clamp01(p)
        let radius = style.usableCornerRadius
        let outgoing = PagePlacement(
            transform: AffineTransform.scale(mix(1, target.x, p), mix(1, target.y, p)).about(area.center),
            clip: t > 0 && radius > 0 ? .roundedRect(area, radius: radius * t) : nil)
        let sheet = sheetRect(area: area, progress: p, style: style)
        // The page keeps its own layout; the sheet is a window onto its top part.
        let visible = Rect(x: area.minX, y: area.minY, width: area.width, height: sheet.height)
        let incoming = PagePlacement(
            transform: .translation(0, sheet.minY - area.minY),
            clip: radius > 0 ? .path(topRoundedRect(visible, radius: radius)) : .rect(visible))
        var between: [SceneNode] = []
        if t > 0, style.usableDim > 0 {
            between.append(.fill(.rect(area), .solid(Color.black.withAlpha(style.usableDim * t))))
        }
        // Black around the shrunken page, as iOS shows (UIKit's transition container is
        // clear over the window's black).
        return TransitionFrame(
            outgoing: outgoing, incoming: incoming, incomingOnTop: true, between: between,
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
}
