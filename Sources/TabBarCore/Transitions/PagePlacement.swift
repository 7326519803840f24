/// Where and how one page is drawn during a transition.
///
/// A page draws itself in window pixels, filling the transition's area, exactly as it does
/// at rest. The placement maps that drawing onto the screen like a `SceneGroup`: first the
/// transform, then the clip (given in the page's own coordinates, so it moves with the
/// page), then the page, all at `opacity`. A compositor can wrap the page's node as
/// `.group([page], transform: p.transform, opacity: p.opacity, clip: p.clip)`.
public struct PagePlacement: Hashable, Sendable {
    /// Page coordinates → window coordinates.
    public var transform: AffineTransform
    /// Group opacity, 0…1.
    public var opacity: Double
    /// The part of the page that shows, in the page's own coordinates; nil shows all of it.
    public var clip: Shape?

    /// A placement of the page: by default where it rests, opaque and unclipped.
    public init(transform: AffineTransform = .identity, opacity: Double = 1, clip: Shape? = nil) {
        self.transform = transform
        self.opacity = opacity
        self.clip = clip
    }

    /// The page at rest: in place, opaque, unclipped.
    public static let identity = PagePlacement()

    /// A page that is not drawn at all.
    public static let hidden = PagePlacement(opacity: 0)

    /// Whether drawing the page can change a pixel: it is not fully transparent and its
    /// transform neither collapses it to a line or point nor holds a non-finite number.
    /// `AffineTransform.isDrawable` is the rule `SceneRenderer` skips groups by too.
    public var isVisible: Bool {
        opacity > 0 && transform.isDrawable
    }

    /// The on-screen bounding box of `rect` (page coordinates), clip ignored.
    public func screenRect(of rect: Rect) -> Rect {
        transform.apply(to: rect)
    }
}
