/// A page style for a configuration's `pageBackground`.
extension PageStyle {
    /// The grouped grey that `PageStyle.standard` paints, iOS's systemGroupedBackground.
    public static let groupedBackground = Color(hex: 0xF2F2F7)

    /// The style for pages on `background`. The default grouped grey keeps iOS's pairing
    /// (white plain pages, white header); any other colour paints every page kind and the
    /// header, and text, separators, chevrons and the back button drawn on it take colours
    /// that keep 4.5:1 against it. Cards and grouped cells keep their own fill and ink.
    public init(pageBackground background: Color) {
        self.init()
        guard background != Self.groupedBackground else { return }
        let opaque = background.composited(over: .white)
        self.background = opaque
        plainBackground = opaque
        headerBackground = opaque
        // Titles go all the way to black or white; greys only as far as they must.
        titleColor = titleColor.contrastRatio(with: opaque) >= 4.5 ? titleColor : opaque.contrastingInk
        secondaryTextColor = secondaryTextColor.legible(on: opaque)
        separatorColor = separatorColor.legible(on: opaque)
        chevronColor = chevronColor.legible(on: opaque)
        placeholderColor = placeholderColor.legible(on: opaque, minimum: 1.5)
        tintColor = tintColor.legible(on: opaque)
    }

    /// The style for what is drawn inside a grouped cell (settings, More): the cell keeps
    /// its own fill, so its text keeps the standard ink for that fill.
    public var insideCells: PageStyle {
        var style = self
        let standard = PageStyle.standard
        style.titleColor = standard.titleColor.legible(on: surface, minimum: 4.5)
        style.secondaryTextColor = standard.secondaryTextColor
        style.separatorColor = standard.separatorColor
        style.chevronColor = standard.chevronColor
        return style
    }
}
