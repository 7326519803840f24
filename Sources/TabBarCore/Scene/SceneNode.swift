/// One thing to draw. A scene is a tree of these; the renderer walks it in order,
/// so later nodes paint over earlier ones.
public indirect enum SceneNode: Hashable, Sendable {
    /// A shape filled with a colour or gradient.
    case fill(Shape, Paint)
    /// A shape's outline drawn in a colour, `width` logical pixels wide, centred on the outline.
    case stroke(Shape, Color, width: Double)
    /// An image scaled into `frame`, with an opacity of its own.
    case image(ImageRef, frame: Rect, rendering: ImageRendering, opacity: Double)
    /// A line of text.
    case text(TextRun)
    /// Children under a transform, an opacity and a clip.
    case group(SceneGroup)
    /// Blurs what is already drawn inside a rectangle, as UIKit's bar material blurs the page
    /// under a translucent bar: a box blur of half-width `radius`, three times (near a
    /// Gaussian). The rectangle is in scene coordinates: the node must not sit under a
    /// transform, a clip or a translucent group, and it reads nothing outside its rectangle.
    case backdropBlur(Rect, radius: Double)

    /// A group shorthand.
    public static func group(
        _ children: [SceneNode], transform: AffineTransform = .identity,
        opacity: Double = 1, clip: Shape? = nil, name: String? = nil
    ) -> SceneNode {
        .group(SceneGroup(children: children, transform: transform, opacity: opacity, clip: clip, name: name))
    }

    /// A conservative bounding box of everything this node may touch, in its parent's
    /// coordinates. Damage tracking relies on it, so it errs on the large side.
    public var bounds: Rect {
        switch self {
        case .fill(let shape, _): return shape.bounds
        case .stroke(let shape, _, let width): return shape.bounds.insetBy(dx: -width, dy: -width)
        case .image(_, let frame, _, _): return frame
        // Glyphs can reach a little outside the line box (accents, descenders).
        case .text(let run): return run.frame.insetBy(dx: -2, dy: -run.font.size * 0.35)
        case .group(let group): return group.bounds
        case .backdropBlur(let rect, _): return rect
        }
    }

    /// The rectangles of every backdrop blur in this node. Damage that touches one must
    /// repaint all of it, since each of its pixels depends on its neighbours beneath.
    public var backdrops: [Rect] {
        var found: [Rect] = []
        collectBackdrops(into: &found)
        return found
    }

    /// Whether `backdrops` is not empty, found without collecting them: asked of whole pages
    /// on every frame, and nearly always false.
    public var hasBackdrop: Bool {
        switch self {
        case .backdropBlur: true
        case .group(let group): group.children.contains { $0.hasBackdrop }
        case .fill, .stroke, .image, .text: false
        }
    }

    /// Appends `backdrops` to `found`, without an array per group.
    private func collectBackdrops(into found: inout [Rect]) {
        switch self {
        case .backdropBlur(let rect, _): found.append(rect)
        case .group(let group): for child in group.children { child.collectBackdrops(into: &found) }
        case .fill, .stroke, .image, .text: break
        }
    }
}

/// Children drawn with a transform, an opacity and an optional clip.
/// Order of application: the transform, then the clip (in the transformed space), then
/// the children; the opacity applies to the group as a whole.
public struct SceneGroup: Hashable, Sendable {
    /// The nodes drawn, in order.
    public var children: [SceneNode]
    /// Maps the children's coordinates into the parent's.
    public var transform: AffineTransform
    /// The group's opacity as a whole, 0...1: overlapping children do not show through each
    /// other.
    public var opacity: Double
    /// Children are drawn only inside this shape (in the transformed space); nil for no clip.
    public var clip: Shape?
    /// Whether a renderer may rasterize the group's content once and reuse the picture
    /// while the content stays equal (a page, the bar's background). The content's identity
    /// is its children and clip, so any change to them is a new picture; the transform and
    /// opacity are applied when the picture is composited.
    public var retained: Bool
    /// What the group is, for tools that measure motion (`tabbar plot`, motion asserts):
    /// one of the stable names `NodeName` lists ("item 1 button", "tab 0 page 1", …), or
    /// nil for the groups that only structure the drawing. Renderers ignore it.
    public var name: String?

    /// A group of `children`; by default untransformed, opaque, unclipped, not retained and
    /// unnamed.
    public init(
        children: [SceneNode], transform: AffineTransform = .identity, opacity: Double = 1,
        clip: Shape? = nil, retained: Bool = false, name: String? = nil
    ) {
        self.children = children
        self.transform = transform
        self.opacity = opacity
        self.clip = clip
        self.retained = retained
        self.name = name
    }

    /// A conservative bounding box of the group in its parent's coordinates: the children's
    /// (within the clip), transformed.
    public var bounds: Rect {
        transform.apply(to: contentBounds)
    }

    /// The bounds of the children within the clip, before the transform. A page's first child
    /// fills its clip, so its hundreds of nodes need not be visited: the union of the children
    /// then holds the clip, and the clip is the answer.
    var contentBounds: Rect {
        if let clip {
            let box = clip.bounds
            if !box.isEmpty, case .fill(let shape, _)? = children.first {
                let fill = shape.bounds
                if fill.minX <= box.minX, fill.minY <= box.minY, fill.maxX >= box.maxX, fill.maxY >= box.maxY {
                    return box
                }
            }
            return children.reduce(Rect.zero) { $0.union($1.bounds) }.intersection(box)
        }
        return children.reduce(Rect.zero) { $0.union($1.bounds) }
    }
}
