extension PageSpec {
    /// The title of the page a row opens: what the row says ("Live 4" on a list, the
    /// setting's name on the settings page), so the header repeats what was clicked.
    public static func rowTitle(_ index: Int, on page: PageSpec) -> String {
        switch page.kind {
        case .list: ListPage.rowTitle(index)
        case .settings: SettingsPage.title(index)
        default: "\(page.title) \(index + 1)"
        }
    }

    /// The back label of a page pushed from `page`: its title when short enough for the
    /// 92 px back button (UIKit falls back to "Back" the same way), else nil.
    public static func backLabel(returningTo page: PageSpec) -> String? {
        page.title.isEmpty || page.title.count > 8 ? nil : page.title
    }
}
