/// Pages a renderer may prepare while the window is idle, so the first frame of a tab
/// switch finds them ready.
extension TabBarController {
    /// The top page of every other tab as a tab switch would draw it, nearest tabs first.
    public func otherTabPages(at time: Double) -> [SceneNode] {
        let area = pageArea(at: time)
        let current = navigator.currentSlot
        let others = navigator.stacks.indices.filter { $0 != current }.sorted { abs($0 - current) < abs($1 - current) }
        return others.compactMap { tab in
            guard let top = navigator.stacks[tab].last else { return nil }
            // As `FrameComposer.pageNodes` draws it, so the picture's content is equal.
            let laidOut = FrameComposer.layoutArea(
                hidesBar: top.hidesBar, barless: barlessArea, content: layout.content, page: area)
            return .group(
                pageNodes.nodes(
                    top.spec, in: laidOut, scroll: top.scroll.value(at: time),
                    canGoBack: navigator.stacks[tab].count > 1, style: pageStyle))
        }
    }
}
