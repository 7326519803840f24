import TabBarCore

/// Latin (non-CJK) text cut short ends in a baseline "…" from a Latin face. Left to Pango,
/// the ellipsis comes from the first family that has U+2026, the CJK face, whose "…" sits
/// at mid-height ("⋯"); CJK text keeps that, its own.
extension TextRenderer {
    /// The face that draws a Latin ellipsis (DejaVu Sans ships with `make deps`).
    static let latinEllipsisFamily = "DejaVu Sans"

    /// True for Han, kana, Hangul and CJK punctuation: text that keeps Pango's own ellipsis.
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x303F, 0x3040...0x30FF, 0x3130...0x318F, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF:
            true
        default: false
        }
    }

    /// For non-CJK `text` too wide for `width`, or cut short (`layoutText`): the longest prefix
    /// (trailing spaces dropped) that fits with a "…" after it, else nil (it fits whole, or it is
    /// CJK text).
    func latinTruncation(_ text: String, font: FontSpec, width: Double) -> String? {
        let (laid, isCut) = Self.layoutText(text)
        return latinTruncation(laid: laid, isCut: isCut, font: font, width: width)
    }

    /// `latinTruncation` of text already cut to `laid`: measured once, then narrowed by
    /// bisection (`longestFittingPrefix`).
    func latinTruncation(laid: String, isCut: Bool, font: FontSpec, width: Double) -> String? {
        guard width > 0, !laid.unicodeScalars.contains(where: Self.isCJK) else { return nil }
        if !isCut && measure(laid, font: font).width <= width { return nil }
        return Self.longestFittingPrefix(Array(laid)) { ellipsizedWidth($0, font: font) <= width }
    }

    /// The width of `text` (ending in "…") with its ellipsis in the Latin face.
    public func ellipsizedWidth(_ text: String, font: FontSpec) -> Double {
        guard let layout = newLayout(font) else { return 0 }
        Self.setTextWithLatinEllipsis(layout, text)
        return Double(layout.size.width)
    }

    /// Sets `text`, whose last character is "…", drawing that "…" in the Latin face.
    static func setTextWithLatinEllipsis(_ layout: PangoLayout, _ text: String) {
        layout.setText(text, endingIn: latinEllipsisFamily, bytes: "…".utf8.count)
    }

    /// The family that draws the last glyph run of a drawn `run` (for tests: the ellipsis's face).
    public func lastFamily(of run: TextRun) -> String? {
        layout(run.text, font: run.font, width: run.frame.width, alignment: run.alignment)?.lastRunFamily
    }

    /// The text a drawn `run` shows (its Latin truncation, or the text itself; Pango's own
    /// ellipsis for CJK text is not reflected).
    public func displayedText(of run: TextRun) -> String {
        latinTruncation(run.text, font: run.font, width: run.frame.width) ?? run.text
    }
}
