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
    /// `covered` is what the element paints opaque over the shadow: each rectangle leaves it
    /// out (an even-odd hole), so the shadow costs its rim, not the element's area. Filled
    /// whole, the six rectangles were half of a 4K magic move's frame.
    public static func liftShadow(under rect: Rect, lift: Double, area: Rect, covered: Rect = .zero) -> [SceneNode] {
        guard lift > 0.001, !rect.isEmpty else { return [] }
        let steps = 6
        let layers = (1...steps).map { i -> SceneNode in
            let spread = Double(i) * 1.6 * lift
            let shape = Rect(
                x: rect.minX - spread, y: rect.minY - spread + 6 * lift,
                width: rect.width + 2 * spread, height: rect.height + 2 * spread)
            let alpha = moveShadowAlpha * lift / Double(steps)
            let paint = Paint.solid(Color.black.withAlpha(alpha))
            let hole = covered.intersection(shape)
            guard !hole.isEmpty, hole.width > 0, hole.height > 0 else {
                return .fill(.roundedRect(shape, radius: 6 + spread), paint)
            }
            var ring = roundedRectPath(shape, radius: 6 + spread)
            ring.elements +=
                Path.polygon([
                    Point(x: hole.minX, y: hole.minY), Point(x: hole.maxX, y: hole.minY),
                    Point(x: hole.maxX, y: hole.maxY), Point(x: hole.minX, y: hole.maxY),
                ]).elements
            ring.isEvenOdd = true
            return .fill(.path(ring), paint)
        }
        return [.group(layers, clip: .rect(area))]
    }

    /// A rectangle with all four corners rounded by `radius` (capped at half the size), as
    /// a path, so that other sub-paths can be added to it.
    static func roundedRectPath(_ r: Rect, radius: Double) -> Path {
        let k = max(0, min(radius, r.width / 2, r.height / 2))
        // 0.5523 places cubic control points so a quarter circle is matched within 0.03 %.
        let c = k * (1 - 0.552_284_75)
        return Path([
            .move(Point(x: r.minX + k, y: r.minY)),
            .line(Point(x: r.maxX - k, y: r.minY)),
            .curve(Point(x: r.maxX - c, y: r.minY), Point(x: r.maxX, y: r.minY + c), Point(x: r.maxX, y: r.minY + k)),
            .line(Point(x: r.maxX, y: r.maxY - k)),
            .curve(Point(x: r.maxX, y: r.maxY - c), Point(x: r.maxX - c, y: r.maxY), Point(x: r.maxX - k, y: r.maxY)),
            .line(Point(x: r.minX + k, y: r.maxY)),
            .curve(Point(x: r.minX + c, y: r.maxY), Point(x: r.minX, y: r.maxY - c), Point(x: r.minX, y: r.maxY - k)),
            .line(Point(x: r.minX, y: r.minY + k)),
            .curve(Point(x: r.minX, y: r.minY + c), Point(x: r.minX + c, y: r.minY), Point(x: r.minX + k, y: r.minY)),
            .close,
        ])
    }
}
