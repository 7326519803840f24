import CCairo
import TabBarCore

/// A Cairo pattern (an image or a gradient to paint with), destroyed with the value.
final class CairoPattern {
    let pointer: OpaquePointer

    private init?(_ pointer: OpaquePointer?) {
        guard let pointer else { return nil }
        self.pointer = pointer
    }

    deinit { cairo_pattern_destroy(pointer) }

    /// How an image is read between its pixels.
    enum Filter {
        /// The nearest pixel: an exact copy on whole pixels.
        case nearest
        /// Bilinear: what a resampled picture or a variant in motion uses.
        case bilinear
        /// Cairo's GOOD: a box filter when shrinking, so large sources stay crisp.
        case good

        var cairo: cairo_filter_t {
            switch self {
            case .nearest: CAIRO_FILTER_NEAREST
            case .bilinear: CAIRO_FILTER_BILINEAR
            case .good: CAIRO_FILTER_GOOD
            }
        }
    }

    /// `surface` as a pattern read with `filter`.
    convenience init?(_ surface: CairoSurface, filter: Filter) {
        self.init(cairo_pattern_create_for_surface(surface.pointer))
        cairo_pattern_set_filter(pointer, filter.cairo)
    }

    /// A linear gradient from `start` to `end` through `stops`.
    convenience init?(linearFrom start: Point, to end: Point, stops: [GradientStop]) {
        self.init(cairo_pattern_create_linear(start.x, start.y, end.x, end.y))
        add(stops)
    }

    /// A radial gradient from `center` out to `radius` through `stops`.
    convenience init?(radialAt center: Point, radius: Double, stops: [GradientStop]) {
        self.init(cairo_pattern_create_radial(center.x, center.y, 0, center.x, center.y, radius))
        add(stops)
    }

    private func add(_ stops: [GradientStop]) {
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(
                pointer, stop.offset, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
    }
}
