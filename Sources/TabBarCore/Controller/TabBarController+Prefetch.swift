/// Pages a renderer may prepare while the window is idle, so the first frame of a tab
/// switch finds them ready.
extension TabBarController {
    /// The top page of every other tab as a tab switch would draw it, nearest tabs first.
    public func otherTabPages(at time: Double) -> [SceneNode] {
        let area = pageArea(at: time)
        let current = navigator.currentTab
        let others = navigator.stacks.indices.filter { $0 != current }.sorted { abs($0 - current) < abs($1 - current) }
        return others.compactMap { tab in
            guard let top = navigator.stacks[tab].last else { return nil }
            let side = ActiveTransition.Side(tab: tab, entry: top, canGoBack: navigator.stacks[tab].count > 1)
            return .group(pageNodes(side, in: area, at: time))
        }
    }
}
