/// Composes one frame: the page (or a page transition), the bar (slid down while hidden),
/// and a modal page over both.
///
/// A pure value: it holds what the controller knew at `time` (the navigator, the slots, the
/// indicator's state, hover, focus, tooltip) and draws nothing but a `Scene`, so a frame can
/// be composed without touching the controller's input state. Pages come through the
/// controller's `PageNodeCache`, which returns what `PageRenderer` would, only shared.
struct FrameComposer {
    let time: Double
    let configuration: AppConfiguration
    let barStyle: BarStyle
    let layout: TabBarLayout
    let navigator: Navigator
    let slots: [SlotState]
    let selectedIndex: Int
    let indicator: IndicatorState
    let measurer: any TextMeasuring
    /// Where pages draw at `time`, and how far the bar has slid down.
    let pageArea: Rect
    let barOffset: Double
    /// How far the page follows a swiping finger, and the tab shown beside it.
    let pageDrag: Double
    let dragNeighbour: Int?
    let hoveredItem: Int?
    let focusedItem: Int?
    let tooltip: BarHints.Tip?
    let modalParameters: TransitionParameters
    /// The pages' look (background, ink, right to left).
    let pageStyle: PageStyle
    /// Pages laid out lately.
    let pageCache: PageNodeCache
    /// The page area with the bar hidden by navigation, when the bar is opaque and not hidden
    /// by the program (whose hiding lays pages out anew as it goes, as RDV's does).
    let barlessArea: Rect?

    var windowArea: Rect { Rect(origin: .zero, size: layout.viewport) }

    /// The frame to draw at `time`.
    func scene() -> Scene {
        let bar = barLayers(at: time)
        var layers: [SceneLayer]
        if let transition = navigator.transition(at: time) {
            switch transition.role {
            case .present, .dismiss:
                layers = presentation(
                    transition.kind, role: transition.role, progress: transition.progress(at: time),
                    base: transition.role == .present ? transition.outgoing : transition.incoming,
                    modal: transition.role == .present ? transition.incoming : transition.outgoing,
                    parameters: transition.parameters, bar: bar, at: time)
            case .push, .pop, .tab:
                layers = [SceneLayer(id: "page", node: pageTransition(transition, at: time))] + bar
            }
        } else if let modal = navigator.presented {
            layers = presentation(
                modal.transition, role: .present, progress: 1, base: navigator.baseSide,
                modal: ActiveTransition.Side(
                    slot: navigator.currentSlot, entry: modal, canGoBack: false, name: NodeName.sheet),
                parameters: modalParameters, bar: bar, at: time)
        } else {
            layers = [SceneLayer(id: "page", node: stillPage(at: time))] + bar
        }
        let overlay =
            configuration.deviceOverlay.map {
                DeviceOverlay.layers($0, viewport: layout.viewport, barBackground: barStyle.background)
            } ?? []
        return Scene(size: layout.viewport, background: configuration.pageBackground, layers: layers + overlay)
    }

    /// The page on top, following a swiping finger with its neighbour beside it.
    func stillPage(at time: Double) -> SceneNode {
        let area = pageArea
        let drag = pageDrag
        let base = navigator.baseSide
        var nodes = [SceneNode.group(shownPage(base, at: time), transform: .translation(drag, 0), name: base.name)]
        // Dragging left shows the next tab on the right; in right-to-left that is the previous index.
        if drag != 0, let next = dragNeighbour, navigator.stacks.indices.contains(next),
            let top = navigator.stacks[next].last
        {
            let depth = navigator.stacks[next].count
            let side = ActiveTransition.Side(
                slot: next, entry: top, canGoBack: depth > 1, name: NodeName.page(tab: next, depth: depth))
            let shift = drag < 0 ? area.width : -area.width
            nodes.append(.group(shownPage(side, at: time), transform: .translation(drag + shift, 0), name: side.name))
        }
        return .group(nodes, clip: .rect(area))
    }

