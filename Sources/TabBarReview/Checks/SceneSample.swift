import Glibc
import TabBarCore

/// One drawn thing of a scene, measured on screen: the numbers the motion invariants of
/// issue 9 talk about (position, rotation, scale, opacity), in window pixels.
///
/// A scene is a tree of groups; a leaf's on-screen look is its own geometry under every
/// transform, clip and opacity above it. Clips are measured too (as `clip` leaves), because
/// some motions move only a clip: the colourful mask slides its clip over still blocks.
public struct SceneLeaf: Sendable {
    /// The scene layer the leaf belongs to, e.g. "bar.item.2".
    public var layer: String
    /// What kind of thing it is and which content it shows: "image:<path>", "text:<string>",
    /// "fill", "stroke", "clip". Colours are not part of it: they change continuously
    /// (title colours mix with the face), and the invariants say nothing about colour.
    public var key: String
    /// Child indices from the layer's root: the leaf's place in the tree.
    public var path: [Int]
    /// Centre of the leaf's transformed bounds (clip ignored), window pixels.
    public var center: Point
    /// Size of the leaf's transformed bounds (clip ignored), window pixels.
    public var size: Size
    /// Rotation of the accumulated transform, radians.
    public var rotation: Double
    /// Length of the accumulated transform's x axis.
    public var scaleX: Double
    /// Length of the accumulated transform's y axis.
    public var scaleY: Double
    /// Every group opacity above it times its own (image opacity, paint or text alpha).
    public var opacity: Double
    /// Whether any of it can show: some opacity, some area, and inside every clip above
    /// it and the window.
    public var isVisible: Bool
    /// The part of the window it may cover (clipped).
    public var shown: Rect
    /// For an axis-aligned rectangle fill, the part it lays over whatever was drawn before
    /// it, so that a thing hidden beneath may move freely; nil for anything else.
    public var covers: Rect?
    /// How much of what lies under `covers` it hides (1 for an opaque fill; a fill at
    /// alpha a lets 1 − a through).
    public var coverAlpha = 0.0
    /// Drawing order in the whole scene.
    public var order = 0
}

/// Flattens a scene into `SceneLeaf`s.
public enum SceneSample {
    /// The scene's leaves in drawing order.
    public static func leaves(of scene: Scene) -> [SceneLeaf] {
        let window = Rect(origin: .zero, size: scene.size)
        var leaves: [SceneLeaf] = []
        for layer in scene.layers {
            var walker = Walker(layer: layer.id, window: window)
            walker.visit(layer.node, transform: .identity, opacity: 1, clip: window, path: [])
            leaves += walker.leaves
        }
        for i in leaves.indices { leaves[i].order = i }
        return leaves
    }

    private struct Walker {
        let layer: String
        let window: Rect
        var leaves: [SceneLeaf] = []

        init(layer: String, window: Rect) {
            self.layer = layer
            self.window = window
        }

        mutating func visit(_ node: SceneNode, transform: AffineTransform, opacity: Double, clip: Rect, path: [Int]) {
            switch node {
            case .group(let group):
                let inner = group.transform.concatenating(transform)
                let alpha = opacity * group.opacity
                var area = clip
                if let shape = group.clip {
                    let bounds = inner.apply(to: shape.bounds)
                    add("clip", bounds: shape.bounds, transform: inner, opacity: alpha, clip: clip, path: path)
                    area = area.intersection(bounds)
                }
                for (i, child) in group.children.enumerated() {
                    visit(child, transform: inner, opacity: alpha, clip: area, path: path + [i])
                }
            case .fill(let shape, let paint):
                add(
                    "fill", bounds: shape.bounds, transform: transform, opacity: opacity * Self.alpha(paint),
                    clip: clip, path: path)
                // A gradient hides at least as much as its most transparent stop.
                let hides = min(max(opacity * Self.alpha(paint, least: true), 0), 1)
                if case .rect = shape, hides > 0, transform.b == 0, transform.c == 0 {
                    leaves[leaves.count - 1].covers = leaves[leaves.count - 1].shown
                    leaves[leaves.count - 1].coverAlpha = hides
                }
            case .backdropBlur:
                // It moves nothing of its own: it only softens what is drawn beneath.
                break
            case .stroke(let shape, let color, let width):
                add(
                    "stroke", bounds: shape.bounds.insetBy(dx: -width / 2, dy: -width / 2), transform: transform,
                    opacity: opacity * color.alpha, clip: clip, path: path)
            case .image(let image, let frame, _, let own):
                add(
                    "image:" + image.path, bounds: frame, transform: transform, opacity: opacity * own, clip: clip,
                    path: path)
            case .text(let run):
                add(
                    "text:" + run.text, bounds: run.frame, transform: transform, opacity: opacity * run.color.alpha,
                    clip: clip,
                    path: path)
            }
        }

        mutating func add(
            _ key: String, bounds: Rect, transform: AffineTransform, opacity: Double, clip: Rect, path: [Int]
        ) {
            let screen = transform.apply(to: bounds)
            let shown = screen.intersection(clip).intersection(window)
            let scaleX = (transform.a * transform.a + transform.b * transform.b).squareRoot()
            let scaleY = (transform.c * transform.c + transform.d * transform.d).squareRoot()
            leaves.append(
                SceneLeaf(
                    layer: layer, key: key, path: path, center: screen.center, size: screen.size,
                    rotation: atan2(transform.b, transform.a), scaleX: scaleX, scaleY: scaleY,
                    opacity: min(max(opacity, 0), 1),
                    isVisible: opacity > 1e-9 && !shown.isEmpty && scaleX > 1e-9 && scaleY > 1e-9,
                    shown: shown))
        }

        /// The paint's alpha: its most opaque stop, or with `least` its most transparent.
        static func alpha(_ paint: Paint, least: Bool = false) -> Double {
            switch paint {
            case .solid(let color): color.alpha
            case .linearGradient(_, _, let stops), .radialGradient(_, _, let stops):
                (least ? stops.map(\.color.alpha).min() : stops.map(\.color.alpha).max()) ?? 0
            }
        }
    }
}
