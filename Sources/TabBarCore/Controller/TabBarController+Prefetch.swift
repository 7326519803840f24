/// Pages a renderer may prepare while the window is idle, so the first frame of a tab
/// switch finds them ready.
extension TabBarController {
    /// What to draw ahead, most likely first: the page a magic move's pop would uncover,
    /// then the other tabs' pages, then (unless `opened` is false) the card a magic move's
    /// pop flies back and the pages a tap on the top page would open (`cardUnderMove`,
    /// `pagesOpened`). Cut out or drawn cold in a transition's frame, those cost 8–13 ms even
    /// at 390×844 (over 100 ms at 4K), where a frame that only moves pictures costs 1–3.
    public func pagesAhead(at time: Double, opened: Bool = true) -> [SceneNode] {
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
            // A push that slides the bar away shows the page it leaves laid out the height
            // without the bar, from its first frame on (the card hidden while it flies).
            if let top = navigator.currentStack.last, top.hidesBar != entry.hidesBar {
                let hiding = entry.transition == .move ? PageHiding(item: item) : .none
                pages.append(
                    page(top, canGoBack: navigator.depth > 1, at: time, hiding: hiding, underMovingBar: true))
            }
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
        return page(
            below, canGoBack: canGoBack, at: time, hiding: PageHiding(item: card),
            underMovingBar: top.hidesBar != below.hidesBar)
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
    /// one a frame will look for: as at rest, or as a push or pop that slides the bar shows it
    /// (`underMovingBar`, `FrameComposer.layoutArea(_:underMovingBar:)`).
    func page(
        _ entry: PageEntry, canGoBack: Bool, at time: Double, hiding: PageHiding = .none, underMovingBar: Bool = false
    ) -> SceneNode {
        let laidOut = FrameComposer.layoutArea(
            of: entry, at: time, barless: barlessArea, content: layout.content, page: pageArea(at: time),
            style: pageStyle, underMovingBar: underMovingBar)
        return .group(
            pageNodes.nodes(
                entry.spec, in: laidOut, scroll: entry.scroll.value(at: time), canGoBack: canGoBack,
                style: pageStyle, hiding: hiding))
    }
}

extension TabBarController {
    /// How far apart `barAhead` samples a motion: a quarter of a frame, so that whichever
    /// phase a tap's frames fall on, its poses come within a fraction of one sampled.
    static let barAheadStep = 1.0 / 240
    /// The longest stretch of a motion `barAhead` samples (a motion that loops never ends).
    static let barAheadSpan = 2.0

    /// Every item's motions as taps after `time` would draw them: its select and reselect,
    /// pressed as a tap presses (held until the highlight is full, then released, so the
    /// samples pass through every pressed size a shorter or longer press shows), and its
    /// deselect. Each is played by an animator of the item's animation resting where the
    /// motion starts, sampled every `barAheadStep` until it rests; `atRest` marks the
    /// resting poses, which a frame at rest draws exactly.
    ///
    /// Drawing a pose can need an icon shrunk to a size no frame has drawn yet (the
    /// renderer's shrunk images), about a millisecond each in the first frames of an item's
    /// first tap; a renderer prepares them from these while idle instead.
    public func barAhead(at time: Double) -> [(node: SceneNode, atRest: Bool)] {
        var frames: [(node: SceneNode, atRest: Bool)] = []
        for slot in layout.items where slotStates.indices.contains(slot.index) {
            let state = slotStates[slot.index]
            guard state.item.isEnabled, !state.item.hijacksTap else { continue }
            let nodes = ItemNodes(
                style: barStyle, item: state.item, slot: slot, measurer: measurer,
                window: Rect(origin: .zero, size: layout.viewport))
            // Under a colourful mask that reveals items, each pose is drawn in both looks
            // (the mask over half the slot), as the frames draw it wherever the mask is.
            let reveal = Self.bothLooks(barStyle, slot: slot, row: layout.row)
            for kind in [ItemAnimator.Kind.select, .reselect, .deselect] {
                // At rest in the state the motion starts from: a select from deselected.
                var animator = ItemAnimator(animation: state.animator.animation, isSelected: kind != .select)
                let tapped = kind != .deselect
                let release = time + animator.animation.highlightDuration + Self.barAheadStep
                // A tap highlights its item on the press and selects it on the press or the
                // release, as the bar says.
                let plays = tapped && barStyle.selectOn == .release ? release : time
                if tapped { animator.setPressed(true, at: time) }
                var t = time, played = false, released = !tapped
                while !played || !released || animator.isAnimating(at: t), t < time + Self.barAheadSpan {
                    if !released, t >= release {
                        animator.setPressed(false, at: release)
                        released = true
                    }
                    if !played, t >= plays {
                        _ = animator.play(kind, at: plays, index: slot.index)
                        played = true
                    }
                    let selected = kind == .reselect || (kind == .select && played)
                    frames.append((nodes.node(pose: animator.pose(at: t), isSelected: selected, reveal: reveal), false))
                    t += Self.barAheadStep
                }
                frames.append((nodes.node(pose: animator.pose(at: t), isSelected: tapped, reveal: reveal), true))
            }
        }
        return frames
    }

    /// A reveal that shows `slot`'s item in both its looks, when `style`'s colourful mask
    /// reveals items (and the item is not a raised one, which the mask leaves alone).
    static func bothLooks(_ style: BarStyle, slot: ItemLayout, row: Rect) -> MaskReveal? {
        guard style.indicator == .colorfulMask, style.maskRevealsItems, slot.circle == nil else { return nil }
        let half = Rect(x: slot.frame.minX, y: row.minY, width: slot.frame.width / 2, height: row.height)
        return MaskReveal(rect: half, row: row)
    }
}
