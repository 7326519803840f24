import TabBarCore

/// One layer of a motion handed off as a Lottie file (`tabbar export --lottie`): something
/// the scene draws, where it is and how opaque in every frame of the motion.
public struct ExportLayer: Sendable {
    /// What the layer shows.
    public enum Content: Sendable {
        /// The same node in every frame it shows (drawn once, as a picture), moved by the
        /// layer's transforms; `bounds` is the part of the node's own space it covers.
        case picture(SceneNode, bounds: Rect)
        /// A solid rectangle, rounded rectangle or ellipse (an indicator's line, the mask's
        /// block, a disc) whose geometry and colour may change from frame to frame.
        case shape([SolidShape?])
        /// Something whose drawing changes in ways no transform gives (a flip's strips, an
        /// icon's faces cross-fading, a clip of another shape): drawn anew for every frame,
        /// in `box` (composition coordinates), with its transform and opacity applied.
        case frames([SceneNode?], box: Rect)
    }

    /// A solid fill of a simple shape, as one frame draws it.
    public struct SolidShape: Hashable, Sendable {
        /// The simple shapes a Lottie shape layer can carry.
        public enum Kind: Hashable, Sendable {
            /// A rectangle, rounded by `radius`.
            case rect
            /// An ellipse.
            case ellipse
        }
        /// Whether it is a (possibly rounded) rectangle or an ellipse.
        public var kind: Kind
        /// The rectangle it fills, or the ellipse's bounding box, in logical pixels.
        public var rect: Rect
        /// Corner radii (a rectangle's rounding; half the sides for an ellipse).
        public var radius: Double
        /// Its colour.
        public var color: Color

        /// The solid fill `node` draws, if it is one of a simple shape.
        public init?(_ node: SceneNode) {
            guard case .fill(let shape, .solid(let color)) = node else { return nil }
            switch shape {
            case .rect(let r): (kind, rect, radius) = (.rect, r, 0)
            case .roundedRect(let r, let k): (kind, rect, radius) = (.rect, r, min(k, r.width / 2, r.height / 2))
            case .ellipse(let r): (kind, rect, radius) = (.ellipse, r, 0)
            case .path: return nil
            }
            self.color = color
        }
    }

    /// The scene's names for the layer ("bar.item.2/0/1"), for the file's `nm`.
    public var name: String
    /// What the layer shows.
    public var content: Content
    /// Per frame: from the content's logical coordinates to the composition's (the crop's
    /// origin at 0, 0), and the opacity (0 where the layer does not show).
    public var transforms: [AffineTransform]
    /// Per frame: the layer's opacity, 0...1 (0 where it does not show).
    public var opacities: [Double]
    /// Per frame: the clips of the groups around the content (outermost first), each with
    /// the map from its coordinates to the content's. They become the layer's masks, which
    /// must be as many in every frame it shows.
    public var clips: [[Clip]] = []

    /// A group's clip, and the map from the group's coordinates to the content's. An
    /// inverted clip shows everything but its shape (the colourful mask's outside).
    public struct Clip: Hashable, Sendable {
        /// The clip's outline, in the group's coordinates.
        public var shape: Shape
        /// Maps the group's coordinates to the content's.
        public var toContent: AffineTransform
        /// Whether the clip shows everything but its shape.
        public var isInverted = false
    }

    /// The frames in which the layer shows: from its first to its last, as `ip`..<`op`.
    public var shownFrames: Range<Int>? {
        guard let first = opacities.firstIndex(where: { $0 > 0 }),
            let last = opacities.lastIndex(where: { $0 > 0 })
        else { return nil }
        return first..<(last + 1)
    }
}
