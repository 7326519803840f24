import CCairo
import TabBarCore
import TabBarFrame

/// A Cairo drawing context over a surface, destroyed with the value. The only way the
/// renderer draws: the painter, the picture cache, the variants, the text renderer and the
/// band painter all go through it.
final class CairoContext {
    let pointer: OpaquePointer
    /// The surface drawn on, kept as long as the context.
    let surface: CairoSurface

    /// A context over `surface`; nil when Cairo has no memory even for an error context.
    init?(_ surface: CairoSurface) {
        guard let pointer = cairo_create(surface.pointer) else { return nil }
        self.pointer = pointer
        self.surface = surface
    }

    deinit { cairo_destroy(pointer) }

    func save() { cairo_save(pointer) }
    func restore() { cairo_restore(pointer) }

    /// The map from user space to device pixels.
    var matrix: DeviceMatrix {
        get {
            var m = cairo_matrix_t()
            cairo_get_matrix(pointer, &m)
            return DeviceMatrix(xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, x0: m.x0, y0: m.y0)
        }
        set {
            var m = cairo_matrix_t(
                xx: newValue.xx, yx: newValue.yx, xy: newValue.xy, yy: newValue.yy, x0: newValue.x0, y0: newValue.y0)
            cairo_set_matrix(pointer, &m)
        }
    }

    func identityMatrix() { cairo_identity_matrix(pointer) }

    /// Applies `t` before the current matrix.
    func transform(_ t: AffineTransform) {
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(pointer, &m)
    }

    func scale(_ sx: Double, _ sy: Double) { cairo_scale(pointer, sx, sy) }
    func translate(_ tx: Double, _ ty: Double) { cairo_translate(pointer, tx, ty) }

    /// Where the user-space point (x, y) lands, and how long a user-space x step of 1 is.
    func userToDevice(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        var (x, y) = (x, y)
        cairo_user_to_device(pointer, &x, &y)
        return (x, y)
    }

    func userToDeviceDistance(_ dx: Double, _ dy: Double) -> (x: Double, y: Double) {
        var (x, y) = (dx, dy)
        cairo_user_to_device_distance(pointer, &x, &y)
        return (x, y)
    }

    /// Narrows the clip to the current path, which it consumes.
    func clip() { cairo_clip(pointer) }

    /// Narrows the clip to `region` (device pixels, whole rectangles, so no edge is
    /// antialiased), keeping the matrix.
    func clip(to region: PixelRegion) {
        let m = matrix
        identityMatrix()
        for box in region.boxes { rectangle(box) }
        clip()
        matrix = m
    }

    /// The clip as whole device pixels, when it is a set of them: nil for an edge inside a
    /// pixel or a curve.
    var pixelClip: [PixelBox]? {
        let m = matrix
        identityMatrix()
        defer { matrix = m }
        guard let list = cairo_copy_clip_rectangle_list(pointer) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        var boxes: [PixelBox] = []
        for i in 0..<Int(list.pointee.num_rectangles) {
            let r = list.pointee.rectangles[i]
            let box = PixelBox(
                x: Int(r.x.rounded()), y: Int(r.y.rounded()), width: Int(r.width.rounded()),
                height: Int(r.height.rounded()))
            guard Double(box.x) == r.x, Double(box.y) == r.y, Double(box.width) == r.width,
                Double(box.height) == r.height
            else { return nil }
            boxes.append(box)
        }
        return boxes
    }

    /// Draws what follows into an offscreen surface until `popGroupToSource`.
    func pushGroup() { cairo_push_group(pointer) }
    /// Ends the group and makes it the source.
    func popGroupToSource() { cairo_pop_group_to_source(pointer) }

    /// The surface drawing lands on now: the target, or the group being drawn.
    var groupTarget: CairoSurface? { cairo_get_group_target(pointer).map(CairoSurface.init(retaining:)) }

    enum Operator {
        case over, source, destinationOver

        var cairo: cairo_operator_t {
            switch self {
            case .over: CAIRO_OPERATOR_OVER
            case .source: CAIRO_OPERATOR_SOURCE
            case .destinationOver: CAIRO_OPERATOR_DEST_OVER
            }
        }
    }

    func setOperator(_ op: Operator) { cairo_set_operator(pointer, op.cairo) }

    /// Whether the operator is OVER or SOURCE, which Cairo bounds by what is painted (others
    /// change pixels outside it).
    var operatorIsBounded: Bool {
        let op = cairo_get_operator(pointer)
        return op == CAIRO_OPERATOR_OVER || op == CAIRO_OPERATOR_SOURCE
    }

    func setSource(red: Double, green: Double, blue: Double, alpha: Double) {
        cairo_set_source_rgba(pointer, red, green, blue, alpha)
    }

    func setSource(_ color: Color) {
        cairo_set_source_rgba(pointer, color.red, color.green, color.blue, color.alpha)
    }

    func setSource(_ pattern: CairoPattern) { cairo_set_source(pointer, pattern.pointer) }

    /// `surface` as the source, its first pixel at (x, y) in user space, read with `filter`.
    func setSource(_ surface: CairoSurface, x: Double, y: Double, filter: CairoPattern.Filter) {
        cairo_set_source_surface(pointer, surface.pointer, x, y)
        cairo_pattern_set_filter(cairo_get_source(pointer), filter.cairo)
    }

    /// `surface` as the source, its first pixel at (x, y), with the default filter.
    func setSource(_ surface: CairoSurface, x: Double, y: Double) {
        cairo_set_source_surface(pointer, surface.pointer, x, y)
    }

    func paint() { cairo_paint(pointer) }
    func paint(alpha: Double) { cairo_paint_with_alpha(pointer, alpha) }
    /// Paints the current source through `pattern`'s alpha.
    func mask(_ pattern: CairoPattern) { cairo_mask(pointer, pattern.pointer) }
}
