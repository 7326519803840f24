import TabBarCore

/// The painter's clip as the planner follows it: whether it is a set of whole device pixels
/// (which direct copies, tints and clipping to what shows need), and a box that holds it.
///
/// Cairo keeps a clip made of rectangles as boxes in 24.8 fixed point, and lists it as
/// rectangles only when every edge lies on a whole pixel; any other shape makes it a path,
/// which it never lists. The model keeps the same: whole pixels (`base`), cut by the
/// rectangles given under maps that neither rotate nor skew, placed as Cairo places their
/// corners (`cut`), so it knows the clip exactly while it is made of rectangles. A curve
/// makes it unknown: the planner never claims a whole clip that Cairo would not list (it
/// may miss one that Cairo would, and then only saves less work).
struct PlannedClip: Equatable {
    /// A box in 1/256 of a device pixel.
    struct FixedBox: Equatable {
        var x1: Double, y1: Double, x2: Double, y2: Double

        /// The whole pixels inside the box, and those it touches.
        var inside: PixelBox {
            PixelBox(
                edges: (x1 / 256).rounded(.up), (y1 / 256).rounded(.up), (x2 / 256).rounded(.down),
                (y2 / 256).rounded(.down))
        }
        var touched: PixelBox {
            PixelBox(
                edges: (x1 / 256).rounded(.down), (y1 / 256).rounded(.down), (x2 / 256).rounded(.up),
                (y2 / 256).rounded(.up))
        }

        func intersection(_ other: FixedBox) -> FixedBox {
            FixedBox(x1: max(x1, other.x1), y1: max(y1, other.y1), x2: min(x2, other.x2), y2: min(y2, other.y2))
        }
    }

    /// The whole pixels the clip's regions leave.
    private var base: PixelRegion
    /// The rectangles clipped to, as one box, when some edge of them lies inside a pixel.
    private var cut: FixedBox?
    /// Whether a curve (or a rotated rectangle) was clipped to: the clip is then unknown.
    private var curved = false
    /// The clip as whole device pixels; nil when some edge is inside a pixel or curved.
    private(set) var pixels: PixelRegion?
    /// Device pixels holding the whole clip: exactly its box when `pixels` is known.
    private(set) var extents: PixelBox
    /// The surface's own box, which bounds every clip.
    let surface: PixelBox

    /// No clip but the surface's own edges.
    init(surface: PixelBox) {
        base = PixelRegion(surface)
        pixels = base
        extents = surface
        self.surface = surface
    }

    /// Narrows the clip to whole device pixels.
    mutating func intersect(_ region: PixelRegion) {
        base.intersect(region)
        update()
    }

    /// Narrows the clip to `shape` drawn under `m`.
    mutating func intersect(_ shape: Shape, under m: DeviceMatrix) {
        guard case .rect(let r) = shape, m.isAxisAligned else {
            // A curve's flattened edge may reach a hair past its bounds.
            let bounds = m.pixels(touching: shape.bounds)
            let reach = PixelBox(x: bounds.x - 1, y: bounds.y - 1, width: bounds.width + 2, height: bounds.height + 2)
            curved = true
            update(within: bounds.isEmpty ? .empty : reach)
            return
        }
        let box = Self.fixedBox(r, m)
        cut = cut.map { $0.intersection(box) } ?? box
        update()
    }

    /// `pixels` and `extents` for the clip as it now is; a curve's clip is bound by `reach`.
    private mutating func update(within reach: PixelBox? = nil) {
        var kept = base
        if let cut { kept.intersect(cut.touched) }
        if curved {
            extents = extents.intersection(kept.extents).intersection(reach ?? extents)
            // Nothing left is nothing Cairo lists, whatever the shape.
            pixels = extents.isEmpty ? PixelRegion() : nil
            return
        }
        guard let cut else {
            pixels = base
            extents = base.extents
            return
        }
        // Whole when the edges inside pixels fall where the clip has none.
        let whole = base.intersection(PixelRegion(cut.inside))
        pixels = kept == whole ? whole : nil
        extents = kept.extents
    }

    /// The box Cairo makes of `cairo_rectangle(r)` under `m` (axis-aligned), in 1/256 of a
    /// device pixel: the first corner placed, then each side's length converted on its own
    /// and added, as a path's relative lines are.
    static func fixedBox(_ r: Rect, _ m: DeviceMatrix) -> FixedBox {
        let corner = m.apply(r.minX, r.minY)
        let x = fixed(corner.x), y = fixed(corner.y)
        let width = fixed(r.width * m.xx + 0 * m.xy), height = fixed(0 * m.yx + r.height * m.yy)
        return FixedBox(x1: min(x, x + width), y1: min(y, y + height), x2: max(x, x + width), y2: max(y, y + height))
    }

    /// `value` in 24.8 fixed point, rounded to the nearest (ties to even), as a whole number.
    static func fixed(_ value: Double) -> Double {
        (value * 256).rounded(.toNearestOrEven)
    }
}
