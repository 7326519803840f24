/// The tab bar's behaviour in one place that owns no drawing and reads no clock:
/// pointer input goes through the tap recognizer into the selection controller, whose
/// outcome starts item and indicator motions; `scene(at:)` describes the frame to draw.
///
/// Every method takes the time in seconds from the host, so a test steps it. Whatever
/// happens comes back as `TraceEvent` values.
public final class TabBarController {
    public internal(set) var configuration: AppConfiguration
    public private(set) var layout: TabBarLayout
    /// The single source of truth for the selected index; set its `shouldSelect` and
    /// `didSelect` to observe or veto selections.
    public var selection: SelectionController
    var tapRecognizer = TapRecognizer()
    var animators: [ItemAnimator]
    var indicator: IndicatorAnimator
    var badgeAnimators: [BadgeAnimator]
    /// Measures badge text; the window passes the renderer's, tests may pass an estimate.
    public var measurer: any TextMeasuring

    public init(configuration: AppConfiguration, viewport: Size, measurer: any TextMeasuring = EstimatedTextMeasurer()) {
        self.configuration = configuration
        self.measurer = measurer
        layout = TabBarLayout(viewport: viewport, style: configuration.bar, items: configuration.tabs)
        selection = SelectionController(itemCount: configuration.tabs.count, initialIndex: configuration.initialIndex,
                                        enabledItems: configuration.tabs.map(\.isEnabled))
        let selected = selection.selectedIndex
        animators = configuration.tabs.indices.map { ItemAnimator(isSelected: $0 == selected) }
        indicator = IndicatorAnimator(kind: configuration.bar.indicator, selectedIndex: selected,
                                      itemCount: configuration.tabs.count)
        badgeAnimators = configuration.tabs.map { _ in BadgeAnimator() }
    }

    public var selectedIndex: Int { selection.selectedIndex }

    /// Feeds one input event at `time`.
    public func handle(_ event: InputEvent, at time: Double) -> [TraceEvent] {
        switch event {
        case .pointerDown(let point, .primary):
            return apply(tapRecognizer.press(at: point, in: layout), at: time)
        case .pointerMove(let point):
            return apply(tapRecognizer.move(to: point, in: layout), at: time)
        case .pointerUp(let point, .primary):
            return apply(tapRecognizer.release(at: point, in: layout), at: time)
        case .pointerLeave:
            return apply(tapRecognizer.cancel(), at: time)
        case .resize(let size):
            return resize(to: size, at: time)
        case .key(let key, let modifiers):
            return handleKey(key, modifiers: modifiers, at: time) ?? []
        case .pointerDown, .pointerUp, .wheel:
            return []
        }
    }

    /// Selects item `index` exactly as a tap would, animations included.
    public func select(_ index: Int, cause: SelectionCause, at time: Double) -> [TraceEvent] {
        switch selection.request(index) {
        case .rejected(let item, let reason):
            return [.reject(index: item, reason: reason, cause: cause)]
        case .reselected(let item):
            var events: [TraceEvent] = [.reselect(index: item, cause: cause)]
            events += play(.reselect, item: item, at: time)
            return events
        case .selected(let from, let to):
            var events: [TraceEvent] = [.select(from: from, to: to, cause: cause)]
            events += play(.deselect, item: from, at: time)
            events += play(.select, item: to, at: time)
            events += indicator.move(to: to, at: time).map(TraceEvent.animation)
            return events
        }
    }

    /// Reports motions that have finished by `time`.
    public func advance(to time: Double) -> [TraceEvent] {
        var traces: [AnimationTrace] = []
        for i in animators.indices {
            traces += animators[i].advance(to: time, animation: configuration.tabs[i].animation, index: i)
        }
        traces += indicator.advance(to: time)
        return traces.map(TraceEvent.animation)
    }

    /// Whether the frame at a later time may differ from the one at `time`.
    public func isAnimating(at time: Double) -> Bool {
        indicator.isMoving(at: time)
            || animators.indices.contains { animators[$0].isAnimating(at: time, animation: configuration.tabs[$0].animation) }
            || badgeAnimators.contains { $0.isAnimating(at: time) }
    }

    /// Item `index`'s pose at `time`.
    public func itemPose(_ index: Int, at time: Double) -> ItemPose {
        animators[index].pose(at: time, animation: configuration.tabs[index].animation)
    }

    /// Where the indicator is at `time`, in slot units.
    public func indicatorSpan(at time: Double) -> SlotSpan {
        indicator.span(at: time)
    }

    /// The frame to draw at `time`.
    public func scene(at time: Double) -> Scene {
        let poses = animators.indices.map { itemPose($0, at: time) }
        var layers: [SceneLayer] = []
        let tabs = configuration.tabs
        if tabs.indices.contains(selectedIndex) {
            layers.append(PlaceholderPageBuilder(background: configuration.pageBackground)
                .layer(for: tabs[selectedIndex], index: selectedIndex, count: tabs.count, in: layout.content))
        }
        let frame = BarSceneBuilder.Frame(selectedIndex: selectedIndex, poses: poses, indicator: indicator.state(at: time),
                                          badgeScales: badgeAnimators.map { $0.badgeScale(at: time) },
                                          iconWiggles: badgeAnimators.map { $0.iconOffset(at: time) })
        layers += BarSceneBuilder(style: configuration.bar, items: tabs, layout: layout, measurer: measurer).layers(frame)
        return Scene(size: layout.viewport, background: configuration.pageBackground, layers: layers)
    }

    /// The layout as traced, in logical pixels (the trace writer scales it to window pixels).
    public func traceLayout() -> TraceLayout {
        TraceLayout(bar: layout.bar, items: layout.items.map { slot in
            let tab = configuration.tabs[slot.index]
            return TraceLayout.Item(index: slot.index, title: tab.title, frame: slot.frame, isEnabled: tab.isEnabled)
        })
    }

    func resize(to size: Size, at time: Double) -> [TraceEvent] {
        guard size != layout.viewport else { return [] }
        layout = TabBarLayout(viewport: size, style: configuration.bar, items: configuration.tabs)
        return apply(tapRecognizer.cancel(), at: time) + [.layout(traceLayout())]
    }

    func play(_ kind: ItemAnimator.Kind, item: Int, at time: Double) -> [TraceEvent] {
        animators[item].play(kind, at: time, animation: configuration.tabs[item].animation, index: item)
            .map(TraceEvent.animation)
    }

    func apply(_ outputs: [TapRecognizer.Output], at time: Double) -> [TraceEvent] {
        var events: [TraceEvent] = []
        for output in outputs {
            switch output {
            case .highlight(let item):
                setPressed(item, true, at: time)
            case .unhighlight(let item):
                setPressed(item, false, at: time)
            case .tap(let item):
                setPressed(item, false, at: time)
                events += select(item, cause: .tap, at: time)
            }
        }
        return events
    }

    func setPressed(_ item: Int, _ pressed: Bool, at time: Double) {
        guard animators.indices.contains(item), configuration.tabs[item].isEnabled else { return }
        animators[item].setPressed(pressed, at: time, animation: configuration.tabs[item].animation)
    }
}
