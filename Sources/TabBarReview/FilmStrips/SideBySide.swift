import TabBarCore

/// Two configurations side by side in one window (`tabbar compare A.json B.json`): each
/// controller has its own half, a click in either half selects the same item in both, keys
/// drive both, and one animation time drives both, so they stay on the same selection and
/// the same instant of every motion.
public final class SideBySide {
    /// The two halves' controllers: the left configuration's, then the right's.
    public let panes: [TabBarController]
    /// Width of each half, in logical pixels.
    public private(set) var paneWidth: Double
    /// The half that owns the press in progress: it gets the moves and the release.
    private var pressed: Int?
    /// The half under the pointer, for hover.
    private var hovered: Int?

    /// Two panes, `left` and `right`, each `paneWidth` logical pixels wide.
    public init(left: TabBarController, right: TabBarController, paneWidth: Double) {
        panes = [left, right]
        self.paneWidth = paneWidth
    }

    /// The half `point` falls in, and the point in that half's coordinates.
    func locate(_ point: Point) -> (pane: Int, point: Point) {
        point.x < paneWidth ? (0, point) : (1, Point(x: point.x - paneWidth, y: point.y))
    }

    /// Feeds one input at animation time `time`; returns what happened, both halves' events.
    public func handle(_ event: InputEvent, at time: Double) -> [TraceEvent] {
        switch event {
        case .pointerDown(let point, let button):
            let (pane, local) = locate(point)
            pressed = pane
            return mirrored(pane, panes[pane].handle(.pointerDown(local, button: button), at: time), at: time)
        case .pointerUp(let point, let button):
            let pane = pressed ?? locate(point).pane
            pressed = nil
            let local = Point(x: point.x - (pane == 0 ? 0 : paneWidth), y: point.y)
            return mirrored(pane, panes[pane].handle(.pointerUp(local, button: button), at: time), at: time)
        case .pointerMove(let point):
            let (under, _) = locate(point)
            let pane = pressed ?? under
            var events: [TraceEvent] = []
            if let hovered, hovered != pane { events += panes[hovered].handle(.pointerLeave, at: time) }
            hovered = pane
            let local = Point(x: point.x - (pane == 0 ? 0 : paneWidth), y: point.y)
            return events + mirrored(pane, panes[pane].handle(.pointerMove(local), at: time), at: time)
        case .wheel(let dx, let dy, let point):
            let (pane, local) = locate(point)
            return mirrored(pane, panes[pane].handle(.wheel(dx: dx, dy: dy, at: local), at: time), at: time)
        case .resize(let size):
            paneWidth = size.width / 2
            let half = Size(width: paneWidth, height: size.height)
            return panes.flatMap { $0.handle(.resize(half), at: time) }
        case .pointerLeave:
            hovered = nil
            return panes.flatMap { $0.handle(.pointerLeave, at: time) }
        case .key:
            // Keys drive both; a half that ends elsewhere (fewer items) is brought along.
            let events = panes[0].handle(event, at: time) + panes[1].handle(event, at: time)
            return mirrored(0, events, at: time)
        }
    }

    /// `events` from half `pane`, plus the other half selecting the same item when the first selected one.
    func mirrored(_ pane: Int, _ events: [TraceEvent], at time: Double) -> [TraceEvent] {
        let other = panes[1 - pane]
        let target = panes[pane].selectedIndex
        guard other.selectedIndex != target, other.items.indices.contains(target) else { return events }
        let cause =
            events.lazy.compactMap { event -> SelectionCause? in
                if case .select(_, _, let cause) = event { return cause }
                return nil
            }.first ?? .program
        return events + other.select(target, cause: cause, at: time)
    }

    /// Advances both panes to `time`; returns what happened in either.
    public func advance(to time: Double) -> [TraceEvent] {
        panes.flatMap { $0.advance(to: time) }
    }

    /// Whether either pane is still moving at `time`.
    public func isAnimating(at time: Double) -> Bool {
        panes.contains { $0.isAnimating(at: time) }
    }

    /// The earlier of the two panes' next deadlines after `time` (a long press, a timed wait).
    public func nextDeadline(after time: Double) -> Double? {
        panes.compactMap { $0.nextDeadline(after: time) }.min()
    }

    /// Both halves in one scene, each clipped to its half, with a rule between them.
    public func scene(at time: Double) -> Scene {
        let scenes = panes.map { $0.scene(at: time) }
        let height = scenes.map(\.size.height).max() ?? 0
        var layers: [SceneLayer] = []
        for (index, scene) in scenes.enumerated() {
            let x = Double(index) * paneWidth
            let clip = Rect(x: 0, y: 0, width: paneWidth, height: height)
            layers.append(
                SceneLayer(
                    id: "\(index).background",
                    node: .fill(
                        .rect(Rect(x: x, y: 0, width: paneWidth, height: height)),
                        .solid(scene.background))))
            layers += scene.layers.map { layer in
                SceneLayer(
                    id: "\(index).\(layer.id)",
                    node: .group([layer.node], transform: .translation(x, 0), clip: .rect(clip)))
            }
        }
        layers.append(
            SceneLayer(
                id: "divider",
                node: .fill(
                    .rect(Rect(x: paneWidth - 0.5, y: 0, width: 1, height: height)),
                    .solid(Color.black.withAlpha(0.35)))))
        return Scene(size: Size(width: paneWidth * 2, height: height), background: .white, layers: layers)
    }
}