    /// The bar's layers, slid down by the hidden fraction.
    func barLayers(at time: Double) -> [SceneLayer] {
        let frame = BarSceneBuilder.Frame(
            selectedIndex: selectedIndex, poses: slots.map { $0.animator.pose(at: time) },
            indicator: indicator,
            badgeScales: slots.map { $0.badge.badgeScale(at: time) },
            iconWiggles: slots.map { $0.badge.iconOffset(at: time) })
        var layers = BarSceneBuilder(style: barStyle, items: slots.map(\.item), layout: layout, measurer: measurer)
            .layers(frame)
        // Hover and focus sit under the items' content, so titles stay on top of them.
        let firstItem = layers.firstIndex { $0.id.hasPrefix("bar.item.") } ?? layers.endIndex
        var marks: [SceneLayer] = []
        if let hovered = hoveredItem, layout.items.indices.contains(hovered), slots[hovered].item.isEnabled {
            let dark = barStyle.background.luminance < 0.5
            marks.append(
                SceneLayer(
                    id: "bar.hover", node: .group(HoverHighlight.nodes(around: layout.items[hovered].frame, dark: dark))
                ))
        }
        if let focused = focusedItem, layout.items.indices.contains(focused) {
            marks.append(SceneLayer(id: "bar.focus", node: .group(FocusRing.nodes(around: layout.items[focused]))))
        }
        layers.insert(contentsOf: marks, at: firstItem)
        if let tip = tooltipLayer(at: time) { layers.append(tip) }
        let offset = barOffset
        guard offset > 0 else { return layers }
        return layers.map {
            SceneLayer(id: $0.id, node: .group([$0.node], transform: .translation(0, offset), name: NodeName.bar))
        }
    }

    /// Flutter's long-press tooltip over its item, fading in and out.
    func tooltipLayer(at time: Double) -> SceneLayer? {
        guard let tip = tooltip, layout.items.indices.contains(tip.item), time >= tip.shown else { return nil }
        let fade = TabBarController.tooltipFade
        let fadeIn = min(1, (time - tip.shown) / fade)
        let fadeOut = tip.hides.isFinite ? min(1, max(0, 1 - (time - tip.hides) / fade)) : 1
        let opacity = min(fadeIn, fadeOut)
        guard opacity > 0 else { return nil }
        let item = slots[tip.item].item
        return SceneLayer(
            id: "tooltip",
            node: .group(
                Tooltip.nodes(
                    title: item.title, badge: item.badge,
                    anchor: layout.items[tip.item].frame, window: layout.viewport,
                    opacity: opacity, measurer: measurer)))
    }

    func pageNodes(
        _ side: ActiveTransition.Side, in area: Rect, at time: Double, hiding: PageHiding = .none
    ) -> [SceneNode] {
        pageCache.nodes(
            side.entry.spec, in: area, scroll: side.entry.scroll.value(at: time), canGoBack: side.canGoBack,
            style: pageStyle, hiding: hiding)
    }
}

extension TabBarController {
    /// The frame to draw at `time`.
    public func scene(at time: Double) -> Scene {
        let drag = pageDrag.value(at: time)
        let composer = FrameComposer(
            time: time, configuration: configuration, barStyle: barStyle, layout: layout,
            navigator: navigator, slots: slotStates, selectedIndex: selectedIndex,
            indicator: indicator.state(at: time), measurer: measurer, pageArea: pageArea(at: time),
            barOffset: barOffset(at: time), pageDrag: drag,
            dragNeighbour: drag != 0 ? neighbour(drag < 0 ? 1 : -1) : nil,
            hoveredItem: hints.hovered, focusedItem: hints.focused, tooltip: hints.tooltip,
            modalParameters: modalParameters, pageStyle: pageStyle, pageCache: pageNodes,
            barlessArea: barlessArea)
        return composer.scene()
    }

    /// The transition parameters of the modal on screen.
    public var modalParameters: TransitionParameters {
        var parameters = TransitionParameters()
        parameters.modal = configuration.navigation.modal
        parameters.bubbleColor =
            navigator.presented.map { PageRenderer.backgroundColor($0.spec, style: pageStyle) } ?? .white
        return parameters
    }
}
