/// Where the colourful mask shows its layer, for drawing items through it.
///
/// TColorfulTabBar switches item colours at once while its mask is still travelling, so
/// for most of a second the old tile carries grey (unselected) text on its colour. With
/// `maskRevealsItems` the mask instead reveals a whole layer: the coloured blocks with
/// every icon and title in its selected colours. Outside the mask the plain bar shows
/// them in their unselected colours. So every icon and title is always drawn in one of
/// its two resting looks, on the background it has at rest.
struct MaskReveal {
    /// Where the mask shows (cut to the item row). Reduced motion changes it at once
    /// (`IndicatorAnimator.changesAtOnce`), so there is never a second, fading place.
    var rect: Rect
    /// The item row, which holds `rect`.
    var row: Rect

    /// Reach of the outside clip beyond the row: far more than anything an item draws
    /// (a floating title, a raised button).
    static let margin = 10_000.0

    /// The reveal as seen within `reach`: its place cut to it. An item far from the mask then
    /// keeps the same nodes while the mask moves elsewhere, so its layer is not repainted.
    func within(_ reach: Rect) -> MaskReveal {
        MaskReveal(rect: rect.intersection(reach), row: row)
    }

    /// The item content in both colourings: unselected outside the mask, selected inside.
    func nodes(icon: (ItemNodes.Colouring) -> [SceneNode], title: (ItemNodes.Colouring) -> [SceneNode]) -> [SceneNode] {
        let nodes: [SceneNode] = [.group(icon(.unselected) + title(.unselected), clip: .path(outside))]
        guard !rect.isEmpty else { return nodes }
        return nodes + [.group(icon(.selected), clip: .rect(rect)), .group(title(.selected), clip: .rect(rect))]
    }

    /// Everything but the mask: the space above and below the row, and the stretches
    /// of the row either side of it, as rectangles of one path (they only share edges, so
    /// the non-zero rule fills their union without seams).
    var outside: Path {
        let minX = row.minX - Self.margin, maxX = row.maxX + Self.margin
        var rects = [
            Rect(corners: Point(x: minX, y: row.minY - Self.margin), Point(x: maxX, y: row.minY)),
            Rect(corners: Point(x: minX, y: row.maxY), Point(x: maxX, y: row.maxY + Self.margin)),
        ]
        var x = minX
        if !rect.isEmpty {
            if rect.minX > x { rects.append(Rect(corners: Point(x: x, y: row.minY), Point(x: rect.minX, y: row.maxY))) }
            x = max(x, rect.maxX)
        }
        rects.append(Rect(corners: Point(x: x, y: row.minY), Point(x: maxX, y: row.maxY)))
        return Path(
            rects.flatMap { r -> [Path.Element] in
                [
                    .move(Point(x: r.minX, y: r.minY)), .line(Point(x: r.maxX, y: r.minY)),
                    .line(Point(x: r.maxX, y: r.maxY)), .line(Point(x: r.minX, y: r.maxY)), .close,
                ]
            })
    }
}
