/// A page curl of an icon, the desktop version of UIKit's
/// `UIView.transition(… .transitionCurlUp/.transitionCurlDown)`.
///
/// The front face is a page lying on the back face. For `curl-up` its bottom edge is
/// lifted and rolled upwards: below the curl line the back face is revealed, with the
/// page's shadow falling on it; above the line the page still lies flat, and the rolled
/// part lies on top of it, showing its pale underside — the front face mirrored about
/// the curl line and compressed to about half the lifted length, as a roll seen from the
/// front. `curl-down` is the same from the top edge downwards.
///
/// Icons are transparent outside their strokes, so a page cannot hide what lies under it
/// by itself: the back face is clipped to the revealed part, and the flat front to the
/// part the roll does not cover. Otherwise the two icons would show through each other.
public enum IconCurl {
    /// Height of the rolled part as a fraction of the lifted length: a roll seen from
    /// the front shows about half of the paper wound on it.
    static let rollCompression = 0.5
    /// How far the shadow reaches beyond the curl line, as a fraction of the height.
    static let shadowLength = 0.15
    /// The shadow's opacity at the curl line.
    static let shadowAlpha = 0.35
    /// How far the underside's colour moves towards white: the back of paper is pale.
    static let undersidePaleness = 0.7
    /// Progress over which shadow and paper fade in at the start and out at the end, so
    /// the plain single-image rest states at 0 and 1 join without a pop.
    static let fadeSpan = 0.12

    /// The nodes drawing the curl at `progress`.
    ///
    /// - Parameters:
    ///   - front: the page that curls away (the face shown first).
    ///   - back: the face underneath, revealed as the page rolls.
    ///   - frame: where the flat icon sits, in logical pixels; everything drawn stays
    ///     inside it (the roll leaves through the far edge), so it is also the damage.
    ///   - progress: 0...1 (clamped; NaN counts as 0): the share of the page lifted.
    ///   - upward: true for `curl-up` (lifted at the bottom edge, rolled upwards), false
    ///     for `curl-down` (lifted at the top edge, rolled downwards).
    /// - Returns: one plain image node at 0 (front) and 1 (back); in between the
    ///   revealed back face, its shadow, the flat front and the roll, in that order.
    public static func nodes(front: IconFace, back: IconFace, frame: Rect, progress: Double,
                             upward: Bool) -> [SceneNode] {
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        if p == 0 { return [front.node(in: frame)] }
        if p == 1 { return [back.node(in: frame)] }
        guard !frame.isEmpty else { return [] }
        let page = Page(frame: frame, progress: p, upward: upward)
        let strength = min(1, p / fadeSpan, (1 - p) / fadeSpan)
        var nodes: [SceneNode] = [
            .group([back.node(in: frame)], clip: .rect(page.band(page.liftedEdge, page.curl))),
            page.shadow(strength: strength),
        ]
        let flat = page.band(page.rollEnd, page.restingEdge)
        if !flat.isEmpty {
            nodes.append(.group([front.node(in: frame)], clip: .rect(flat)))
        }
        nodes.append(page.roll(front: front, strength: strength))
        return nodes
    }

    /// The curl's lines for one progress, in logical pixels along y.
    private struct Page {
        let frame: Rect
        /// +1 when the curl line moves down the screen (curl-down), −1 when up.
        let travel: Double
        /// The page edge that is lifted first.
        let liftedEdge: Double
        /// The opposite edge, which stays down until the end.
        let restingEdge: Double
        /// The curl line: where the page leaves the back face and bends over.
        let curl: Double
        /// Where the rolled part ends on top of the page (the lifted edge, now folded over).
        let rollEnd: Double

        init(frame: Rect, progress: Double, upward: Bool) {
            self.frame = frame
            travel = upward ? -1 : 1
            liftedEdge = upward ? frame.maxY : frame.minY
            restingEdge = upward ? frame.minY : frame.maxY
            let lifted = progress * frame.height
            curl = liftedEdge + travel * lifted
            rollEnd = curl + travel * IconCurl.rollCompression * lifted
        }

