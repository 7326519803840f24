/// Pages a renderer may prepare while the window is idle, so the first frame of a tab
/// switch finds them ready.
extension TabBarController {
    /// What to draw ahead, most likely first: the page a magic move's pop would uncover,
    /// then the other tabs' pages.
    /// With `opened` (large windows, `LayerCache.opensAheadFrom`), the card a magic move's pop
    /// flies back and the pages a tap on the top page would open come after the other tabs'
    /// (`cardUnderMove`, `pagesOpened`): cut out or drawn cold, they would cost a frame there.
    public func pagesAhead(at time: Double, opened: Bool = false) -> [SceneNode] {
        [pageUnderMove(at: time)].compactMap { $0 } + otherTabPages(at: time)
            + (opened ? [cardUnderMove(at: time)].compactMap { $0 } + pagesOpened(at: time) : [])
    }

    /// The pages a tap on the page on top would open, as their transitions draw them: the
    /// sheet its button presents, and the detail its first card or row pushes (the nearest
    /// the pointer can guess without knowing where it will go). Nothing while a
    /// modal is up (its taps dismiss it).
    public func pagesOpened(at time: Double) -> [SceneNode] {
        guard navigator.presented == nil else { return [] }
        let targets = pageTargets(at: time)
        var pages: [SceneNode] = []
        if targets.page.kind != .image, targets.rect(of: .page(.button)) != nil {
            let sheet = sheetSpec(owner: currentTabItem)
            pages.append(
                .group(
                    pageNodes.nodes(
                        sheet, in: windowArea, scroll: 0, canGoBack: false, style: pageStyle, hiding: .none)))
        }
        for item in [PageTarget.card(0), .row(0)] {
            guard let rect = targets.rect(of: .page(item)),
                let detail = targets.page.kind.detail(for: item, on: targets.page)
            else { continue }
            let entry = pushEntry(detail, from: rect, item: item, at: time)
            pages.append(page(entry, canGoBack: true, at: time))
            // A magic move shows the detail with its hero hidden until the snapshot lands, and
            // flies the card cut out of the page on top (`FrameComposer.flyingSnapshot`).
            if entry.transition == .move, let top = navigator.currentStack.last {
                pages.append(page(entry, canGoBack: true, at: time, hiding: PageHiding(hero: true)))
                if let card = card(of: page(top, canGoBack: navigator.depth > 1, at: time), at: rect, time: time) {
                    pages.append(card)
                }
            }
            break
        }
        return pages
    }

    /// When the page on top came by a magic move, the page beneath as its pop draws it: with
    /// the card it came from hidden while the snapshot flies back. Nowhere else is that page
    /// shown, so without this its picture is drawn in the pop's first frame (over 100 ms at 4K).
    public func pageUnderMove(at time: Double) -> SceneNode? {
        guard let (top, below, canGoBack) = movedOnto(), let card = top.sourceTarget else { return nil }
        return page(below, canGoBack: canGoBack, at: time, hiding: PageHiding(item: card))
    }

    /// The page on top, when it came by a magic move from a card, and the page beneath it
    /// (with whether that one can go back).
    private func movedOnto() -> (top: PageEntry, below: PageEntry, canGoBack: Bool)? {
        let stack = navigator.currentStack
        guard stack.count > 1, let top = stack.last, top.transition == .move, top.sourceRect != nil else { return nil }
        return (top, stack[stack.count - 2], stack.count > 2)
    }

    /// When the page on top came by a magic move, the card its pop flies back: cut out of the
    /// page beneath as it rests.
    public func cardUnderMove(at time: Double) -> SceneNode? {
        guard let (top, below, canGoBack) = movedOnto(), let source = top.sourceRect else { return nil }
        return card(of: page(below, canGoBack: canGoBack, at: time), at: source, time: time)
    }

    /// The card at `source` cut out of `page` (a page as `page(_:canGoBack:at:)` draws it), as
    /// the flight draws it (`TransitionGeometry.cardSnapshot`).
    func card(of page: SceneNode, at source: Rect, time: Double) -> SceneNode? {
        guard case .group(let list) = page else { return nil }
        return TransitionGeometry.cardSnapshot(
            of: list.children, source: source, radius: moveParameters(at: time).sourceCornerRadius)
    }

    /// The top page of every other tab as a tab switch would draw it, nearest tabs first.
    public func otherTabPages(at time: Double) -> [SceneNode] {
        let current = navigator.currentSlot
        let others = navigator.stacks.indices.filter { $0 != current }.sorted { abs($0 - current) < abs($1 - current) }
        return others.compactMap { tab in
            navigator.stacks[tab].last.map { page($0, canGoBack: navigator.stacks[tab].count > 1, at: time) }
        }
    }

    /// `entry`'s page as `FrameComposer.pageNodes` draws it, so that a picture of it is the
    /// one a frame will look for.
    func page(_ entry: PageEntry, canGoBack: Bool, at time: Double, hiding: PageHiding = .none) -> SceneNode {
        let laidOut = FrameComposer.layoutArea(
            hidesBar: entry.hidesBar, barless: barlessArea, content: layout.content, page: pageArea(at: time))
        return .group(
            pageNodes.nodes(
                entry.spec, in: laidOut, scroll: entry.scroll.value(at: time), canGoBack: canGoBack,
                style: pageStyle, hiding: hiding))
    }
}
