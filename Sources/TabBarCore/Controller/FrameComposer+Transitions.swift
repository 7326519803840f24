/// The page transitions a frame composes: pushes, pops and tab switches in the page area,
/// modal presentations over the bar, and the pictures an interrupted transition leaves.
extension FrameComposer {
    /// A push, pop or tab switch inside the page area.
    func pageTransition(_ transition: ActiveTransition, at time: Double) -> SceneNode {
        pageTransition(transition, area: pageArea, progressAt: time, at: time)
    }

    /// Where `side`'s page is laid out: the page area, except while the bar slides away for a
    /// page that hides it (UIKit's hidesBottomBarWhenPushed) or back. The page that hides the
    /// bar is laid out the height without it, and the growing area only clips it: laid out in
    /// the growing area itself, every page shown would be a new page (and a new picture to
    /// rasterize) on every frame. In a push or pop that slides the bar (`underMovingBar`), the
    /// page that keeps the bar is laid out that height too, from the first frame to the last,
    /// so that the bar uncovers its content going on (the grid's next row), as a view goes on
    /// under its bar, not a cut edge with its background below; at rest it has the area above
    /// the bar again. Most pages lay out from their top, so the two look the same above the bar,
    /// unless the taller area would clamp its scroll lower (scrolled to its end) or the page
    /// centres its content (`laysOutAlike`): then it keeps the area above the bar, with its
    /// background below (`shownPage`).
    func layoutArea(_ side: ActiveTransition.Side, underMovingBar: Bool = false) -> Rect {
        Self.layoutArea(
            of: side.entry, at: time, barless: barlessArea, content: layout.content, page: pageArea,
            style: pageStyle, underMovingBar: underMovingBar)
    }

    /// `side`'s page laid out in its `layoutArea(_:underMovingBar:)`, and where the page area
    /// reaches below it (the bar sliding away above a page laid out for the bar), the page's
    /// background down to the area's bottom, as a view extends under its bar: the window never
    /// shows through.
    func shownPage(
        _ side: ActiveTransition.Side, at time: Double, hiding: PageHiding = .none, underMovingBar: Bool = false
    ) -> [SceneNode] {
        let area = layoutArea(side, underMovingBar: underMovingBar)
        let nodes = pageNodes(side, in: area, at: time, hiding: hiding)
        guard pageArea.maxY > area.maxY else { return nodes }
        let below = Rect(x: area.minX, y: area.maxY, width: area.width, height: pageArea.maxY - area.maxY)
        return nodes + [.fill(.rect(below), .solid(PageRenderer.backgroundColor(side.entry.spec, style: pageStyle)))]
    }

    /// `layoutArea(_:underMovingBar:)` for a page that hides the bar or not, given the areas
    /// it chooses from.
    static func layoutArea(
        hidesBar: Bool, barless: Rect?, content: Rect, page: Rect, underMovingBar: Bool = false
    ) -> Rect {
        guard let barless else { return page }
        return hidesBar || underMovingBar ? barless : content
    }

    /// `layoutArea(_:underMovingBar:)` for `entry` at `time`: whether it looks the same laid
    /// out without the bar (`laysOutAlike`) is asked only of a page that keeps the bar under a
    /// moving one.
    static func layoutArea(
        of entry: PageEntry, at time: Double, barless: Rect?, content: Rect, page: Rect, style: PageStyle,
        underMovingBar: Bool = false
    ) -> Rect {
        let taller =
            underMovingBar && !entry.hidesBar
            && laysOutAlike(entry, at: time, content: content, barless: barless, style)
        return layoutArea(
            hidesBar: entry.hidesBar, barless: barless, content: content, page: page, underMovingBar: taller)
    }

    /// Whether `entry`'s page at its scroll at `time` looks the same laid out in `barless` as
    /// in `content` above the bar, where both show it: its scroll is not clamped lower in the
    /// taller area (scrolled to its end), and its items keep their places. Pages lay out from
    /// their top; one that centres its content in its height (the demo's button page) would
    /// move its items, and keeps the area above the bar.
    static func laysOutAlike(
        _ entry: PageEntry, at time: Double, content: Rect, barless: Rect?, _ style: PageStyle
    ) -> Bool {
        guard let barless else { return false }
        let scroll = entry.scroll.value(at: time)
        guard scroll.isNaN || scroll <= PageRenderer.maxScroll(entry.spec, in: barless, style: style) else {
            return false
        }
        func places(in area: Rect) -> [Rect] {
            PageRenderer.context(entry.spec, frame: area, scroll: scroll, canGoBack: false, style: style)
                .content.items.map(\.frame)
        }
        return places(in: content) == places(in: barless)
    }

