import TabBarCore

/// The painter's clip as the planner follows it: whether it is a set of whole device pixels
/// (which direct copies, tints and clipping to what shows need), and a box that holds it.
///
/// Cairo keeps a clip made of rectangles as boxes in 24.8 fixed point, and lists it as
/// rectangles only when every edge lies on a whole pixel; any other shape makes it a path,
/// which it never lists. `pixels` says the same: a rectangle under a map that neither
/// rotates nor skews is placed as Cairo places its corners, and only then can the clip stay
/// whole. Other shapes make it unknown: the planner never claims a whole clip that Cairo
/// would not list (it may miss one that Cairo would, and then only saves less work).
struct PlannedClip: Equatable {
    /// The clip as whole device pixels; nil when some edge is inside a pixel or curved.
    private(set) var pixels: PixelRegion?
    /// Device pixels holding the whole clip: exactly its box when `pixels` is known.
    private(set) var extents: PixelBox
    /// The surface's own box, which bounds every clip.
    let surface: PixelBox

    /// No clip but the surface's own edges.
    init(surface: PixelBox) {
        pixels = PixelRegion(surface)
        extents = surface
        self.surface = surface
    }

    /// Narrows the clip to whole device pixels.
    mutating func intersect(_ region: PixelRegion) {
        if let pixels {
            let kept = pixels.intersection(region)
            self.pixels = kept
            extents = kept.extents
        } else {
            extents = extents.intersection(region.extents)
        }
    }

    /// Narrows the clip to `shape` drawn under `m`.
    mutating func intersect(_ shape: Shape, under m: DeviceMatrix) {
        guard case .rect(let r) = shape, m.isAxisAligned else {
            // A curve's flattened edge may reach a hair past its bounds.
            let bounds = m.pixels(touching: shape.bounds)
            let reach = PixelBox(x: bounds.x - 1, y: bounds.y - 1, width: bounds.width + 2, height: bounds.height + 2)
            pixels = nil
            extents = extents.intersection(bounds.isEmpty ? .empty : reach)
            return
        }
        let box = Self.fixedBox(r, m)
        let inside = PixelBox(
            edges: (box.x1 / 256).rounded(.up), (box.y1 / 256).rounded(.up), (box.x2 / 256).rounded(.down),
            (box.y2 / 256).rounded(.down))
        let touched = PixelBox(
            edges: (box.x1 / 256).rounded(.down), (box.y1 / 256).rounded(.down), (box.x2 / 256).rounded(.up),
            (box.y2 / 256).rounded(.up))
        guard let pixels else {
            extents = extents.intersection(touched)
            return
        }
        // Whole when the edges inside pixels fall where the clip has none.
        let kept = pixels.intersection(PixelRegion(touched))
        let whole = pixels.intersection(PixelRegion(inside))
        if kept == whole {
            self.pixels = whole
            extents = whole.extents
        } else {
            self.pixels = nil
            extents = extents.intersection(touched)
        }
    }

    /// The box Cairo makes of `cairo_rectangle(r)` under `m` (axis-aligned), in 1/256 of a
    /// device pixel: the first corner placed, then each side's length converted on its own
    /// and added, as a path's relative lines are.
    static func fixedBox(_ r: Rect, _ m: DeviceMatrix) -> (x1: Double, y1: Double, x2: Double, y2: Double) {
        let corner = m.apply(r.minX, r.minY)
        let x = fixed(corner.x), y = fixed(corner.y)
        let width = fixed(r.width * m.xx + 0 * m.xy), height = fixed(0 * m.yx + r.height * m.yy)
        return (min(x, x + width), min(y, y + height), max(x, x + width), max(y, y + height))
    }

    /// `value` in 24.8 fixed point, rounded to the nearest (ties to even), as a whole number.
    static func fixed(_ value: Double) -> Double {
        (value * 256).rounded(.toNearestOrEven)
    }
}
