import CCairo
import TabBarCore

/// Lays out and draws single lines of text with Pango, so that titles in any script find
/// a font through fontconfig's per-glyph fallback (Cairo's toy text API has none).
///
/// Layouts are cached by text, font and width; drawing one is then a single call.
public final class TextRenderer {
    private let context: OpaquePointer
    private var layouts: [LayoutKey: OpaquePointer] = [:]
    /// How many Pango layouts were made so far, cached or not: what text costs to lay out
    /// (tests check that a title of any length costs a bounded number).
    public private(set) var layoutsMade = 0

    /// A layout's text (cut to `maximumScalars`, so a 1 MB title is not hashed each frame),
    /// font, width and alignment.
    private struct LayoutKey: Hashable {
        var text: String
        var isCut: Bool
        var font: FontSpec
        var width: Double
        var alignment: TextAlignment
    }

    /// A renderer on Pango's default font map, with grey antialiasing and unhinted metrics
    /// so that text looks the same on every machine with the same fonts.
    public init() {
        let fontMap = pango_cairo_font_map_get_default()
        context = pango_font_map_create_context(fontMap)
        // Grey antialiasing and unhinted metrics: the same pixels on every machine with the
        // same fonts, and text that scales smoothly while an animation zooms it.
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    deinit {
        for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// Draws `run` on `cr`: centred vertically in its frame, aligned and ellipsized horizontally.
    func draw(_ run: TextRun, on context: CairoContext) {
        let cr = context.pointer
        guard let layout = self.layout(run.text, font: run.font, width: run.frame.width, alignment: run.alignment)
        else {
            return
        }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, &ink, &logical)
        cairo_save(cr)
        cairo_set_source_rgba(cr, run.color.red, run.color.green, run.color.blue, run.color.alpha)
        cairo_move_to(cr, run.frame.minX, run.frame.midY - Double(logical.height) / 2)
        pango_cairo_show_layout(cr, layout)
        cairo_restore(cr)
    }

    /// How many characters of `text` no installed font can draw (0 means every glyph has a font).
    public func unknownGlyphCount(_ text: String, font: FontSpec) -> Int {
        // Without a layout no glyph can be drawn.
        guard let layout = layout(text, font: font, width: 0, alignment: .leading) else { return text.count }
        return Int(pango_layout_get_unknown_glyphs_count(layout))
    }

    /// The size of `text` on one line, in logical pixels.
    public func measure(_ text: String, font: FontSpec) -> Size {
        var ink = PangoRectangle(), logical = PangoRectangle()
        guard let layout = layout(text, font: font, width: 0, alignment: .leading) else { return .zero }
        pango_layout_get_pixel_extents(layout, &ink, &logical)
        return Size(width: Double(logical.width), height: Double(logical.height))
    }

    func layout(_ text: String, font: FontSpec, width: Double, alignment: TextAlignment) -> OpaquePointer? {
        let (laid, isCut) = Self.layoutText(text)
        let key = LayoutKey(text: laid, isCut: isCut, font: font, width: width, alignment: alignment)
        if let cached = layouts[key] { return cached }
        let truncated = latinTruncation(laid: laid, isCut: isCut, font: font, width: width)
        if layouts.count > 512 { clear() }
        // NULL only when memory ran out: the text is then not drawn (and not cached).
        guard let layout = newLayout(font) else { return nil }
        if width > 0 {
            pango_layout_set_width(layout, Int32(width * Double(PANGO_SCALE)))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_alignment(layout, Self.alignment(alignment))
        }
        if let truncated {
            Self.setTextWithLatinEllipsis(layout, truncated)
        } else {
            // CJK text (Pango ellipsizes it), or text measured without a width: "…" when cut.
            pango_layout_set_text(layout, isCut ? laid + "…" : laid, -1)
        }
        layouts[key] = layout
        return layout
    }

    /// A new single-line layout in `font`, not cached: the caller owns it (nil when memory ran out).
    func newLayout(_ font: FontSpec) -> OpaquePointer? {
        guard let layout = pango_layout_new(context) else { return nil }
        layoutsMade += 1
        let description = pango_font_description_new()
        pango_font_description_set_family(description, font.family)
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, Self.weight(font.weight))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_single_paragraph_mode(layout, 1)
        return layout
    }

    private func clear() {
        for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
        layouts.removeAll()
    }

    private static func weight(_ weight: FontWeight) -> PangoWeight {
        switch weight {
        case .regular: PANGO_WEIGHT_NORMAL
        case .medium: PANGO_WEIGHT_MEDIUM
        case .semibold: PANGO_WEIGHT_SEMIBOLD
        case .bold: PANGO_WEIGHT_BOLD
        }
    }

    private static func alignment(_ alignment: TextAlignment) -> PangoAlignment {
        switch alignment {
        case .leading: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .trailing: PANGO_ALIGN_RIGHT
        }
    }
}

extension TextRenderer: TextMeasuring {}
