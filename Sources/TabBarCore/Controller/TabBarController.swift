/// The tab bar controller: owns no drawing and reads no clock.
///
/// Pointer input goes through gesture recognizers: on the bar into the selection
/// controller, whose outcome starts item and indicator motions and switches pages; on
/// the page into the navigator (push, pop, present, dismiss). `scene(at:)` describes
/// the frame to draw. Every method takes the time in seconds from the host, so a test
/// steps it; whatever happens comes back as `TraceEvent` values.
public final class TabBarController {
    /// What the controller was made from; it never changes (run-time changes live in
    /// `slotStates` and `barStyle`).
    public let configuration: AppConfiguration
    /// The bar's style: the configuration's, with the selected colours changed at run time.
    public internal(set) var barStyle: BarStyle
    /// Where the bar, its items and the page area sit; it changes when the window is resized.
    public internal(set) var layout: TabBarLayout
    /// Each place in the bar: its item, the item's motion and its badge's motion.
    public internal(set) var slotStates: [SlotState]
    /// The single source of truth for the selected slot; set its `shouldSelect` and
    /// `didSelect` to observe or veto selections.
    public var selection: SelectionController
    /// Page stacks, the modal, transitions and the bar's hidden state.
    public internal(set) var navigator: Navigator
    /// Measures badge text; the window passes the renderer's, tests may pass an estimate.
    public var measurer: any TextMeasuring
    var gestures = Recognizers()
    /// How far the page follows a swiping finger (px), animated back when it snaps.
    var pageDrag = AnimatedValue(0)
    /// The item under the pointer (hover), the keyboard focus ring, and the tooltip.
    var hints = BarHints()
    /// While set, selections report this cause instead of the input's own (a script's clicks).
    var causeOverride: SelectionCause?
    var indicator: IndicatorAnimator
    /// The pages drawn lately, so an unchanged page is the same nodes from frame to frame.
    let pageNodes = PageNodeCache()
    /// Sees every input `handle` is given, with its time, before it acts: how the timeline
    /// panel keeps the inputs of the last interaction to play it again.
    public var inputObserver: ((InputEvent, Double) -> Void)?

    /// A controller for `configuration` in a window of `viewport` logical pixels; `measurer`
    /// sizes text (the renderer's, or an estimate in tests).
    public init(configuration: AppConfiguration, viewport: Size, measurer: any TextMeasuring = EstimatedTextMeasurer())
    {
        self.configuration = configuration
        self.measurer = measurer
        barStyle = configuration.bar
        let contents = BarSlot.slots(tabCount: configuration.tabs.count)
        let items = contents.map { $0.item(in: configuration.tabs) }
        layout = TabBarLayout(viewport: viewport, style: configuration.bar, items: items)
        // An initial tab that overflowed into "More" starts on More.
        selection = SelectionController(
            itemCount: items.count, initialIndex: min(configuration.initialIndex, items.count - 1),
            enabledItems: items.map(\.isEnabled))
        let selected = selection.selectedIndex
        slotStates = SlotState.slots(for: configuration.tabs, selected: selected)
        indicator = IndicatorAnimator(
            kind: configuration.bar.indicator, selectedIndex: selected, itemCount: items.count)
        indicator.isReduced = configuration.reduceMotion
        indicator.lineSlideDuration = configuration.bar.bottomLineDuration
        indicator.maskPhaseDuration = configuration.bar.maskPhaseDuration
        let roots = contents.map {
            PageEntry(spec: Self.rootPage(for: $0, tabs: configuration.tabs, pages: configuration.pages))
        }
        navigator = Navigator(
            roots: roots,
            currentSlot: selected, settings: configuration.navigation)
    }

    /// The selected bar slot's index.
    public var selectedIndex: Int { selection.selectedIndex }

    /// The slot under the pointer, if any.
    public var hoveredItem: Int? { hints.hovered }

    /// The slot the keyboard focus ring is on, if any.
    public var focusedItem: Int? { hints.focused }

    /// What each place in the bar holds (tabs, and "More" when they overflow).
    public var slots: [BarSlot] { slotStates.map(\.content) }

    /// The item drawn in each slot.
    public var items: [TabItem] { slotStates.map(\.item) }

    /// Feeds one input event at `time`; `cause` replaces the input's own cause in the
    /// trace (a QA script's clicks are traced as `script`).
    public func handle(_ event: InputEvent, at time: Double, cause: SelectionCause? = nil) -> [TraceEvent] {
        inputObserver?(event, time)
        causeOverride = cause
        defer { causeOverride = nil }
        switch event {
        case .pointerDown(let point, .primary):
            return pointerDown(at: point, time: time)
        case .pointerMove(let point):
            return pointerMoved(to: point, time: time)
        case .pointerUp(let point, .primary):
            return pointerUp(at: point, time: time)
        case .pointerLeave:
            return pointerLeft(at: time)
        case .wheel(_, let dy, let point):
            return wheel(dy: dy, at: point, time: time)
        case .resize(let size):
            return resize(to: size, at: time)
        case .key(let key, let modifiers):
            return handleKey(key, modifiers: modifiers, at: time) ?? []
        case .pointerDown, .pointerUp:
            return []
        }
    }

