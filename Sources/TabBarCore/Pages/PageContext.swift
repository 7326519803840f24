/// One page in one frame at one (already clamped) scroll offset: the geometry every
/// page kind lays itself out from. Drawing and hit-testing both start here.
public struct PageContext {
    /// The page being drawn.
    public var page: PageSpec
    /// Where the page sits, in window pixels.
    public var frame: Rect
    /// The look shared by every page.
    public var style: PageStyle
    /// Whether the header shows a back button (the page is not its stack's root).
    public var canGoBack: Bool
    /// Clamped to 0...maxScroll by `PageRenderer`.
    public var scroll: Double
    /// What a transition hides for now (a magic move's source or hero).
    public var hiding = PageHiding.none

    /// A context for `page` in `frame`, scrolled `scroll` pixels down (clamp it first).
    public init(page: PageSpec, frame: Rect, style: PageStyle, canGoBack: Bool, scroll: Double) {
        self.page = page
        self.frame = frame
        self.style = style
        self.canGoBack = canGoBack
        self.scroll = scroll
    }

    /// The fixed header across the top of the frame.
    public var header: Rect {
        Rect(x: frame.minX, y: frame.minY, width: frame.width, height: min(style.headerHeight, max(0, frame.height)))
    }

    /// Where scrolled content shows: the frame below the header.
    public var viewport: Rect {
        Rect(x: frame.minX, y: header.maxY, width: frame.width, height: max(0, frame.maxY - header.maxY))
    }

    /// The y of the content's top edge at this scroll.
    public var top: Double { header.maxY - scroll }

    /// The sheet dismisses with its button, so it never shows a back button.
    public var showsBack: Bool { canGoBack && page.kind != .sheet }

    /// The back button's tappable box: 44 px tall, at the header's left.
    public var backRect: Rect? {
        guard showsBack else { return nil }
        return Rect(x: frame.minX + 4, y: header.midY - 22, width: 92, height: 44)
    }

    /// True when `rect` shows at least partly below the header.
    public func isVisible(_ rect: Rect) -> Bool { rect.intersects(viewport) }

    /// True when `item` is drawn: on screen and not hidden by a transition.
    public func shows(_ item: PageItem) -> Bool { isVisible(item.frame) && hiding.item != item.target }

    /// The same page scrolled to `offset` pixels from its top.
    public func scrolled(to offset: Double) -> PageContext {
        var copy = self
        copy.scroll = offset
        return copy
    }

    /// The page style's font of `size` logical pixels at `weight`.
    public func font(_ size: Double, _ weight: FontWeight = .regular) -> FontSpec { style.font(size, weight) }
}

/// Something on a page that reacts to a click, and where it is (window coordinates, scrolled).
public struct PageItem {
    /// What the click does.
    public var target: PageTarget
    /// Where it is, in window pixels, scrolled.
    public var frame: Rect

    /// `target` at `frame`.
    public init(target: PageTarget, frame: Rect) {
        self.target = target
        self.frame = frame
    }

    /// The card or row index, or -1 for a button or back target.
    public var index: Int {
        switch target {
        case .card(let i), .row(let i): i
        case .button, .back: -1
        }
    }
}

/// A page kind's scrolling content, laid out from a context: the extension point for page
/// kinds (`PageKind`). Chrome (the header, the back button, the background) is drawn
/// around it by `PageRenderer`.
public protocol PageContent {
    /// The content's full height from the header's bottom, bottom padding included.
    var height: Double { get }
    /// The clickable things, in window coordinates at the context's scroll.
    var items: [PageItem] { get }
    /// The content's nodes at the context's scroll; things wholly off screen are left out.
    func nodes() -> [SceneNode]
    /// Card `index` as a magic move cuts it out of this page (the page's background and the
    /// card, clipped to it) and where it sits at scroll 0, wholly in the viewport: the detail
    /// page pushed from that card scales this picture into its hero. Nil: the hero is a
    /// coloured panel.
    func heroPicture(_ index: Int) -> (picture: SceneNode, frame: Rect)?
}

extension PageContent {
    public func heroPicture(_ index: Int) -> (picture: SceneNode, frame: Rect)? { nil }
}

extension PageContext {
    /// The content of this context's page kind.
    var content: any PageContent { page.kind.content(self) }
}
