/// Pages as pure functions of a page, a frame and a scroll offset:
/// their drawing, their hit-testing and the rectangles transitions fly between.
///
/// Drawing and hit-testing share one layout (`PageContext.content`), so what is drawn
/// is what is hit. Scroll offsets are clamped to `0...maxScroll`; content scrolls under a
/// fixed header and is clipped below it; nothing draws outside the frame.
public enum PageRenderer {
    /// The page's nodes in `frame` scrolled by `scroll` (px). `canGoBack` shows the back
    /// button; `hiding` leaves out what a transition draws a stand-in for.
    public static func nodes(
        _ page: PageSpec, in frame: Rect, scroll: Double, canGoBack: Bool,
        style: PageStyle = .standard, hiding: PageHiding = .none
    ) -> [SceneNode] {
        guard !frame.isEmpty else { return [] }
        guard !style.isRightToLeft else {
            var ltr = style
            ltr.isRightToLeft = false
            return PageMirror.mirror(
                nodes(page, in: frame, scroll: scroll, canGoBack: canGoBack, style: ltr, hiding: hiding),
                about: frame.midX)
        }
        var context = self.context(page, frame: frame, scroll: scroll, canGoBack: canGoBack, style: style)
        context.hiding = hiding
        let content = SceneNode.group(context.content.nodes(), clip: .rect(context.viewport))
        if page.kind == .sheet {
            // Square, as HYB's sheet; the modal's `cornerRadius` option rounds it by clipping.
            let outline = Shape.rect(frame)
            let header = PageChrome.header(context, title: page.title, hairline: context.scroll > 0)
            return [
                .group(
                    SceneGroup(
                        children: [.fill(outline, .solid(style.plainBackground)), content] + header
                            + [SheetPage.grabber(context)], clip: outline, retained: true))
            ]
        }
        let background = backgroundColor(page, style: style)
        // Retained: a renderer keeps the page's picture and moves it during transitions.
        return [
            .group(
                SceneGroup(
                    children: [.fill(.rect(frame), .solid(background)), content]
                        + PageChrome.header(context, title: page.title), clip: .rect(frame), retained: true))
        ]
    }

    /// The colour a page fills its frame with: the surface for the detail page and the
    /// sheet, the grouped background for the others. The bubble takes its colour from here.
    public static func backgroundColor(_ page: PageSpec, style: PageStyle = .standard) -> Color {
        page.kind == .detail || page.kind == .sheet ? style.plainBackground : style.background
    }

    /// What is under `point` (window coordinates), if anything. Content scrolled under
    /// the header is not hittable.
    public static func target(
        at point: Point, page: PageSpec, in frame: Rect, scroll: Double, canGoBack: Bool,
        style: PageStyle = .standard
    ) -> PageTarget? {
        guard frame.contains(point) else { return nil }
        let point = style.isRightToLeft ? PageMirror.mirror(point, about: frame.midX) : point
        let context = self.context(page, frame: frame, scroll: scroll, canGoBack: canGoBack, style: style)
        if let back = context.backRect, back.intersection(context.header).contains(point) { return .back }
        guard context.viewport.contains(point) else { return nil }
        return context.content.items.first { $0.frame.contains(point) }?.target
    }

    /// The rectangle of a target in window coordinates at that scroll (cards: the card;
    /// used as the "move" transition's source); nil when the page has no such target.
    public static func rect(
        of target: PageTarget, page: PageSpec, in frame: Rect, scroll: Double, canGoBack: Bool,
        style: PageStyle = .standard
    ) -> Rect? {
        let context = self.context(page, frame: frame, scroll: scroll, canGoBack: canGoBack, style: style)
        let rect = target == .back ? context.backRect : context.content.items.first { $0.target == target }?.frame
        return style.isRightToLeft ? rect.map { PageMirror.mirror($0, about: frame.midX) } : rect
    }

    /// The detail page's hero rectangle (the "move" transition's destination) in window
    /// coordinates at scroll 0.
    public static func heroRect(in frame: Rect, style: PageStyle = .standard) -> Rect {
        let page = PageSpec(kind: .detail, title: "", accent: .black)
        let hero = DetailPage(PageContext(page: page, frame: frame, style: style, canGoBack: false, scroll: 0)).hero
        return style.isRightToLeft ? PageMirror.mirror(hero, about: frame.midX) : hero
    }

    /// The largest useful scroll offset for this page in a frame of this size (0 when it all fits).
    public static func maxScroll(_ page: PageSpec, in frame: Rect, style: PageStyle = .standard) -> Double {
        let context = PageContext(page: page, frame: frame, style: style, canGoBack: false, scroll: 0)
        return max(0, (context.content.height - context.viewport.height).rounded(.up))
    }

    /// The detail page's hero width over its height. Content whose cards fly into the hero
    /// (a magic move) draws its cards with this aspect, so the picture scales evenly.
    public static let heroAspect = 1.2

    /// The context at `scroll` clamped to the page's range (NaN counts as 0).
    static func context(_ page: PageSpec, frame: Rect, scroll: Double, canGoBack: Bool, style: PageStyle) -> PageContext
    {
        let limit = maxScroll(page, in: frame, style: style)
        let offset = scroll.isNaN ? 0 : min(max(scroll, 0), limit)
        return PageContext(page: page, frame: frame, style: style, canGoBack: canGoBack, scroll: offset)
    }
}
