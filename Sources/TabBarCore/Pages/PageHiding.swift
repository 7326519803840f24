/// Parts of a page that a transition hides while a stand-in is drawn for them: a magic
/// move hides the clicked item and the detail page's hero while the snapshot flies (HYB
/// sets both views' alpha to 0 until it lands). The page's background shows in their place.
public struct PageHiding: Hashable, Sendable {
    /// A card or row left out.
    public var item: PageTarget?
    /// Whether the detail page leaves out its hero.
    public var hero: Bool

    /// Hides `item` on the page beneath, and the detail page's hero when `hero` is set.
    public init(item: PageTarget? = nil, hero: Bool = false) {
        self.item = item
        self.hero = hero
    }

    /// Nothing hidden: the page as it is at rest.
    public static let none = PageHiding()
}
