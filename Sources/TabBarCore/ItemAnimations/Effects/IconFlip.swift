import Glibc

/// The line an icon turns about when it flips.
public enum FlipAxis: String, Hashable, Sendable {
    /// A vertical line through the icon's centre: the icon turns left/right
    /// (`flip-left`, `flip-right`).
    case vertical
    /// A horizontal line through the icon's centre: the icon turns top/bottom
    /// (`flip-top`, `flip-bottom`).
    case horizontal
}

/// A card-like flip of an icon in perspective, the desktop version of UIKit's
/// `UIView.transition(… .transitionFlipFromLeft/Right/Top/Bottom)`.
///
/// Cairo only has affine transforms, and an affine map cannot make one end of a card
/// taller than the other. So the face is cut into thin strips across the turn direction
/// (about 2 logical pixels each); every strip is placed where a true perspective
/// projection puts it: its two edges land exactly, and it is scaled across by the
/// perspective factor at its centre. At icon sizes the stair-steps this leaves along the
/// slanted outline are below a pixel.
///
/// Geometry: the card turns about the axis through the frame's centre; the viewer looks
/// at that centre from `eyeDistance` logical pixels away; a point at depth z (positive =
/// away from the viewer) is scaled by d / (d + z) about the frame's centre.
///
/// Perspective distance: d = 1.6 × the icon's size along the turn, i.e. Core Animation's
/// m34 = −1/d (−1/41.6 for a 26 px icon). The common iOS choice m34 = −1/500 is meant for
/// views of phone width: on a 320 pt view it puts the eye about 1.6 widths away, and that
/// proportion is what we keep. Applied literally to a 26 px icon, −1/500 would make the
/// near edge only 1.9 % taller at 45°, too little to tell flip-left from flip-right; with
/// 1.6 the near edge is 28 % taller and the far edge 18 % shorter.
///
/// Direction, from UIKit's documentation of `transitionFlipFromLeft`: "the left side of the
/// view moves toward the front and right side toward the back"; from-right, from-top and
/// from-bottom are the same with their own edge. So flip-left and flip-right are mirror
/// images of each other, as are flip-top and flip-bottom.
public enum IconFlip {
    /// How much a strip's colour moves towards black when the card stands side-on
    /// (fraction 0...1), on the far side. Turning away from the light darkens the card,
    /// which is what sells the turn at small sizes; full black would read as a hole.
    static let maxShade = 0.45
    /// The share of `maxShade` the nearest strip gets; the far edge gets all of it, so
    /// the shading also tells which edge is in front.
    static let nearShadeShare = 0.4
    /// The default eye distance, in multiples of the frame's size along the turn: the
    /// proportion m34 = −1/500 gives a 320 pt phone view (see the type's documentation).
    public static let eyeDistanceFactor = 1.6
    /// Strips narrower than this on screen (logical pixels) are left out: they show
    /// nothing, and a zero scale would be a singular matrix, which Cairo refuses.
    static let minimumStripWidth = 1e-3

    /// The nodes drawing the flip at `angle`.
    ///
    /// - Parameters:
    ///   - front: the face shown first (the unselected icon, say).
    ///   - back: the face shown after the half-way point.
    ///   - frame: where the flat icon sits, in logical pixels.
    ///   - angle: the turn in radians, 0...π (clamped; NaN counts as 0). Below π/2 the
    ///     front shows, turned by `angle`; from π/2 on the back shows, turned by
    ///     `angle − π`, so it ends flat and unmirrored at π.
    ///   - axis: the line the icon turns about.
    ///   - direction: +1 (or any value ≥ 0): the LEADING edge — left for `.vertical`,
    ///     top for `.horizontal` — swings towards the viewer first, as in UIKit's
    ///     flip-from-left / flip-from-top ("the left side moves toward the front and the
    ///     right side toward the back"). −1 (any negative value): the right / bottom edge
    ///     comes forward (flip-from-right / flip-from-bottom).
    ///   - eyeDistance: the viewer's distance from the icon in logical pixels; default 1.6 ×
    ///     the frame's size along the turn. Anything smaller than that size (or not
    ///     finite) is raised to it, so no point of the card reaches the eye.
    /// - Returns: one plain image node at rest (0 or π); nothing at exactly π/2, where
    ///   the card is edge-on; otherwise one clipped, transformed group per strip.
    public static func nodes(
        front: IconFace, back: IconFace, frame: Rect, angle: Double, axis: FlipAxis,
        direction: Double, eyeDistance: Double? = nil
    ) -> [SceneNode] {
        let theta = angle.isNaN ? 0 : min(max(angle, 0), .pi)
        // Resting icons cost one image, exactly as if no effect were running.
        if theta == 0 { return [front.node(in: frame)] }
        if theta == .pi { return [back.node(in: frame)] }
        guard !frame.isEmpty else { return [] }
        let showsFront = theta < .pi / 2
        let card = Card(
            face: showsFront ? front : back, frame: frame, axis: axis,
            turn: showsFront ? theta : theta - .pi, sign: direction < 0 ? -1 : 1,
            eyeDistance: eyeDistance)
        return card.strips()
    }