        /// The full-width part of the frame between two heights, in either order.
        func band(_ y0: Double, _ y1: Double) -> Rect {
            Rect(corners: Point(x: frame.minX, y: y0), Point(x: frame.maxX, y: y1)).intersection(frame)
        }

        /// A vertical gradient from `y0` to `y1` across the frame.
        func gradient(_ y0: Double, _ y1: Double, _ stops: [GradientStop]) -> Paint {
            .linearGradient(start: Point(x: frame.midX, y: y0), end: Point(x: frame.midX, y: y1), stops: stops)
        }

        /// The soft shadow the lifted page casts on the back face, just beyond the curl
        /// line: dark at the line, clear `shadowLength` of the height away.
        func shadow(strength: Double) -> SceneNode {
            let end = curl - travel * IconCurl.shadowLength * frame.height
            let dark = IconCurl.shadowAlpha * strength
            return .fill(.rect(band(curl, end)), gradient(curl, end, [
                GradientStop(0, Color.black.withAlpha(dark)),
                GradientStop(0.35, Color.black.withAlpha(dark * 0.45)),
                GradientStop(1, Color.black.withAlpha(0)),
            ]))
        }

        /// The rolled part: a translucent paper band shaded like a cylinder, the pale mirrored
        /// underside of the front face on it, and a dark line along the curl edge with a
        /// highlight just inside, all clipped to the frame.
        func roll(front: IconFace, strength: Double) -> SceneNode {
            let k = IconCurl.rollCompression
            // y' = curl − k·(y − curl): the lifted part folded over the curl line.
            let mirror = AffineTransform(a: 1, b: 0, c: 0, d: -k, tx: 0, ty: curl * (1 + k))
            let underside = SceneNode.group(
                front.nodes(in: frame, mixedTowards: .white, amount: IconCurl.undersidePaleness),
                transform: mirror, clip: .rect(band(curl, liftedEdge)))
            let paper = paperTone(front)
            let rolled = band(curl, rollEnd)
            // Lit from the front: the paper near the page's edge faces the viewer and is
            // light; towards the crest the roll turns away and darkens.
            let sheet = SceneNode.fill(.rect(rolled), gradient(rollEnd, curl, [
                GradientStop(0, paper.withAlpha(0.35 * strength)),
                GradientStop(0.5, paper.withAlpha(0.5 * strength)),
                GradientStop(0.85, paper.mixed(with: .black, 0.25).withAlpha(0.65 * strength)),
                GradientStop(1, paper.mixed(with: .black, 0.45).withAlpha(0.8 * strength)),
            ]))
            // The crest: a dark line on the curl edge itself, with a thin highlight just
            // inside it where the roll catches the light; the eye reads that pair as a lip.
            // Both stay on the roll, which is thinner than them at the very start.
            let edge = SceneNode.fill(.rect(band(curl, curl + travel).intersection(rolled)),
                                      .solid(Color.black.withAlpha(0.4 * strength)))
            let glint = SceneNode.fill(.rect(band(curl + travel * 1.5, curl + travel * 2.5).intersection(rolled)),
                                       .solid(Color.white.withAlpha(0.6 * strength)))
            // The page's own lifted edge, now on top of the roll, as a faint line.
            let lip = SceneNode.fill(.rect(band(rollEnd, rollEnd - travel * 0.75)),
                                     .solid(Color.black.withAlpha(0.12 * strength)))
            return .group([sheet, underside, glint, lip, edge], clip: .rect(frame))
        }

        /// The paper's colour: a template face's tint, very pale; neutral for originals.
        func paperTone(_ face: IconFace) -> Color {
            switch face.rendering {
            case .template(let tint): return tint.withAlpha(1).mixed(with: .white, 0.75)
            case .original: return Color(hex: 0xE4E4E4)
            }
        }
    }
}
