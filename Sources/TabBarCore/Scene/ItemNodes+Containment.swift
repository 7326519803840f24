/// A button scaled up stays inside the window.
///
/// The UIKit article's pop scales the whole button by 1.2 about its centre. A title sits
/// near the bar's bottom edge, so at the peak its descenders left the window ("Setting"
/// lost its "g") and a film strip's cell. UIKit draws outside a view's bounds; a window
/// cannot. So the growth is pushed back from any window edge it would cross: the button
/// still scales about its centre until its ink reaches the edge, then grows away from it.
/// At scale 1 nothing moves, so the motion starts and ends on the resting pose.
extension ItemNodes {
    /// The button's transform at `scale`, for the button's `nodes` (untransformed).
    func buttonTransform(_ scale: Double, _ nodes: [SceneNode]) -> AffineTransform {
        let about = AffineTransform.scale(scale, scale).about(slot.frame.center)
        guard scale > 1, let window else { return about }
        let ink = nodes.reduce(Rect.zero) { $0.union(inkBounds(of: $1)) }
        guard !ink.isEmpty else { return about }
        let grown = about.apply(to: ink)
        // Pushed back only by what the growth adds: a button that already reaches past an
        // edge at rest (a raised circle in a short window) does not jump there.
        // (rest, grown, window) extents along one axis → the shift that keeps it in.
        func push(_ rest: (Double, Double), _ grown: (Double, Double), _ window: (Double, Double)) -> Double {
            let over = max(0, grown.1 - max(window.1, rest.1))
            let under = max(0, min(window.0, rest.0) - grown.0)
            // Too big for the window both ways: keep it centred as UIKit does.
            return over > 0 && under > 0 ? 0 : under - over
        }
        let dx = push((ink.minX, ink.maxX), (grown.minX, grown.maxX), (window.minX, window.maxX))
        let dy = push((ink.minY, ink.maxY), (grown.minY, grown.maxY), (window.minY, window.maxY))
        return about.concatenating(.translation(dx, dy))
    }

    /// Where `node` can put ink: its bounds, with a text run's measured line (centred in
    /// its frame as the renderer draws it, and as wide as its text, not its frame), so
    /// that a short title in an edge slot is not pushed for room it does not use.
    func inkBounds(of node: SceneNode) -> Rect {
        switch node {
        case .text(let run):
            let size = measurer.measure(run.text, font: run.font)
            let width = min(size.width, run.frame.width)
            let x: Double
            switch run.alignment {
            case .leading: x = run.frame.minX
            case .center: x = run.frame.midX - width / 2
            case .trailing: x = run.frame.maxX - width
            }
            // The line box holds ascenders and descenders; a pixel more for antialiasing.
            let height = max(size.height, run.frame.height)
            return Rect(x: x, y: run.frame.midY - height / 2, width: width, height: height).insetBy(dx: -1, dy: -1)
        case .group(let group):
            var inner = group.children.reduce(Rect.zero) { $0.union(inkBounds(of: $1)) }
            if let clip = group.clip { inner = inner.intersection(clip.bounds) }
            return group.transform.apply(to: inner)
        default:
            return node.bounds
        }
    }
}
