/// Where the colourful mask shows its layer, for drawing items through it.
///
/// TColorfulTabBar switches item colours at once while its mask is still travelling, so
/// for most of a second the old tile carries grey (unselected) text on its colour. With
/// `maskRevealsItems` the mask instead reveals a whole layer: the coloured blocks with
/// every icon and title in its selected colours. Outside the mask the plain bar shows
/// them in their unselected colours. So every icon and title is always drawn in one of
/// its two resting looks, on the background it has at rest.
struct MaskReveal {
    /// One place the mask shows, with the opacity its layer has there (below 1 only
    /// while reduced motion cross-fades the mask from one place to another).
    struct Region {
        var rect: Rect
        var opacity: Double
    }

    var regions: [Region]
    /// The item row, which holds every region.
    var row: Rect

    /// Reach of the outside clip beyond the row: far more than anything an item draws
    /// (a floating title, a raised button).
    static let margin = 10_000.0

    /// The reveal as seen within `reach`: regions cut to it. An item far from the mask then
    /// keeps the same nodes while the mask moves elsewhere, so its layer is not repainted.
    func within(_ reach: Rect) -> MaskReveal {
        MaskReveal(regions: regions.map { Region(rect: $0.rect.intersection(reach), opacity: $0.opacity) }, row: row)
    }

    /// The item content in both colourings: unselected outside every region, and in
    /// each region the selected content at the region's opacity over the unselected.
    /// Titles are not dissolved: a title half in one ink and half in the other, over a
    /// tile half faded, is readable in neither; each title takes the ink of the look its
    /// region is nearer (selected from the fade's midpoint), so it changes once, at once.
    func nodes(icon: (ItemNodes.Colouring) -> [SceneNode], title: (ItemNodes.Colouring) -> [SceneNode]) -> [SceneNode] {
        var nodes: [SceneNode] = [.group(icon(.unselected) + title(.unselected), clip: .path(outside))]
        for region in regions where !region.rect.isEmpty {
            if region.opacity < 1 { nodes.append(.group(icon(.unselected), clip: .rect(region.rect))) }
            if region.opacity > 0 {
                nodes.append(.group(icon(.selected), opacity: min(region.opacity, 1), clip: .rect(region.rect)))
            }
            let ink: ItemNodes.Colouring = region.opacity >= 0.5 ? .selected : .unselected
            nodes.append(.group(title(ink), clip: .rect(region.rect)))
        }
        return nodes
    }

    /// Everything but the regions: the space above and below the row, and the stretches
    /// of the row between regions, as rectangles of one path (they only share edges, so
    /// the non-zero rule fills their union without seams).
    var outside: Path {
        let minX = row.minX - Self.margin, maxX = row.maxX + Self.margin
        var rects = [Rect(corners: Point(x: minX, y: row.minY - Self.margin), Point(x: maxX, y: row.minY)),
                     Rect(corners: Point(x: minX, y: row.maxY), Point(x: maxX, y: row.maxY + Self.margin))]
        var x = minX
        let spans = regions.map(\.rect).filter { !$0.isEmpty }.sorted { $0.minX < $1.minX }
        for span in spans {
            if span.minX > x { rects.append(Rect(corners: Point(x: x, y: row.minY), Point(x: span.minX, y: row.maxY))) }
            x = max(x, span.maxX)
        }
        rects.append(Rect(corners: Point(x: x, y: row.minY), Point(x: maxX, y: row.maxY)))
        return Path(rects.flatMap { r -> [Path.Element] in
            [.move(Point(x: r.minX, y: r.minY)), .line(Point(x: r.maxX, y: r.minY)),
             .line(Point(x: r.maxX, y: r.maxY)), .line(Point(x: r.minX, y: r.maxY)), .close]
        })
    }
}
