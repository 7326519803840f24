/// The look shared by every page: iOS system greys, a white header, 16 px margins.
public struct PageStyle: Hashable, Sendable {
    /// The fixed header (navigation bar) height.
    public var headerHeight: Double = 56
    /// The page behind grouped rows and cards (iOS systemGroupedBackground).
    public var background = Color(hex: 0xF2F2F7)
    /// The header's fill.
    public var headerBackground = Color.white
    /// Plain pages (the list, the detail page, the sheet): white, as iOS systemBackground.
    public var plainBackground = Color.white
    /// Rows, groups and the sheet.
    public var surface = Color.white
    /// Titles and row text.
    public var titleColor = Color.black
    /// Subtitles and explanatory text (iOS secondaryLabel on white).
    public var secondaryTextColor = Color(hex: 0x8E8E93)
    /// Hairline separators, the header's included.
    public var separatorColor = Color(hex: 0xC6C6C8)
    /// The back button.
    public var tintColor = Color.systemBlue
    /// Placeholder text bars.
    public var placeholderColor = Color(hex: 0xE5E5EA)
    /// Right chevrons and the sheet's grabber.
    public var chevronColor = Color(hex: 0xC4C4C7)
    /// The "LIVE" tag.
    public var liveColor = Color.systemRed
    /// The fontconfig family list every page's text is set in.
    public var fontFamily = FontSpec.defaultFamily
    /// Right to left: pages are mirrored (`PageMirror`), the back button and chevrons on the right.
    public var isRightToLeft = false
    /// Outer margin and the gap between cards.
    public var margin: Double = 16
    /// Cards, the hero, the sheet's top corners.
    public var cornerRadius: Double = 16

    /// The standard style: iOS's system greys and white surfaces.
    public init() {}

    /// The style every page uses unless a right-to-left bar mirrors it.
    public static let standard = PageStyle()

    /// The pages' font family at `size` and `weight`.
    public func font(_ size: Double, _ weight: FontWeight = .regular) -> FontSpec {
        FontSpec(family: fontFamily, size: size, weight: weight)
    }
}
