/// What a page shows.
public struct PageSpec: Hashable, Sendable {
    /// The kind of page, which lays out its content.
    public var kind: PageKind
    /// The header's title.
    public var title: String
    /// The tab's colour; cards, avatars, icons and buttons derive from it.
    public var accent: Color
    /// Cards (grid), rows (list, settings) or paragraphs (detail, sheet).
    public var itemCount: Int
    /// Detail: the title shown large in the hero (the page title when nil), unless `heroCard` is set.
    public var heroTitle: String?
    /// Detail: the hero's fill, the card's colour (the accent when nil).
    public var heroColor: Color?
    /// Detail: the card (by index) this page was pushed from. The hero then shows that
    /// card's picture as `heroSource`'s content draws it, scaled into the hero, so a magic
    /// move lands on the same picture it flew.
    public var heroCard: Int?
    /// Detail: the kind of page `heroCard` belongs to.
    public var heroSource: PageKind?
    /// Detail: the height the page `heroCard` belongs to was laid out at, when it differs from
    /// this page's (pushed with the bar hiding, this page is taller): the hero's picture is the
    /// card as laid out there, the very picture the magic move flies.
    public var heroSourceHeight: Double?
    /// More: the overflow tabs, one row each.
    public var moreItems: [MoreItem]
    /// The back button's label: the title of the page it returns to, when it has a short
    /// one (UIKit's "‹ More"); nil says "Back".
    public var backTitle: String?
    /// Image: the screens a tap walks through; the first one is shown.
    public var screens: [PageImage] = []
    /// The screens this page's modal shows (an image sheet) instead of the demo sheet.
    public var sheetScreens: [PageImage] = []

    /// A page of `kind` titled `title`, in `accent`, showing `itemCount` items (nil: the kind's
    /// default).
    public init(kind: PageKind, title: String, accent: Color, itemCount: Int? = nil) {
        self.kind = kind
        self.title = title
        self.accent = accent
        self.itemCount = max(0, itemCount ?? kind.defaultItemCount)
        self.heroTitle = nil
        self.heroColor = nil
        self.heroCard = nil
        self.moreItems = []
    }
}
