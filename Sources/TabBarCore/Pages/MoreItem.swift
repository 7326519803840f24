/// One overflow tab listed on the More page.
public struct MoreItem: Hashable, Sendable {
    /// The tab's title, the row's text.
    public var title: String
    /// Drawn as a template image tinted with the page's accent.
    public var icon: ImageRef?

    /// A row for the tab titled `title`, with its icon (nil: none).
    public init(title: String, icon: ImageRef?) {
        self.title = title
        self.icon = icon
    }
}
