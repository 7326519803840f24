/// What page taps, reselects and hijacks do to the navigation.
extension TabBarController {
    /// The area pages draw in at `time`: above the bar, growing as the bar slides away.
    public func pageArea(at time: Double) -> Rect {
        var area = layout.content
        if !barStyle.isTranslucent {
            // Its bottom edge stays on whole pixels while the bar slides, as a compositor
            // places layers: a clip edge inside a pixel makes every paint through it a masked
            // one (a 4K magic move's page, card and shadow cost twice as much).
            let bottom = (area.maxY + navigator.barHiddenFraction(at: time) * layout.bar.height).rounded(.up)
            area.size.height = min(layout.viewport.height, max(area.height, bottom - area.minY))
        }
        return area
    }

    /// The page area once a page that hides the bar is on top, when that differs from the
    /// content area only because of it: the bar is opaque and the program has not hidden it.
    var barlessArea: Rect? {
        guard !barStyle.isTranslucent, !navigator.isBarHiddenByProgram else { return nil }
        var area = layout.content
        area.size.height = min(layout.viewport.height, area.height + layout.bar.height)
        return area
    }

    /// The whole window: where modal pages present.
    var windowArea: Rect { Rect(origin: .zero, size: layout.viewport) }

    /// The tab item whose settings (transitions, bar hiding) apply to the current stack (nil on More).
    var currentTabItem: TabItem? {
        guard slots.indices.contains(navigator.currentSlot), case .tab(let index) = slots[navigator.currentSlot] else {
            return nil
        }
        return configuration.tabs[index]
    }

    /// The page on top at `time` (the modal, or the current stack's last page).
    public func topPage(at time: Double) -> PageSpec { pageTargets(at: time).page }

    /// Hit targets of whatever is on top at `time`.
    func pageTargets(at time: Double) -> PageTargets {
        let scroll = navigator.topScroll(at: time)
        if let modal = navigator.presented {
            let kind = modal.transition
            // A half sheet is the page laid out in the window and moved down to the sheet's top.
            let style = configuration.navigation.modal
            let sheetTop = TransitionGeometry.sheetRect(area: windowArea, progress: 1, style: style).minY
            let frame = kind == .modal ? windowArea.offsetBy(dx: 0, dy: sheetTop) : windowArea
            let dimmed =
                kind == .modal && configuration.navigation.dismissOnDimTap
                ? TransitionGeometry.dimmedRect(area: windowArea, style: style) : nil
            return PageTargets(
                page: modal.spec, frame: frame, scroll: scroll, canGoBack: false, dimmed: dimmed, style: pageStyle)
        }
        let top = navigator.currentStack.last
        return PageTargets(
            page: top?.spec ?? PageSpec(kind: .plain, title: "", accent: .white), frame: pageArea(at: time),
            scroll: scroll, canGoBack: navigator.depth > 1, dimmed: nil, style: pageStyle)
    }

    /// Does what a tap on `target` means.
    func activate(_ target: PageTargets.Target, in targets: PageTargets, at time: Double) -> [TraceEvent] {
        switch target {
        case .dimmed:
            return navigate(.dismiss, at: time)
        case .page(.back):
            return navigate(.pop, at: time, parameters: moveParameters(at: time))
        case .page(.button) where targets.page.kind == .image:
            return showNextScreen(of: targets.page, at: time)
        case .page(.button):
            // The Follow page's button presents; the sheet's "Close" dismisses.
            if navigator.presented != nil { return navigate(.dismiss, at: time) }
            return present(origin: targets.rect(of: target)?.center, at: time)
        case .page(.row(let i)):
            if targets.page.kind == .more,
                case .more(let overflow)? = slots.indices.contains(navigator.currentSlot)
                    ? slots[navigator.currentSlot] : nil, overflow.indices.contains(i)
            {
                // UIKit shows an overflow tab's page inside More's own navigation stack.
                guard configuration.tabs[overflow[i]].isEnabled else {
                    return [.reject(index: overflow[i], reason: .disabled, cause: .tap)]
                }
                var spec = Self.rootPage(for: .tab(overflow[i]), tabs: configuration.tabs, pages: configuration.pages)
                spec.backTitle = PageSpec.backLabel(returningTo: targets.page)
                return navigate(
                    .push(PageEntry(spec: spec, transition: configuration.navigation.pushTransition)), at: time)
            }
            return pushDetail(of: .row(i), in: targets, at: time)
        case .page(.card(let i)):
            return pushDetail(of: .card(i), in: targets, at: time)
        }
    }

    /// Pushes what the top page's kind says a tap on its card or row opens (nothing when it
    /// says nothing).
    func pushDetail(of item: PageTarget, in targets: PageTargets, at time: Double) -> [TraceEvent] {
        guard let detail = targets.page.kind.detail(for: item, on: targets.page) else { return [] }
        return push(detail, from: targets.rect(of: .page(item)), item: item, at: time)
    }