    /// One face turned by `turn` (−π/2...π/2), ready to be cut into strips.
    private struct Card {
        let face: IconFace
        let frame: Rect
        let axis: FlipAxis
        let cosTurn: Double
        let sinTurn: Double
        /// +1 when the leading (left/top) edge comes forward for a positive turn.
        let sign: Double
        /// The frame's size along the turn direction, logical pixels.
        let extent: Double
        /// The viewer's distance from the card's plane at rest, logical pixels.
        let eye: Double

        init(face: IconFace, frame: Rect, axis: FlipAxis, turn: Double, sign: Double, eyeDistance: Double?) {
            self.face = face
            self.frame = frame
            self.axis = axis
            self.cosTurn = cos(turn)
            self.sinTurn = sin(turn)
            self.sign = sign
            extent = axis == .vertical ? frame.width : frame.height
            let wanted = eyeDistance ?? IconFlip.eyeDistanceFactor * extent
            eye = wanted.isFinite ? max(wanted, extent) : IconFlip.eyeDistanceFactor * extent
        }

        /// Depth of the point `u` logical pixels from the axis (negative = left/top);
        /// positive depth is away from the viewer.
        func depth(_ u: Double) -> Double { sign * u * sinTurn }

        /// The perspective scale d / (d + z) at `u`.
        func perspective(_ u: Double) -> Double { eye / (eye + depth(u)) }

        /// Where `u` lands on screen, relative to the frame's centre along the turn.
        func projected(_ u: Double) -> Double { u * cosTurn * perspective(u) }

        /// Half the extent: the edges sit at u = ∓half.
        var half: Double { extent / 2 }

        /// One clipped, transformed, shaded group per strip about 2 logical pixels wide
        /// (at least 8), leading edge first; strips too thin to see are left out.
        func strips() -> [SceneNode] {
            let count = max(8, Int(half.rounded(.up)))
            let step = extent / Double(count)
            let end = projected(half)
            var nodes: [SceneNode] = []
            nodes.reserveCapacity(count)
            for index in 0..<count {
                let u0 = -half + Double(index) * step
                let u1 = index == count - 1 ? half : u0 + step
                let p0 = projected(u0), p1 = projected(u1)
                let scaleAlong = (p1 - p0) / (u1 - u0)
                guard abs(p1 - p0) >= IconFlip.minimumStripWidth, scaleAlong.isFinite else { continue }
                let middle = (u0 + u1) / 2
                // Adjacent clips meet on a shared, antialiased screen edge, which would
                // leave a faint light seam; reaching one screen pixel on into the strips
                // drawn after this one, over it, hides the seam. The reach stops at the
                // card's far edge, so the outline stays where the projection puts it.
                // (P(u) grows with u, as cos(turn) ≥ 0, so scaleAlong > 0.)
                let reach = max(0, min(1, end - p1)) / scaleAlong
                nodes.append(
                    .group(
                        face.nodes(in: frame, mixedTowards: .black, amount: shade(at: middle)),
                        transform: transform(
                            u0: u0, p0: p0, scaleAlong: scaleAlong,
                            scaleAcross: perspective(middle)),
                        clip: .rect(stripRect(from: u0, to: u1 + reach))))
            }
            return nodes
        }

        /// Darkening of the strip centred at `u`: grows with the turn, more on the far side.
        func shade(at u: Double) -> Double {
            let turned = abs(sinTurn)
            guard turned > 0 else { return 0 }
            // 0 on the nearest edge, 1 on the farthest.
            let far = (depth(u) / (half * turned) + 1) / 2
            return IconFlip.maxShade * turned * (IconFlip.nearShadeShare + (1 - IconFlip.nearShadeShare) * far)
        }

        /// Maps the strip starting at `u0` (local, unturned) so that it starts at `p0` on
        /// screen with `scaleAlong`, and scales it by `scaleAcross` about the frame's centre.
        func transform(u0: Double, p0: Double, scaleAlong: Double, scaleAcross: Double) -> AffineTransform {
            let cx = frame.midX, cy = frame.midY
            switch axis {
            case .vertical:
                return AffineTransform(
                    a: scaleAlong, b: 0, c: 0, d: scaleAcross,
                    tx: cx + p0 - scaleAlong * (cx + u0), ty: cy * (1 - scaleAcross))
            case .horizontal:
                return AffineTransform(
                    a: scaleAcross, b: 0, c: 0, d: scaleAlong,
                    tx: cx * (1 - scaleAcross), ty: cy + p0 - scaleAlong * (cy + u0))
            }
        }

        /// The strip between `u0` and `u1` in the face's own (local) coordinates.
        func stripRect(from u0: Double, to u1: Double) -> Rect {
            switch axis {
            case .vertical:
                return Rect(x: frame.midX + u0, y: frame.minY, width: u1 - u0, height: frame.height)
            case .horizontal:
                return Rect(x: frame.minX, y: frame.midY + u0, width: frame.width, height: u1 - u0)
            }
        }
    }
}
