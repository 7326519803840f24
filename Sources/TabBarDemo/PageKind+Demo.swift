import TabBarCore

/// The demo's content pages, plugged into the core as page kinds.
extension PageKind {
    /// Home: a 2-column grid of coloured cards; a card pushes a detail page whose hero is
    /// that card's picture.
    public static let grid = PageKind(
        name: "grid", defaultItemCount: 12, content: { GridPage($0) },
        detail: { target, page in
            guard case .card(let i) = target else { return nil }
            var detail = DemoDetail.page(title: CardPalette.title(i), item: i, on: page)
            detail.heroCard = i
            detail.heroSource = page.kind
            return detail
        })
    /// Live: a list of rows with avatars and "LIVE" tags; a row pushes a detail page.
    public static let list = PageKind(
        name: "list", defaultItemCount: 20, content: { ListPage($0) },
        detail: { target, page in
            guard case .row(let i) = target else { return nil }
            return DemoDetail.page(title: ListPage.rowTitle(i), item: i, on: page)
        })
    /// Follow: explanatory text and a "Present" button that presents a sheet.
    public static let button = PageKind(name: "button", content: { ButtonPage($0) }, detail: { _, _ in nil })
    /// Profile: an account block and grouped inset rows, like iOS Settings; a row pushes a
    /// detail page named after the setting.
    public static let settings = PageKind(
        name: "settings", defaultItemCount: 12,
        content: { SettingsPage($0) },
        detail: { target, page in
            guard case .row(let i) = target else { return nil }
            return DemoDetail.page(title: SettingsPage.title(i), item: i, on: page)
        })
}

extension PageCatalog {
    /// The demo's page kinds and the core's: what `tabbar` decodes. Tabs without a page show
    /// the grid, the list, the button page and the settings page, in that order, then plain pages.
    public static let demo = PageCatalog(
        kinds: [.grid, .list, .button, .settings] + PageCatalog.builtIn.kinds,
        defaultRoots: [.grid, .list, .button, .settings])
}

/// The detail page a demo card or row pushes.
enum DemoDetail {
    /// Titled with what was clicked, its hero in the item's palette colour.
    static func page(title: String, item: Int, on page: PageSpec) -> PageSpec {
        var detail = PageSpec(kind: .detail, title: title, accent: page.accent)
        detail.heroTitle = title
        detail.heroColor = CardPalette.color(item, accent: page.accent)
        return detail
    }
}
