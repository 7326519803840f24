import TabBarCore

/// Lays out and draws single lines of text with Pango, so that titles in any script find
/// a font through fontconfig's per-glyph fallback (Cairo's toy text API has none).
///
/// Layouts are cached by text, font and width; drawing one is then a single call.
public final class TextRenderer {
    private let fonts = FontContext()
    private var layouts: [LayoutKey: PangoLayout] = [:]
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
    /// so that text looks the same on every machine with the same fonts (see `FontContext`).
    public init() {}

    /// Draws `run` on `context`: centred vertically in its frame, aligned and ellipsized
    /// horizontally.
    func draw(_ run: TextRun, on context: CairoContext) {
        guard let layout = self.layout(run.text, font: run.font, width: run.frame.width, alignment: run.alignment)
        else {
            return
        }
        let height = layout.size.height
        context.save()
        context.setSource(run.color)
        context.moveTo(run.frame.minX, run.frame.midY - Double(height) / 2)
        layout.show(on: context)
        context.restore()
    }

    /// How many characters of `text` no installed font can draw (0 means every glyph has a font).
    public func unknownGlyphCount(_ text: String, font: FontSpec) -> Int {
        // Without a layout no glyph can be drawn.
        guard let layout = layout(text, font: font, width: 0, alignment: .leading) else { return text.count }
        return layout.unknownGlyphCount
    }

    /// The size of `text` on one line, in logical pixels.
    public func measure(_ text: String, font: FontSpec) -> Size {
        guard let layout = layout(text, font: font, width: 0, alignment: .leading) else { return .zero }
        let size = layout.size
        return Size(width: Double(size.width), height: Double(size.height))
    }

    func layout(_ text: String, font: FontSpec, width: Double, alignment: TextAlignment) -> PangoLayout? {
        let (laid, isCut) = Self.layoutText(text)
        let key = LayoutKey(text: laid, isCut: isCut, font: font, width: width, alignment: alignment)
        if let cached = layouts[key] { return cached }
        let truncated = latinTruncation(laid: laid, isCut: isCut, font: font, width: width)
        if layouts.count > 512 { clear() }
        // NULL only when memory ran out: the text is then not drawn (and not cached).
        guard let layout = newLayout(font) else { return nil }
        if width > 0 { layout.fit(width: width, alignment: alignment) }
        if let truncated {
            Self.setTextWithLatinEllipsis(layout, truncated)
        } else {
            // CJK text (Pango ellipsizes it), or text measured without a width: "…" when cut.
            layout.setText(isCut ? laid + "…" : laid)
        }
        layouts[key] = layout
        return layout
    }

    /// A new single-line layout in `font`, not cached (nil when memory ran out).
    func newLayout(_ font: FontSpec) -> PangoLayout? {
        guard let layout = fonts.layout(font) else { return nil }
        layoutsMade += 1
        return layout
    }

    private func clear() {
        layouts.removeAll()
    }
}

extension TextRenderer: TextMeasuring {}
