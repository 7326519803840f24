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

    /// Bubble present, forwards (HYB `.m` L36-79): an opaque circle of `bubbleColor` (the
    /// presented page's background) around the origin, radius `bubbleRadius` × s with
    /// s = 0.001 → 1, is drawn between the pages; the presented page scales by the same s
    /// about its own centre while that centre travels from the origin to its place (UIKit
    /// animates `transform` and `center` together), and fades in (alpha 0 → 1). The page's
    /// rectangle stays inside the circle and its background is the circle's colour, so what
    /// fades is only the content inside the disc, as in HYB. The old page stays still
    /// underneath. Progress below 0 (a spring dismiss overshooting) stays at the start:
    /// the scale never drops below 0.001 and the page does not travel past the origin.
    static func bubbleFrame(area: Rect, progress p: Double, parameters: TransitionParameters) -> TransitionFrame {
        let origin = bubbleOrigin(area: area, parameters: parameters)
        let forward = max(p, 0)
        let scale = mix(bubbleStartScale, 1, forward)
        let radius = bubbleRadius(origin: origin, area: area) * scale
        let center = area.center
        let travelled = Point(x: mix(origin.x, center.x, forward), y: mix(origin.y, center.y, forward))
        let transform = AffineTransform.translation(-center.x, -center.y)
            .concatenating(.scale(scale, scale))
            .concatenating(.translation(travelled.x, travelled.y))
        let incoming = PagePlacement(transform: transform, opacity: clamp01(p))
        var between: [SceneNode] = []
        if radius > 0, radius.isFinite {
            let circle = SceneNode.fill(
                .ellipse(Rect.centered(at: origin, size: Size(width: 2 * radius, height: 2 * radius))),
                .solid(parameters.bubbleColor))
            between.append(.group([circle], clip: .rect(area), name: NodeName.bubble))
        }
        return TransitionFrame(outgoing: .identity, incoming: incoming, incomingOnTop: true, between: between)
    }
}
