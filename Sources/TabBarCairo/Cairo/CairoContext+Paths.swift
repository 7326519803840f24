import CCairo
import TabBarCore
import TabBarFrame

/// Paths: the scene's shapes added to the context, filled or stroked.
extension CairoContext {
    func rectangle(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        cairo_rectangle(pointer, x, y, width, height)
    }

    func rectangle(_ box: PixelBox) {
        cairo_rectangle(pointer, Double(box.x), Double(box.y), Double(box.width), Double(box.height))
    }

    func moveTo(_ x: Double, _ y: Double) { cairo_move_to(pointer, x, y) }

    /// Adds `shape` to the current path, in user space.
    func add(_ shape: Shape) {
        switch shape {
        case .rect(let r):
            cairo_rectangle(pointer, r.minX, r.minY, r.width, r.height)
        case .roundedRect(let r, let radius):
            let k = min(radius, r.width / 2, r.height / 2)
            cairo_new_sub_path(pointer)
            cairo_arc(pointer, r.maxX - k, r.minY + k, k, -.pi / 2, 0)
            cairo_arc(pointer, r.maxX - k, r.maxY - k, k, 0, .pi / 2)
            cairo_arc(pointer, r.minX + k, r.maxY - k, k, .pi / 2, .pi)
            cairo_arc(pointer, r.minX + k, r.minY + k, k, .pi, 3 * .pi / 2)
            cairo_close_path(pointer)
        case .ellipse(let r):
            guard r.width > 0, r.height > 0 else { return }
            cairo_save(pointer)
            cairo_translate(pointer, r.midX, r.midY)
            cairo_scale(pointer, r.width / 2, r.height / 2)
            cairo_new_sub_path(pointer)
            cairo_arc(pointer, 0, 0, 1, 0, 2 * .pi)
            cairo_restore(pointer)
        case .path(let path):
            for element in path.elements {
                switch element {
                case .move(let p): cairo_move_to(pointer, p.x, p.y)
                case .line(let p): cairo_line_to(pointer, p.x, p.y)
                case .curve(let a, let b, let c): cairo_curve_to(pointer, a.x, a.y, b.x, b.y, c.x, c.y)
                case .close: cairo_close_path(pointer)
                }
            }
        }
    }

    /// Fills the current path, which it consumes: even-odd or winding.
    func fill(evenOdd: Bool = false) {
        guard evenOdd else { return cairo_fill(pointer) }
        cairo_set_fill_rule(pointer, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_fill(pointer)
        cairo_set_fill_rule(pointer, CAIRO_FILL_RULE_WINDING)
    }

    /// Strokes the current path `width` wide with round caps and joins, which suit icon
    /// strokes and hide seams between segments.
    func strokeRound(width: Double) {
        cairo_set_line_width(pointer, width)
        cairo_set_line_cap(pointer, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(pointer, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(pointer)
    }

    /// How shapes are rasterized (antialiasing, operator, fill rule, tolerance), to be given
    /// to another context that draws the same paint.
    struct RasterState {
        fileprivate let antialias: cairo_antialias_t
        fileprivate let op: cairo_operator_t
        fileprivate let fillRule: cairo_fill_rule_t
        fileprivate let tolerance: Double
    }

    var rasterState: RasterState {
        RasterState(
            antialias: cairo_get_antialias(pointer), op: cairo_get_operator(pointer),
            fillRule: cairo_get_fill_rule(pointer), tolerance: cairo_get_tolerance(pointer))
    }

    func setRasterState(_ state: RasterState) {
        cairo_set_antialias(pointer, state.antialias)
        cairo_set_operator(pointer, state.op)
        cairo_set_fill_rule(pointer, state.fillRule)
        cairo_set_tolerance(pointer, state.tolerance)
    }
}
