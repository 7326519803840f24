import CCairo
import TabBarCore

/// A set of whole device pixels (a Cairo region), freed with the value's owner: the damage
/// a frame repaints, what opaque paint covers, where pictures are copied by the server.
public final class PixelRegion {
    let region: OpaquePointer

    /// An empty region, to which damage is then added.
    public init() { region = cairo_region_create() }

    init(_ box: cairo_rectangle_int_t) {
        var box = box
        region = cairo_region_create_rectangle(&box)
    }

    /// The union of `boxes`, built at once (sorted by Cairo, not merged one by one).
    init(boxes: [cairo_rectangle_int_t]) {
        let kept = boxes.filter { $0.width > 0 && $0.height > 0 }
        region = kept.withUnsafeBufferPointer { cairo_region_create_rectangles($0.baseAddress, Int32($0.count)) }
    }

    deinit { cairo_region_destroy(region) }

    func add(_ box: cairo_rectangle_int_t) {
        guard box.width > 0, box.height > 0 else { return }
        var box = box
        cairo_region_union_rectangle(region, &box)
    }

    /// Adds every pixel of `other` (the union), e.g. another layer's damage.
    public func add(_ other: PixelRegion) { cairo_region_union(region, other.region) }

    /// Removes every pixel of `other`, e.g. what opaque paint above already covers.
    public func subtract(_ other: PixelRegion) { cairo_region_subtract(region, other.region) }

    /// Keeps only the pixels also in `other`, e.g. the damage that falls on one picture.
    public func intersect(_ other: PixelRegion) { cairo_region_intersect(region, other.region) }

    /// Whether the region holds no pixel, so there is nothing to repaint or copy.
    public var isEmpty: Bool { cairo_region_is_empty(region) != 0 }

    /// Whether any pixel of `box` is in the region.
    func overlaps(_ box: cairo_rectangle_int_t) -> Bool {
        guard box.width > 0, box.height > 0 else { return false }
        var box = box
        return cairo_region_contains_rectangle(region, &box) != CAIRO_REGION_OVERLAP_OUT
    }

    /// Whether every pixel of `box` is in the region.
    func contains(_ box: cairo_rectangle_int_t) -> Bool {
        guard box.width > 0, box.height > 0 else { return true }
        var box = box
        return cairo_region_contains_rectangle(region, &box) == CAIRO_REGION_OVERLAP_IN
    }

    var rectangles: [cairo_rectangle_int_t] {
        (0..<cairo_region_num_rectangles(region)).map { i in
            var box = cairo_rectangle_int_t()
            cairo_region_get_rectangle(region, i, &box)
            return box
        }
    }

    /// The region of the whole pixels touching `rects`.
    public convenience init(_ rects: [Rect]) {
        self.init()
        for r in rects { add(r) }
    }

    /// Adds the whole pixels touching `rect`.
    public func add(_ rect: Rect) {
        add(
            SceneRenderer.box(
                rect.minX.rounded(.down), rect.minY.rounded(.down), rect.maxX.rounded(.up), rect.maxY.rounded(.up)))
    }

    /// The region as disjoint rectangles.
    public var rects: [Rect] {
        rectangles.map { Rect(x: Double($0.x), y: Double($0.y), width: Double($0.width), height: Double($0.height)) }
    }
}
