/// One overflow tab listed on the More page.
public struct MoreItem: Hashable, Sendable {
    public var title: String
    /// Drawn as a template image tinted with the page's accent.
    public var icon: ImageRef?

    public init(title: String, icon: ImageRef?) {
        self.title = title
        self.icon = icon
    }
}
