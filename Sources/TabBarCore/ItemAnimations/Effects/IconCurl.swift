/// A page curl of an icon, the desktop version of UIKit's
/// `UIView.transition(… .transitionCurlUp/.transitionCurlDown)`.
///
/// The front face is a page lying on the back face. For `curl-up` ("curls a view up from
/// the bottom", UIKit) the page's bottom-right corner lifts first and the page turns over
/// along a fold line slanted `foldTilt` off the horizontal, which sweeps from that corner
/// across to the top-left one. Beyond the fold the back face is revealed, with the lifted
/// page's shadow falling on it; before the fold the page still lies flat, and the turned
/// part lies on top of it, showing its back: opaque paper, the front icon faint through
/// it, mirrored about the fold and compressed to `rollCompression` of its length, as a
/// roll seen from the front. Along the fold the paper is shaded by a gradient: a dark
/// crease, a highlight where the roll faces the light, then the paper's own tone.
/// `curl-down` is the same mirrored top to bottom (the top-right corner lifts first).
///
/// The slant is a design choice: UIKit's curl is a 3D page whose exact geometry is not
/// documented; a tilted fold is what makes a turning page read as one, where a level
/// one reads as a wipe.
///
/// Icons are transparent outside their strokes, so a page cannot hide what lies under it
/// by itself: the back face is clipped to the revealed part and the front to the flat part.
public enum IconCurl {
    /// How far the fold line is tilted off the horizontal, radians (20°).
    public static let foldTilt = 20.0 * Double.pi / 180
    /// The turned part's length as a fraction of the lifted length: a roll seen from the
    /// front shows a little over half of the paper wound on it.
    static let rollCompression = 0.6
    /// How far the shadow reaches beyond the fold, as a fraction of the frame's height.
    static let shadowLength = 0.18
    /// The shadow's opacity at the fold.
    static let shadowAlpha = 0.4
    /// How far the front icon seen through the paper moves towards the paper's tone.
    static let showThrough = 0.55
    /// Progress over which the shadow fades in at the start and out at the end, so the
    /// plain single-image rest states at 0 and 1 join without a pop.
    static let fadeSpan = 0.12

    /// The nodes drawing the curl at `progress`.
    ///
    /// - Parameters:
    ///   - front: the page that curls away (the face shown first).
    ///   - back: the face underneath, revealed as the page turns.
    ///   - frame: where the flat icon sits, in logical pixels; everything drawn stays
    ///     inside it (the turned page leaves through the far corner), so it is also the damage.
    ///   - progress: 0...1 (clamped; NaN counts as 0): how far the fold has swept, from
    ///     the lifted corner (0) to the opposite one (1).
    ///   - upward: true for `curl-up` (lifted at the bottom edge), false for `curl-down`
    ///     (lifted at the top edge).
    /// - Returns: one plain image node at 0 (front) and 1 (back); in between the revealed
    ///   back face, its shadow, the flat front and the turned page, in that order.
    public static func nodes(
        front: IconFace, back: IconFace, frame: Rect, progress: Double,
        upward: Bool
    ) -> [SceneNode] {
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        if p == 0 { return [front.node(in: frame)] }
        if p == 1 { return [back.node(in: frame)] }
        guard !frame.isEmpty else { return [] }
        let fold = PageFold(frame: frame, progress: p, upward: upward)
        let strength = min(1, p / fadeSpan, (1 - p) / fadeSpan)
        var nodes: [SceneNode] = []
        let lifted = fold.liftedPart
        if lifted.count >= 3 {
            nodes.append(.group([back.node(in: frame)], clip: .path(.polygon(lifted))))
            if let shadow = fold.shadow(strength: strength) { nodes.append(shadow) }
        }
        let flat = fold.flatPart
        if flat.count >= 3 {
            nodes.append(.group([front.node(in: frame)], clip: .path(.polygon(flat))))
        }
        if let page = fold.turnedPage(front: front) { nodes.append(page) }
        return nodes
    }
}
