import Glibc
import TabBarCore

/// The tilt of a card drawn in perspective strips, read back from where the strips land.
///
/// An affine renderer draws a card turned in 3D as strips across the turn, each placed
/// where the perspective projection puts it (`IconFlip`). Seen from its axis, a card of
/// half-length h turned by θ, with the eye at distance d, puts a point u from the axis at
/// p(u) = u·cos θ / (1 + k·u), with k = sin θ / d. Its two projected edges p₊ = p(h) and
/// p₋ = p(−h) give both unknowns without knowing d:
///
///     k = −(p₊ + p₋) / (h·(p₊ − p₋)),   cos θ = p₊·(1 + k·h) / h
///
/// and the sign of k says which edge is nearer: positive when the leading (left or top)
/// edge is. This is the geometry of any card in perspective, not of our drawing code.
enum FlipTilt {
    /// The tilt in −π/2…π/2 of the card `children` draw, or nil when they are not a card
    /// cut in strips: at least two groups, each only scaled and moved, clipped to the parts
    /// of one face (the card's frame) that tile it along one axis.
    static func tilt(of children: [SceneNode]) -> Double? {
        var strips: [(clip: Rect, placed: Rect)] = []
        var frame: Rect?
        for child in children {
            guard case .group(let group) = child, group.name == nil, case .rect(let clip)? = group.clip,
                group.transform.b == 0, group.transform.c == 0
            else { return nil }
            // A strip's clip may reach past the face into its neighbour (hiding seams):
            // the face's own frame bounds it.
            guard let face = Walker.layoutBounds(of: group.children) else { continue }
            let part = clip.intersection(face)
            guard !part.isEmpty else { continue }
            frame = frame.map { $0.union(face) } ?? face
            strips.append((part, group.transform.apply(to: part)))
        }
        guard strips.count >= 2, let first = strips.first, let frame else { return nil }
        let shared = { (edge: (Rect) -> Double) in strips.allSatisfy { abs(edge($0.clip) - edge(first.clip)) < 1e-6 } }
        let vertical = shared(\.minY) && shared(\.maxY)
        guard vertical || (shared(\.minX) && shared(\.maxX)) else { return nil }
        let low = strips.map { vertical ? $0.placed.minX : $0.placed.minY }.min() ?? 0
        let high = strips.map { vertical ? $0.placed.maxX : $0.placed.maxY }.max() ?? 0
        let centre = vertical ? frame.midX : frame.midY
        let half = (vertical ? frame.width : frame.height) / 2
        let (minus, plus) = (low - centre, high - centre)
        guard half > 0, plus - minus > 1e-9 else { return nil }
        let k = -(plus + minus) / (half * (plus - minus))
        let cosine = min(max(plus * (1 + k * half) / half, -1), 1)
        let angle = acos(cosine)
        return k < 0 ? -angle : angle
    }
}
