/// One page in one frame at one (already clamped) scroll offset: the geometry every
/// page kind lays itself out from. Drawing and hit-testing both start here.
struct PageContext {
    var page: PageSpec
    var frame: Rect
    var style: PageStyle
    var canGoBack: Bool
    /// Clamped to 0...maxScroll by `PageRenderer`.
    var scroll: Double
    /// What a transition hides for now (a magic move's source or hero).
    var hiding = PageHiding.none

    /// The fixed header across the top of the frame.
    var header: Rect {
        Rect(x: frame.minX, y: frame.minY, width: frame.width, height: min(style.headerHeight, max(0, frame.height)))
    }

    /// Where scrolled content shows: the frame below the header.
    var viewport: Rect {
        Rect(x: frame.minX, y: header.maxY, width: frame.width, height: max(0, frame.maxY - header.maxY))
    }

    /// The y of the content's top edge at this scroll.
    var top: Double { header.maxY - scroll }

    /// The sheet dismisses with its button, so it never shows a back button.
    var showsBack: Bool { canGoBack && page.kind != .sheet }

    /// The back button's tappable box: 44 px tall, at the header's left.
    var backRect: Rect? {
        guard showsBack else { return nil }
        return Rect(x: frame.minX + 4, y: header.midY - 22, width: 92, height: 44)
    }

    /// True when `rect` shows at least partly below the header.
    func isVisible(_ rect: Rect) -> Bool { rect.intersects(viewport) }

    /// True when `item` is drawn: on screen and not hidden by a transition.
    func shows(_ item: PageItem) -> Bool { isVisible(item.frame) && hiding.item != item.target }

    func scrolled(to offset: Double) -> PageContext {
        var copy = self
        copy.scroll = offset
        return copy
    }

    func font(_ size: Double, _ weight: FontWeight = .regular) -> FontSpec { style.font(size, weight) }
}

/// Something on a page that reacts to a click, and where it is (window coordinates, scrolled).
struct PageItem {
    var target: PageTarget
    var frame: Rect

    /// The card or row index, or -1 for a button or back target.
    var index: Int {
        switch target {
        case .card(let i), .row(let i): i
        case .button, .back: -1
        }
    }
}

/// A page kind's scrolling content, laid out from a context.
protocol PageContent {
    /// The content's full height from the header's bottom, bottom padding included.
    var height: Double { get }
    /// The clickable things, in window coordinates at the context's scroll.
    var items: [PageItem] { get }
    /// The content's nodes at the context's scroll; things wholly off screen are left out.
    func nodes() -> [SceneNode]
}

extension PageContext {
    /// The content of this context's page kind.
    var content: any PageContent {
        switch page.kind {
        case .grid: GridPage(self)
        case .list: ListPage(self)
        case .button: ButtonPage(self)
        case .settings: SettingsPage(self)
        case .detail: DetailPage(self)
        case .sheet: SheetPage(self)
        case .more: MorePage(self)
        case .plain: PlainPage(self)
        case .image: ImagePage(self)
        }
    }
}
