import CCairo
import TabBarCore

/// Pango's fonts as the renderer lays text out with them: one context over fontconfig's
/// fonts, released with the value. Grey antialiasing and unhinted metrics: the same pixels on
/// every machine with the same fonts, and text that scales smoothly while an animation zooms
/// it.
final class FontContext {
    private let pointer: OpaquePointer

    init() {
        pointer = pango_font_map_create_context(pango_cairo_font_map_get_default())
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(pointer, options)
        cairo_font_options_destroy(options)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }

    /// A new single-line layout in `font` (nil when memory ran out).
    func layout(_ font: FontSpec) -> PangoLayout? {
        guard let layout = pango_layout_new(pointer) else { return nil }
        let description = pango_font_description_new()
        pango_font_description_set_family(description, font.family)
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, Self.weight(font.weight))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_single_paragraph_mode(layout, 1)
        return PangoLayout(layout)
    }

    private static func weight(_ weight: FontWeight) -> PangoWeight {
        switch weight {
        case .regular: PANGO_WEIGHT_NORMAL
        case .medium: PANGO_WEIGHT_MEDIUM
        case .semibold: PANGO_WEIGHT_SEMIBOLD
        case .bold: PANGO_WEIGHT_BOLD
        }
    }
}

/// One line of text laid out by Pango, released with the value.
final class PangoLayout {
    private let pointer: OpaquePointer

    fileprivate init(_ pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }

    /// Cuts the line at `width` logical pixels with an ellipsis at its end, and aligns it so.
    func fit(width: Double, alignment: TextAlignment) {
        pango_layout_set_width(pointer, Int32(width * Double(PANGO_SCALE)))
        pango_layout_set_ellipsize(pointer, PANGO_ELLIPSIZE_END)
        let align: PangoAlignment
        switch alignment {
        case .leading: align = PANGO_ALIGN_LEFT
        case .center: align = PANGO_ALIGN_CENTER
        case .trailing: align = PANGO_ALIGN_RIGHT
        }
        pango_layout_set_alignment(pointer, align)
    }

    func setText(_ text: String) { pango_layout_set_text(pointer, text, -1) }

    /// Sets `text`, drawing its last `suffix` bytes' characters in `family`.
    func setText(_ text: String, endingIn family: String, bytes suffix: Int) {
        pango_layout_set_text(pointer, text, -1)
        let total = UInt32(text.utf8.count), count = UInt32(suffix)
        guard total >= count, let list = pango_attr_list_new(), let attribute = pango_attr_family_new(family)
        else { return }
        attribute.pointee.start_index = total - count
        attribute.pointee.end_index = total
        pango_attr_list_insert(list, attribute)
        pango_layout_set_attributes(pointer, list)
        pango_attr_list_unref(list)
    }

    /// The line's logical size in whole pixels.
    var size: (width: Int, height: Int) {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_pixel_extents(pointer, &ink, &logical)
        return (Int(logical.width), Int(logical.height))
    }

    /// How many characters no installed font can draw.
    var unknownGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(pointer)) }

    /// The family of the font that draws the line's last run of glyphs.
    var lastRunFamily: String? {
        guard let line = pango_layout_get_line_readonly(pointer, 0) else { return nil }
        var node = line.pointee.runs
        var last: UnsafeMutableRawPointer?
        while let current = node {
            last = current.pointee.data
            node = current.pointee.next
        }
        guard let data = last, let item = data.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item,
            let font = item.pointee.analysis.font
        else { return nil }
        let description = pango_font_describe(font)
        defer { pango_font_description_free(description) }
        return pango_font_description_get_family(description).map { String(cString: $0) }
    }

    /// Draws the line on `context`, its top left at the current point.
    func show(on context: CairoContext) { pango_cairo_show_layout(context.pointer, pointer) }
}