    /// Pushes `page` on the current tab with its push transition; `item` is what was
    /// clicked and `source` its rectangle.
    public func push(_ page: PageSpec, from source: Rect?, item: PageTarget?, at time: Double) -> [TraceEvent] {
        var parameters = moveParameters(at: time)
        parameters.sourceRect = source
        return navigate(.push(pushEntry(page, from: source, item: item, at: time)), at: time, parameters: parameters)
    }

    /// The entry `push` puts on the current tab for `page` (drawing ahead lays it out the same).
    func pushEntry(_ page: PageSpec, from source: Rect?, item: PageTarget?, at time: Double) -> PageEntry {
        let kind = currentTabItem?.pushTransition ?? configuration.navigation.pushTransition
        let hidesBar = currentTabItem?.detailHidesBar ?? false
        var page = page
        if page.heroCard != nil, let below = navigator.currentStack.last {
            // Each page keeps the area it rests in (`FrameComposer.layoutArea`).
            let area = pageArea(at: time)
            let from = FrameComposer.layoutArea(
                hidesBar: below.hidesBar, barless: barlessArea, content: layout.content, page: area)
            let to = FrameComposer.layoutArea(
                hidesBar: hidesBar, barless: barlessArea, content: layout.content, page: area)
            if from.height != to.height { page.heroSourceHeight = from.height }
        }
        return PageEntry(spec: page, hidesBar: hidesBar, transition: kind, sourceRect: source, sourceTarget: item)
    }

    /// Parameters of a push or pop: a move flies to (or from) the detail page's hero.
    public func moveParameters(at time: Double) -> TransitionParameters {
        var parameters = TransitionParameters()
        parameters.targetRect = PageRenderer.heroRect(in: pageArea(at: time), style: pageStyle)
        parameters.sourceCornerRadius = PageStyle.standard.cornerRadius
        return parameters
    }

    /// Presents the modal sheet with the current tab's (or the app's) transition.
    public func present(origin: Point?, at time: Double, tab: TabItem? = nil) -> [TraceEvent] {
        let owner = tab ?? currentTabItem
        let kind = owner?.presentTransition ?? configuration.navigation.presentTransition
        let sheet = sheetSpec(owner: owner)
        var parameters = TransitionParameters()
        parameters.bubbleOrigin = origin
        // HYB's demo colours the bubble with the presented page's background.
        parameters.bubbleColor = PageRenderer.backgroundColor(sheet, style: pageStyle)
        parameters.modal = configuration.navigation.modal
        return navigate(
            .present(PageEntry(spec: sheet, transition: kind), origin: origin), at: time, parameters: parameters)
    }

    /// The page `owner` (or the app, without one) presents.
    func sheetSpec(owner: TabItem?) -> PageSpec {
        let sheet = PageSpec(kind: .sheet, title: owner?.title ?? "Modal", accent: owner?.color ?? .systemBlue)
        guard let screens = owner?.page?.sheetScreens, !screens.isEmpty else { return sheet }
        return Self.imagePage(sheet, screens: screens)
    }

    /// The selected tab was tapped again: pop its stack to the root, or scroll to the top.
    /// During a transition this waits like any page action, and then acts on the tab on
    /// screen when it runs.
    func reselectPage(at time: Double) -> [TraceEvent] {
        navigate(.reselect, at: time, parameters: moveParameters(at: time))
    }

    /// ES's hijack: the item plays its press and presents its page; the selection stays.
    func hijack(_ index: Int, cause: SelectionCause, at time: Double) -> [TraceEvent] {
        slotStates[index].animator.pulse(at: time)
        let origin = layout.items[index].circle?.center ?? layout.items[index].frame.center
        let tab: TabItem? = if case .tab(let t) = slots[index] { configuration.tabs[t] } else { nil }
        return [.hijack(index: index, cause: cause)] + present(origin: origin, at: time, tab: tab)
    }

    /// Performs `action` on the navigator at `time`, traced like any page action.
    public func navigate(
        _ action: NavigationAction, at time: Double,
        parameters: TransitionParameters = TransitionParameters()
    ) -> [TraceEvent] {
        var parameters = parameters
        parameters.settleArea = windowArea
        let presents = if case .present = action { true } else { false }
        if parameters.bubbleOrigin == nil, !presents {
            // A page bubble starts where the tabs are, the page area's bottom with the bar
            // shown. Left to the area, it would follow the bar as a detail page hides it and
            // add that slide to the bubble's own motion.
            parameters.bubbleOrigin = Point(x: layout.content.midX, y: layout.content.maxY)
        }
        return navigator.perform(action, at: time, parameters: parameters).map(Self.trace)
    }

    /// RDV's `setTabBarHidden(_:animated:)`: the bar slides off the bottom edge in 0.24 s.
    public func setTabBarHidden(_ hidden: Bool, animated: Bool, at time: Double) {
        navigator.setBarHidden(hidden, animated: animated, at: time)
    }

    static func trace(_ event: NavigationEvent) -> TraceEvent {
        switch event {
        case .navigation(let slot, let action, let depth): .navigation(slot: slot, action: action, depth: depth)
        case .transition(let name, let role, let phase, let time):
            .transition(name: name, role: role, phase: phase, time: time)
        }
    }
}
