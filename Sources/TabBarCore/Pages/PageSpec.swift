/// What a page shows.
public struct PageSpec: Hashable, Sendable {
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
    /// Detail: the grid card (by index) this page was pushed from. The hero then shows that
    /// card's picture, scaled into the hero, so a magic move lands on the same picture it flew.
    public var heroCard: Int?
    /// More: the overflow tabs, one row each.
    public var moreItems: [MoreItem]
    /// The back button's label: the title of the page it returns to, when it has a short
    /// one (UIKit's "‹ More"); nil says "Back".
    public var backTitle: String?
    /// Image: the screens a tap walks through; the first one is shown.
    public var screens: [PageImage] = []
    /// The screens this page's modal shows (an image sheet) instead of the demo sheet.
    public var sheetScreens: [PageImage] = []

    public init(kind: PageKind, title: String, accent: Color, itemCount: Int? = nil) {
        self.kind = kind
        self.title = title
        self.accent = accent
        self.itemCount = max(0, itemCount ?? PageSpec.defaultItemCount(kind))
        self.heroTitle = nil
        self.heroColor = nil
        self.heroCard = nil
        self.moreItems = []
    }

    /// 12 cards, 20 rows, 12 settings rows, 6 detail paragraphs, 3 sheet paragraphs.
    public static func defaultItemCount(_ kind: PageKind) -> Int {
        switch kind {
        case .grid: 12
        case .list: 20
        case .settings: 12
        case .detail: 6
        case .sheet: 3
        case .button, .more, .plain, .image: 0
        }
    }
}
