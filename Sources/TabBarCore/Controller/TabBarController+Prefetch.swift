/// Pages a renderer may prepare while the window is idle, so the first frame of a tab
/// switch finds them ready.
extension TabBarController {
    /// What to draw ahead, most likely first: the page a magic move's pop would uncover,
    /// then the other tabs' pages.
    public func pagesAhead(at time: Double) -> [SceneNode] {
        [pageUnderMove(at: time)].compactMap { $0 } + otherTabPages(at: time)
    }

    /// When the page on top came by a magic move, the page beneath as its pop draws it: with
    /// the card it came from hidden while the snapshot flies back. Nowhere else is that page
    /// shown, so without this its picture is drawn in the pop's first frame (over 100 ms at 4K).
    public func pageUnderMove(at time: Double) -> SceneNode? {
        let stack = navigator.currentStack
        guard stack.count > 1, let top = stack.last, top.transition == .move, top.sourceRect != nil,
            let card = top.sourceTarget
        else { return nil }
        return page(stack[stack.count - 2], canGoBack: stack.count > 2, at: time, hiding: PageHiding(item: card))
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
