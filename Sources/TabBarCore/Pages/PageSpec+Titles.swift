extension PageSpec {
    /// The back label of a page pushed from `page`: its title when short enough for the
    /// 92 px back button (UIKit falls back to "Back" the same way), else nil.
    public static func backLabel(returningTo page: PageSpec) -> String? {
        page.title.isEmpty || page.title.count > 8 ? nil : page.title
    }
}
