/// Composing the frame: the page (or a page transition), the bar (slid down while hidden),
/// and a modal page over both.
extension TabBarController {
    /// The frame to draw at `time`.
    public func scene(at time: Double) -> Scene {
        let bar = barLayers(at: time)
        var layers: [SceneLayer]
        if let transition = navigator.transition(at: time) {
            switch transition.role {
            case .present, .dismiss:
                layers = presentation(transition.kind, role: transition.role, progress: transition.progress(at: time),
                                      base: transition.role == .present ? transition.outgoing : transition.incoming,
                                      modal: transition.role == .present ? transition.incoming : transition.outgoing,
                                      parameters: transition.parameters, bar: bar, at: time)
            case .push, .pop, .tab:
                layers = [SceneLayer(id: "page", node: pageTransition(transition, at: time))] + bar
            }
        } else if let modal = navigator.presented {
            layers = presentation(modal.transition, role: .present, progress: 1, base: navigator.baseSide,
                                  modal: ActiveTransition.Side(tab: navigator.currentTab, entry: modal, canGoBack: false),
                                  parameters: modalParameters, bar: bar, at: time)
        } else {
            let area = pageArea(at: time)
            layers = [SceneLayer(id: "page", node: .group(pageNodes(navigator.baseSide, in: area, at: time), clip: .rect(area)))] + bar
        }
        return Scene(size: layout.viewport, background: configuration.pageBackground, layers: layers)
    }

    /// The bar's layers, slid down by the hidden fraction.
    func barLayers(at time: Double) -> [SceneLayer] {
        let poses = animators.indices.map { itemPose($0, at: time) }
        let frame = BarSceneBuilder.Frame(selectedIndex: selectedIndex, poses: poses, indicator: indicator.state(at: time),
                                          badgeScales: badgeAnimators.map { $0.badgeScale(at: time) },
                                          iconWiggles: badgeAnimators.map { $0.iconOffset(at: time) })
        let layers = BarSceneBuilder(style: configuration.bar, items: items, layout: layout, measurer: measurer).layers(frame)
        let offset = barOffset(at: time)
        guard offset > 0 else { return layers }
        return layers.map { SceneLayer(id: $0.id, node: .group([$0.node], transform: .translation(0, offset))) }
    }

    func pageNodes(_ side: ActiveTransition.Side, in area: Rect, at time: Double) -> [SceneNode] {
        PageRenderer.nodes(side.entry.spec, in: area, scroll: side.entry.scroll.value(at: time), canGoBack: side.canGoBack)
    }

    /// A push, pop or tab switch inside the page area.
    func pageTransition(_ transition: ActiveTransition, at time: Double) -> SceneNode {
        let area = pageArea(at: time)
        let frame = TransitionGeometry.frame(transition.kind, role: transition.role, area: area,
                                             progress: transition.progress(at: time), parameters: transition.parameters)
        let outgoing = placed(pageNodes(transition.outgoing, in: area, at: time), frame.outgoing)
        let incoming = placed(pageNodes(transition.incoming, in: area, at: time), frame.incoming)
        var nodes = frame.backdrop.map { [SceneNode.fill(.rect(area), .solid($0))] } ?? []
        nodes += frame.incomingOnTop ? [outgoing] + frame.between + [incoming] : [incoming] + frame.between + [outgoing]
        nodes += frame.above
        if let rect = frame.movingRect {
            let detail = transition.role == .push ? transition.incoming.entry.spec : transition.outgoing.entry.spec
            nodes.append(movingCard(detail, in: rect, target: transition.parameters.targetRect))
        }
        return .group(nodes, clip: .rect(area))
    }

    /// A modal page presenting, dismissing or presented over the page and the bar.
    func presentation(_ kind: TransitionKind, role: TransitionRole, progress: Double, base: ActiveTransition.Side,
                      modal: ActiveTransition.Side, parameters: TransitionParameters, bar: [SceneLayer],
                      at time: Double) -> [SceneLayer] {
        let window = windowArea
        let frame = TransitionGeometry.frame(kind, role: role, area: window, progress: progress, parameters: parameters)
        let basePlacement = role == .present ? frame.outgoing : frame.incoming
        let modalPlacement = role == .present ? frame.incoming : frame.outgoing
        // The presented page is laid out in the whole window; a half-sheet placement slides
        // it down and shows only its top part.
        let modalFrame = window
        let area = pageArea(at: time)
        var layers = frame.backdrop.map { [SceneLayer(id: "modal.backdrop", node: .fill(.rect(window), .solid($0)))] } ?? []
        layers.append(SceneLayer(id: "page", node: placed([.group(pageNodes(base, in: area, at: time), clip: .rect(area))],
                                                          basePlacement)))
        layers += bar.map { SceneLayer(id: $0.id, node: placed([$0.node], basePlacement)) }
        if !(frame.between + frame.above).isEmpty {
            layers.append(SceneLayer(id: "modal.between", node: .group(frame.between)))
        }
        // A full-window modal (bubble, cross-dissolve) stands on the page background, so the
        // sheet's rounded corners do not let the bubble's colour through.
        let backing: [SceneNode] = kind == .modal ? [] : [.fill(.rect(window), .solid(PageStyle.standard.background))]
        layers.append(SceneLayer(id: "modal", node: placed(backing + pageNodes(modal, in: modalFrame, at: time), modalPlacement)))
        if !frame.above.isEmpty { layers.append(SceneLayer(id: "modal.above", node: .group(frame.above))) }
        return layers
    }

    /// The transition parameters of the modal on screen.
    var modalParameters: TransitionParameters {
        var parameters = TransitionParameters()
        parameters.modalScale = configuration.navigation.modalScale
        parameters.modalHeightFraction = configuration.navigation.modalHeightFraction
        parameters.bubbleColor = navigator.presented?.spec.accent ?? .systemBlue
        return parameters
    }

    func placed(_ nodes: [SceneNode], _ placement: PagePlacement) -> SceneNode {
        .group(nodes, transform: placement.transform, opacity: placement.opacity, clip: placement.clip)
    }

    /// The card flying in a `move` transition: the detail page's hero in its colour, its
    /// title growing with it so that it lands exactly as the hero draws it (40 px bold).
    func movingCard(_ detail: PageSpec, in rect: Rect, target: Rect?) -> SceneNode {
        let size = 40 * rect.width / max(target?.width ?? rect.width, 1)
        return .group([.fill(.roundedRect(rect, radius: PageStyle.standard.cornerRadius), .solid(detail.heroColor ?? detail.accent)),
                       .text(TextRun(detail.heroTitle ?? detail.title, font: FontSpec(size: max(size, 1), weight: .bold),
                                     color: .white, frame: rect))])
    }
}
