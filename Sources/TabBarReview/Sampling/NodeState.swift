import Glibc
import TabBarCore

/// What one named node of a scene (`NodeName`) shows at one instant, measured from the
/// scene tree the renderer draws: nothing here comes from the motion's own functions.
///
/// Transform and opacity are the node's own, relative to the nearest named node above it
/// (an icon within its button, a button within the window), so a pop that scales the
/// button shows on the button alone.
public struct NodeState: Hashable, Sendable {
    /// The node's transform, from its own coordinates to those of the named node above it
    /// (the window's for a node with none).
    public var transform = AffineTransform.identity
    /// Where the node draws, laid out: everything under it with every transform below it
    /// left out and cut by its clips, its named parts included. Its centre is the point
    /// the transform is decomposed about.
    public var frame = Rect.zero
    /// The same for what the node draws itself (not its named parts): the moving edges of
    /// a bottom line, a colourful mask's clip, a bubble's disc. Nil when it draws nothing
    /// of its own.
    public var box: Rect?
    /// The tilt of a face drawn in perspective strips (a flip), radians in −π/2…π/2,
    /// positive while its leading (left or top) edge is nearer the viewer; 0 for a face
    /// drawn flat, nil when the node draws nothing (a card exactly edge-on).
    public var tilt: Double? = 0
    /// The node's own opacity times that of the unnamed groups between it and the named
    /// node above it.
    public var opacity = 1.0
    /// The colour it shows: its tinted images, text and solid paint, mixed by how much of
    /// each shows (opacity × visible area). Nil for nodes drawing only original-colour
    /// images or pictures (retained groups: a page, the hero's card, are no one colour).
    public var colour: Color?
    /// Each image's visible weight (opacity × visible area in window pixels), by path,
    /// pictures left out.
    public var images: [String: Double] = [:]

    /// A node in place: untransformed, opaque, with no edges or colours measured.
    public init() {}

    /// The length of the transform's horizontal axis: the horizontal scale.
    public var scaleX: Double { (transform.a * transform.a + transform.b * transform.b).squareRoot() }
    /// The length of the transform's vertical axis: the vertical scale.
    public var scaleY: Double { (transform.c * transform.c + transform.d * transform.d).squareRoot() }

    /// The transform's rotation, radians in −π…π, clockwise on screen.
    public var rotation: Double { atan2(transform.b, transform.a) }

    /// How far the transform moves the node: the shift of the point it scales and turns
    /// about when that point lies within `frame` (a pop scaling a button about the slot's
    /// centre does not move it), else of `frame`'s centre (fume's title rises by 60 px).
    public var offset: Point {
        let t = transform
        var pivot = frame.center
        // The fixed point x = M·x + t, when M − I can be inverted.
        let (m11, m12, m21, m22) = (t.a - 1, t.c, t.b, t.d - 1)
        let det = m11 * m22 - m12 * m21
        if abs(det) > 1e-9 {
            let fixed = Point(x: (-t.tx * m22 + t.ty * m12) / det, y: (-t.ty * m11 + t.tx * m21) / det)
            if frame.insetBy(dx: -1e-6, dy: -1e-6).contains(fixed) { pivot = fixed }
        }
        let moved = t.apply(to: pivot)
        return Point(x: moved.x - pivot.x, y: moved.y - pivot.y)
    }

    /// `box` where the transform puts it.
    public var edges: Rect? { box.map { transform.apply(to: $0) } }
}
