extension TransitionGeometry {
    /// The bubble's and the page's scale at progress 0: HYBBubbleTransition starts both at
    /// `CGAffineTransformMakeScale(0.001, 0.001)` rather than 0, which UIKit cannot invert.
    public static let bubbleStartScale = 0.001

    /// The bubble's full radius in pixels: the distance from `origin` to the farthest
    /// corner of `area`, so the circle covers the whole area at scale 1 (HYB `.m` L127-134:
    /// r = √(max(sx, W − sx)² + max(sy, H − sy)²)). Works for origins outside the area too.
    public static func bubbleRadius(origin: Point, area: Rect) -> Double {
        let dx = max(abs(origin.x - area.minX), abs(area.maxX - origin.x))
        let dy = max(abs(origin.y - area.minY), abs(area.maxY - origin.y))
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Where the bubble starts: the configured point, or the bottom centre of `area` (HYB's
    /// default, "the tapped tab").
    public static func bubbleOrigin(area: Rect, parameters: TransitionParameters) -> Point {
        parameters.bubbleOrigin ?? Point(x: area.midX, y: area.maxY)
    }

    /// Bubble present, forwards (HYB `.m` L36-79): a circle of `bubbleColor` around the
    /// origin, radius `bubbleRadius` × s with s = 0.001 → 1, is drawn between the pages; the
    /// presented page scales by the same s about its own centre while that centre travels
    /// from the origin to its place (UIKit animates `transform` and `center` together), and
    /// fades in (alpha 0 → 1). The old page stays still underneath. The scale never drops
    /// below 0.001, so progress below 0 stays at the start instead of turning inside out.
    /// Unlike HYB, the circle fades with the page: a small opaque disc would sit over the
    /// bar's button at the start of a present and the end of a dismiss and hide it (ES's
    /// raised "+" vanished for five frames); near full size, where it matters, it is opaque.
    static func bubbleFrame(area: Rect, progress p: Double, parameters: TransitionParameters) -> TransitionFrame {
        let origin = bubbleOrigin(area: area, parameters: parameters)
        let scale = max(bubbleStartScale, mix(bubbleStartScale, 1, p))
        let radius = bubbleRadius(origin: origin, area: area) * scale
        let center = area.center
        let travelled = Point(x: mix(origin.x, center.x, p), y: mix(origin.y, center.y, p))
        let transform = AffineTransform.translation(-center.x, -center.y)
            .concatenating(.scale(scale, scale))
            .concatenating(.translation(travelled.x, travelled.y))
        let incoming = PagePlacement(transform: transform, opacity: clamp01(p))
        var between: [SceneNode] = []
        if radius > 0, radius.isFinite {
            let circle = SceneNode.fill(
                .ellipse(Rect.centered(at: origin, size: Size(width: 2 * radius, height: 2 * radius))),
                .solid(parameters.bubbleColor.withAlpha(parameters.bubbleColor.alpha * clamp01(p))))
            between.append(.group([circle], clip: .rect(area), name: NodeName.bubble))
        }
        return TransitionFrame(outgoing: .identity, incoming: incoming, incomingOnTop: true, between: between)
    }
}