    /// Selects slot `index` exactly as a tap would, animations and page switch included.
    public func select(_ index: Int, cause: SelectionCause, at time: Double) -> [TraceEvent] {
        let cause = causeOverride ?? cause
        if slotStates.indices.contains(index), slotStates[index].item.hijacksTap, slotStates[index].item.isEnabled {
            return hijack(index, cause: cause, at: time)
        }
        switch selection.request(index) {
        case .rejected(let item, let reason):
            return [.reject(index: item, reason: reason, cause: cause)]
        case .reselected(let item):
            var events: [TraceEvent] = [.reselect(index: item, cause: cause)]
            events += play(.reselect, item: item, at: time)
            events += reselectPage(at: time)
            return events
        case .selected(let from, let to):
            var events: [TraceEvent] = [.select(from: from, to: to, cause: cause)]
            events += play(.deselect, item: from, at: time)
            events += play(.select, item: to, at: time)
            events += indicator.move(to: to, at: time).map(TraceEvent.animation)
            // A slide follows the bar: towards the new item on screen (mirrored right to left).
            let forward = (to > from) != layout.isRightToLeft
            events += navigate(.switchTab(to), at: time, parameters: TransitionParameters(slideForward: forward))
            return events
        }
    }

    /// Reports motions that have finished by `time`, and starts navigation that waited.
    public func advance(to time: Double) -> [TraceEvent] {
        var traces: [AnimationTrace] = []
        for i in slotStates.indices {
            traces += slotStates[i].animator.advance(to: time, index: i)
        }
        traces += indicator.advance(to: time)
        return traces.map(TraceEvent.animation) + navigator.advance(to: time).map(Self.trace)
            + advanceGestures(to: time)
    }

    /// Whether the frame at a later time may differ from the one at `time`.
    public func isAnimating(at time: Double) -> Bool {
        indicator.isMoving(at: time) || navigator.isAnimating(at: time) || pageDrag.isAnimating(at: time)
            || hints.tooltip.map {
                time < $0.shown + Self.tooltipFade || ($0.hides.isFinite && time < $0.hides + Self.tooltipFade)
            } ?? false
            || slotStates.contains { $0.animator.isAnimating(at: time) || $0.badge.isAnimating(at: time) }
    }

    /// Item `index`'s pose at `time`.
    public func itemPose(_ index: Int, at time: Double) -> ItemPose {
        slotStates[index].animator.pose(at: time)
    }

    /// Where the indicator is at `time`, in slot units.
    public func indicatorSpan(at time: Double) -> SlotSpan {
        indicator.span(at: time)
    }

    /// The layout as traced, in logical pixels (the trace writer scales it to window pixels).
    public func traceLayout() -> TraceLayout {
        TraceLayout(
            bar: layout.bar,
            items: layout.items.map { slot in
                let item = slotStates[slot.index].item
                return TraceLayout.Item(
                    index: slot.index, title: item.title, frame: slot.frame, isEnabled: item.isEnabled)
            })
    }

    func resize(to size: Size, at time: Double) -> [TraceEvent] {
        guard size != layout.viewport else { return [] }
        layout = TabBarLayout(viewport: size, style: barStyle, items: items)
        return cancelPress(at: time) + [.layout(traceLayout())]
    }

    func play(_ kind: ItemAnimator.Kind, item: Int, at time: Double) -> [TraceEvent] {
        slotStates[item].animator.play(kind, at: time, index: item).map(TraceEvent.animation)
    }

    func setPressed(_ item: Int, _ pressed: Bool, at time: Double) {
        guard slotStates.indices.contains(item), slotStates[item].item.isEnabled else { return }
        slotStates[item].animator.setPressed(pressed, at: time)
    }

    /// The page at the root of a slot's stack: the tab's own, or one chosen by position.
    static func rootPage(for slot: BarSlot, tabs: [TabItem], pages: PageCatalog) -> PageSpec {
        switch slot {
        case .tab(let index):
            let tab = tabs[index]
            if let page = tab.page { return page }
            return PageSpec(kind: pages.defaultRoot(at: index), title: tab.title, accent: tab.color)
        case .more(let overflow):
            var page = PageSpec(kind: .more, title: "More", accent: Color.systemBlue)
            page.moreItems = overflow.map { MoreItem(title: tabs[$0].title, icon: tabs[$0].listIcon) }
            return page
        }
    }
}

extension TabBarController {
    /// When the indicator's current motion ends (−∞ when it is still).
    public var indicatorEndTime: Double { indicator.endTime }
    /// Whether the indicator moves at once instead of travelling (reduced motion's
    /// colourful mask): its move is a declared step, not a jump.
    public var indicatorChangesAtOnce: Bool { indicator.changesAtOnce }
}
