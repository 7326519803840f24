import Glibc

extension TransitionGeometry {
    /// The lift shadow's alpha at the middle of a magic move, where the element is highest.
    public static let moveShadowAlpha = 0.22

    /// The flying element's rectangle at `progress`: origin and size interpolated linearly
    /// from `from` to `to` (HYBMoveTransition animates `tempView.frame`). A spring's
    /// progress outside 0…1 carries it past either end; the size never goes below zero.
    public static func movingRect(from: Rect, to: Rect, progress: Double) -> Rect {
        let r = Rect.lerp(from, to, progress)
        return Rect(x: r.minX, y: r.minY, width: max(0, r.width), height: max(0, r.height))
    }

    /// The magic move's card: `page` (a page's nodes) cut out at `source` with rounded
    /// corners, retained, so a renderer cuts it once and then only scales the picture. Drawing
    /// ahead builds it here too, so that its picture is the one the flight looks for.
    public static func cardSnapshot(of page: [SceneNode], source: Rect, radius: Double) -> SceneNode {
        .group(SceneGroup(children: page, clip: .roundedRect(source, radius: radius), retained: true))
    }

    /// `node`, drawn for the rectangle `source`, stretched into `rect`: the flying element
    /// of a magic move (HYB flies a snapshot of the source view, which scales its content
    /// with its frame). Returns an empty group when either rectangle is empty.
    public static func flyingNode(_ node: SceneNode, from source: Rect, into rect: Rect) -> SceneNode {
        guard !source.isEmpty, !rect.isEmpty else { return .group([]) }
        let transform = AffineTransform.translation(-source.minX, -source.minY)
            .concatenating(.scale(rect.width / source.width, rect.height / source.height))
            .concatenating(.translation(rect.minX, rect.minY))
        return .group([node], transform: transform)
    }

    /// Magic move (HYB `.m` L26-104): the page arriving shows at once, in place, over the
    /// one being left, in both directions (a pop shows the list page at once too).
    /// `movingRect` flies from the source to the target rectangle (`forward` is the push's
    /// progress: 1 − p on a pop, so it flies back), and a soft shadow under it (in `above`)
    /// is strongest mid-flight, as if the element were lifted. The caller hides the source
    /// and the hero while it flies. Without both rectangles nothing flies.
    ///
    /// Because the arriving page shows at once whichever way the move goes, a pop is not the
    /// mirror of a push here: only the flying rectangle is.
    static func moveFrame(area: Rect, forward p: Double, parameters: TransitionParameters) -> TransitionFrame {
        var frame = TransitionFrame(outgoing: .hidden, incoming: .identity, incomingOnTop: true)
        guard let source = parameters.sourceRect, let target = parameters.targetRect else { return frame }
        let rect = movingRect(from: source, to: target, progress: p)
        frame.movingRect = rect
        // The snapshot is opaque inside its corners, scaled with it: inside that, the shadow
        // would only be painted over.
        let scale = source.isEmpty ? 0 : max(rect.width / source.width, rect.height / source.height)
        let covered = rect.insetBy(
            dx: parameters.sourceCornerRadius * scale + 1, dy: parameters.sourceCornerRadius * scale + 1)
        frame.above = liftShadow(under: rect, lift: sin(Double.pi * clamp01(p)), area: area, covered: covered)
        return frame
    }

    /// Six widening, faint rounded rectangles below `rect`, stacked: a cheap blur whose
    /// alpha falls off in 1.6 px steps towards the edge. `lift` is 0 on the ground (no shadow)
    /// and 1 at the top of the flight, where the shadow is widest and lowest.
    ///
    /// `covered` is what the element paints opaque over the shadow: each rectangle is filled
    /// only around it, as four bands (above, below, left and right of it, on whole pixels), so
    /// the shadow costs its rim, not the element's area. Filled whole, the six rectangles were
    /// half of a 4K magic move's frame; with an even-odd hole they still cost a third, since
    /// the rasterizer walks the hole's every row.
    public static func liftShadow(under rect: Rect, lift: Double, area: Rect, covered: Rect = .zero) -> [SceneNode] {
        guard lift > 0.001, !rect.isEmpty else { return [] }
        let steps = 6
        let layers = (1...steps).flatMap { i -> [SceneNode] in
            let spread = Double(i) * 1.6 * lift
            let shape = Rect(
                x: rect.minX - spread, y: rect.minY - spread + 6 * lift,
                width: rect.width + 2 * spread, height: rect.height + 2 * spread)
            let alpha = moveShadowAlpha * lift / Double(steps)
            let fill = SceneNode.fill(.roundedRect(shape, radius: 6 + spread), .solid(Color.black.withAlpha(alpha)))
            guard let bands = bands(around: covered.intersection(shape), inside: shape) else { return [fill] }
            return bands.map { .group([fill], clip: .rect($0)) }
        }
        return [.group(layers, clip: .rect(area))]
    }

    /// `outer` less `hole`, as four rectangles on whole pixels that tile it: above, below, left
    /// and right of the hole, which is shrunk to whole pixels first (so less is left out, never
    /// more). Nil when no whole pixel is left out.
    static func bands(around hole: Rect, inside outer: Rect) -> [Rect]? {
        let x1 = hole.minX.rounded(.up), y1 = hole.minY.rounded(.up)
        let x2 = hole.maxX.rounded(.down), y2 = hole.maxY.rounded(.down)
        guard !hole.isEmpty, x2 > x1, y2 > y1 else { return nil }
        let left = outer.minX.rounded(.down), top = outer.minY.rounded(.down)
        let right = outer.maxX.rounded(.up), bottom = outer.maxY.rounded(.up)
        return [
            Rect(x: left, y: top, width: right - left, height: y1 - top),
            Rect(x: left, y: y2, width: right - left, height: bottom - y2),
            Rect(x: left, y: y1, width: x1 - left, height: y2 - y1),
            Rect(x: x2, y: y1, width: right - x2, height: y2 - y1),
        ].filter { $0.width > 0 && $0.height > 0 }
    }
}
