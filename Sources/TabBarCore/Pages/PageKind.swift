/// A kind of page: its name (what a configuration's `page.kind` says), how many items it
/// shows by default, how it lays out (`PageContent`) and what a tap on one of its cards or
/// rows pushes.
///
/// The core defines the page chrome the controller itself needs (`detail`, `sheet`, `more`,
/// `plain`, `image`); content kinds (the demo's grid, list, button and settings pages) are
/// defined outside it and reach a configuration through a `PageCatalog`. Two kinds are the
/// same kind when their names are equal.
public struct PageKind: Hashable, Sendable, CustomStringConvertible {
    /// The configuration's name for the kind.
    public let name: String
    /// How many cards, rows or paragraphs a page of this kind shows when the configuration
    /// does not say.
    public let defaultItemCount: Int
    let makeContent: @Sendable (PageContext) -> any PageContent
    let makeDetail: @Sendable (PageTarget, PageSpec) -> PageSpec?

    /// A kind named `name` whose pages lay out as `content` makes them. `detail` says what a
    /// tap on a card or row of `page` pushes (nil: nothing); by default a detail page titled
    /// with the page's title and the item's number.
    public init(
        name: String, defaultItemCount: Int = 0,
        content: @escaping @Sendable (PageContext) -> any PageContent,
        detail: @escaping @Sendable (_ target: PageTarget, _ page: PageSpec) -> PageSpec? = PageKind.numberedDetail
    ) {
        self.name = name
        self.defaultItemCount = max(0, defaultItemCount)
        self.makeContent = content
        self.makeDetail = detail
    }

    /// The content of a page of this kind in `context`.
    public func content(_ context: PageContext) -> any PageContent { makeContent(context) }

    /// The page a tap on `target` of `page` pushes, or nil.
    public func detail(for target: PageTarget, on page: PageSpec) -> PageSpec? { makeDetail(target, page) }

    /// A detail page titled "<page title> <n>" for card or row n − 1; nothing for buttons.
    public static func numberedDetail(_ target: PageTarget, _ page: PageSpec) -> PageSpec? {
        switch target {
        case .card(let i), .row(let i):
            var detail = PageSpec(kind: .detail, title: "\(page.title) \(i + 1)", accent: page.accent)
            detail.heroTitle = detail.title
            return detail
        case .button, .back:
            return nil
        }
    }

    public var description: String { name }

    public static func == (a: PageKind, b: PageKind) -> Bool { a.name == b.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension PageKind {
    /// The page a card pushes: a hero (the card's picture, scaled up) and placeholder paragraphs.
    public static let detail = PageKind(
        name: "detail", defaultItemCount: 6, content: { DetailPage($0) },
        detail: { _, _ in nil })
    /// The modal: a sheet with a grabber, a title, text and a "Close" button.
    public static let sheet = PageKind(
        name: "sheet", defaultItemCount: 3, content: { SheetPage($0) },
        detail: { _, _ in nil })
    /// UIKit's More list of overflow tabs (the controller opens their pages itself).
    public static let more = PageKind(name: "more", content: { MorePage($0) })
    /// A header and a big centred title.
    public static let plain = PageKind(name: "plain", content: { PlainPage($0) })
    /// A designer's own screen: a PNG scaled to the page width, scrolling when taller; a tap
    /// shows the next screen of `PageSpec.screens`.
    public static let image = PageKind(name: "image", content: { ImagePage($0) }, detail: { _, _ in nil })
}