    /// `transition` as it looks at `moment` (its progress), drawn with the pages' state at
    /// `time`: an interrupted transition keeps the picture it had when a tab switch stopped it.
    func pageTransition(
        _ transition: ActiveTransition, area: Rect, progressAt moment: Double, at time: Double
    ) -> SceneNode {
        let progress = transition.progress(at: moment)
        if let strip = transition.strip, let position = transition.stripPosition(at: moment) {
            // Under the pages, the arriving page's background: where two pages meet inside
            // a pixel, antialiasing would otherwise let a quarter of the window through.
            let seam = SceneNode.fill(
                .rect(area), .solid(PageRenderer.backgroundColor(transition.incoming.entry.spec, style: pageStyle)))
            let pages = strip.visible(at: position).map { page, offset -> SceneNode in
                let node =
                    page.showsInterrupted
                    ? interruptedPicture(transition, area: area, at: time)
                    : .group(shownPage(page.side, at: time))
                return .group([node], transform: .translation(offset * area.width, 0), name: page.side.name)
            }
            return .group([seam] + pages, clip: .rect(area))
        }
        var frame = TransitionGeometry.frame(
            transition.kind, role: transition.role, area: area, progress: progress,
            parameters: transition.parameters)
        if pageStyle.isRightToLeft && transition.kind == .push { frame = frame.flippedLeftRight(in: area) }
        // While a magic move's snapshot flies, the clicked item and the hero stay hidden.
        let flying = transition.kind == .move && moment < transition.end ? frame.movingRect : nil
        let isPush = !transition.role.isReversing
        let detail = isPush ? transition.incoming : transition.outgoing
        let barMoves = transition.incoming.entry.hidesBar != transition.outgoing.entry.hidesBar
        let hero = PageHiding(hero: flying != nil)
        let source = PageHiding(item: flying != nil ? detail.entry.sourceTarget : nil)
        let outgoingPage =
            transition.interrupted != nil
            ? interruptedPicture(transition, area: area, at: time)
            : .group(
                shownPage(
                    transition.outgoing, at: time,
                    hiding: isPush ? source : hero, underMovingBar: barMoves))
        let outgoing = placed([outgoingPage], frame.outgoing, name: transition.outgoing.name)
        let incoming = placed(
            shownPage(
                transition.incoming, at: time,
                hiding: isPush ? hero : source, underMovingBar: barMoves), frame.incoming,
            name: transition.incoming.name)
        var nodes = frame.backdrop.map { [SceneNode.fill(.rect(area), .solid($0))] } ?? []
        nodes += frame.incomingOnTop ? [outgoing] + frame.between + [incoming] : [incoming] + frame.between + [outgoing]
        nodes += frame.above
        if let rect = flying {
            nodes.append(flyingSnapshot(transition, in: rect, area: area, at: time))
        }
        return .group(nodes, clip: .rect(area))
    }

    /// The picture of the transition `transition` interrupted, frozen at that moment.
    func interruptedPicture(_ transition: ActiveTransition, area: Rect, at time: Double) -> SceneNode {
        guard let interrupted = transition.interrupted else {
            return .group(pageNodes(transition.outgoing, in: area, at: time))
        }
        return pageTransition(interrupted.transition, area: area, progressAt: interrupted.time, at: time)
    }

    /// Keynote's magic move as HYB does it: one snapshot of the clicked item, cut from the
    /// page it sits on, stretched from its rectangle into `rect`. It flies back the same
    /// way on a pop. The item and the hero it stands in for are hidden meanwhile.
    func flyingSnapshot(_ transition: ActiveTransition, in rect: Rect, area: Rect, at time: Double) -> SceneNode {
        let list = transition.role.isReversing ? transition.incoming : transition.outgoing
        guard let source = transition.parameters.sourceRect else { return .group([]) }
        // Cut out at the flight's size on every frame, the card's rounded clip was a coverage
        // mask the size of the card (most of a 4K frame); retained, it is cut out once.
        // Cut from the page as laid out at rest, whichever way the bar is, so that the card
        // stays one picture from the first frame to the last, and the one drawn ahead.
        let resting = Self.layoutArea(
            hidesBar: list.entry.hidesBar, barless: barlessArea, content: layout.content, page: pageArea)
        let card = TransitionGeometry.cardSnapshot(
            of: pageNodes(list, in: resting, at: time), source: source,
            radius: transition.parameters.sourceCornerRadius)
        guard case .group(var flying) = TransitionGeometry.flyingNode(card, from: source, into: rect) else {
            return .group([])
        }
        flying.name = NodeName.hero
        return .group(flying)
    }

    /// A modal page presenting, dismissing or presented over the page and the bar.
    func presentation(
        _ kind: TransitionKind, role: TransitionRole, progress: Double, base: ActiveTransition.Side,
        modal: ActiveTransition.Side, parameters: TransitionParameters, bar: [SceneLayer],
        at time: Double
    ) -> [SceneLayer] {
        let window = windowArea
        let frame = TransitionGeometry.frame(kind, role: role, area: window, progress: progress, parameters: parameters)
        let basePlacement = role == .present ? frame.outgoing : frame.incoming
        let modalPlacement = role == .present ? frame.incoming : frame.outgoing
        // The presented page is laid out in the whole window; a half-sheet placement slides
        // it down and shows only its top part.
        let modalFrame = window
        let area = pageArea
        var layers =
            frame.backdrop.map { [SceneLayer(id: "modal.backdrop", node: .fill(.rect(window), .solid($0)))] } ?? []
        layers.append(
            SceneLayer(
                id: "page",
                node: placed(
                    [.group(pageNodes(base, in: area, at: time), clip: .rect(area))],
                    basePlacement, name: base.name)))
        layers += bar.map { SceneLayer(id: $0.id, node: placed([$0.node], basePlacement, name: NodeName.bar)) }
        if !(frame.between + frame.above).isEmpty {
            layers.append(SceneLayer(id: "modal.between", node: .group(frame.between)))
        }
        layers.append(
            SceneLayer(
                id: "modal", node: placed(pageNodes(modal, in: modalFrame, at: time), modalPlacement, name: modal.name))
        )
        if !frame.above.isEmpty { layers.append(SceneLayer(id: "modal.above", node: .group(frame.above))) }
        return layers
    }

    func placed(_ nodes: [SceneNode], _ placement: PagePlacement, name: String? = nil) -> SceneNode {
        .group(nodes, transform: placement.transform, opacity: placement.opacity, clip: placement.clip, name: name)
    }
}
