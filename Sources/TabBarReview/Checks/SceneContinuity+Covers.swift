import TabBarCore

/// What hides a leaf: rectangles drawn after it, transparency, or a sliver too thin to see.
extension SceneContinuity {
    /// Whether a leaf without a partner cannot be seen, or appears or vanishes within the
    /// limits: at most 0.1 opaque, at most 0.1 in scale, or showing a sliver no wider than
    /// the position limit (a page sliding in from an edge, one strip of a flipping icon).
    /// A clip draws nothing by itself; what it shows is measured in its leaves.
    static func isHidden(_ leaf: SceneLeaf, in scene: [SceneLeaf], positionLimit: Double) -> Bool {
        guard leaf.key != "clip", leaf.isVisible, leaf.opacity > opacityLimit,
            min(leaf.scaleX, leaf.scaleY) > scaleLimit, min(leaf.shown.width, leaf.shown.height) > positionLimit
        else { return true }
        return isCovered(leaf, in: scene)
    }

    /// Whether rectangles drawn after `leaf` hide it: checked on a 5 × 5 grid of points,
    /// since a page and the bar often hide something together. A pixel of slack: a spring
    /// ends within half a pixel of its place, and a sliver that thin shows nothing.
    ///
    /// A cover need not be fully opaque. A fill of alpha a over the leaf lets 1 − a of it
    /// through, and covers stacked over a point multiply their transmittances, so the leaf
    /// shows at most `opacity` × that product there. It is hidden when that stays within
    /// the opacity limit everywhere: its vanishing then changes the picture by no more than
    /// a fade of 0.1 would. This is what a cross-fade ends on: the old page stays solid
    /// under the new one, which reaches an opacity of 0.99x on its last sampled frame (a
    /// tween's curve flattens there, and a spring ends within 0.001), and the old page goes
    /// once the new one is whole. Requiring a = 1 exactly called that a jump of a fully
    /// opaque page, though less than 1 % of it ever showed.
    public static func isCovered(_ leaf: SceneLeaf, in scene: [SceneLeaf]) -> Bool {
        isCovered(leaf.shown, of: leaf, in: scene)
    }

    /// Whether rectangles drawn after `leaf` hide the part `r` of it, as `isCovered(_:in:)`.
    static func isCovered(_ r: Rect, of leaf: SceneLeaf, in scene: [SceneLeaf]) -> Bool {
        let layers = scene.compactMap { other -> (Rect, Double)? in
            guard other.order > leaf.order, let rect = other.covers else { return nil }
            return (rect, other.coverAlpha)
        }
        guard !layers.isEmpty else { return false }
        return (0...4).allSatisfy { i in
            (0...4).allSatisfy { j in
                let p = Point(x: r.minX + r.width * Double(i) / 4, y: r.minY + r.height * Double(j) / 4)
                let through = layers.reduce(1.0) { light, cover in
                    let (c, alpha) = cover
                    let over = c.minX <= p.x + 1 && c.maxX >= p.x - 1 && c.minY <= p.y + 1 && c.maxY >= p.y - 1
                    return over ? light * (1 - alpha) : light
                }
                return leaf.opacity * through <= opacityLimit
            }
        }
    }

    /// Whether `x` (in `xs`) and `y` (in `ys`) show the same: one thing at one opacity and
    /// scale, whose shown rectangles differ only where paint drawn after it covers each side.
    /// A page laid out the height without the bar during a push or pop that slides the bar,
    /// and above it again at rest, changes under the bar and nowhere else.
    static func differsOnlyUnderCovers(_ x: SceneLeaf, in xs: [SceneLeaf], _ y: SceneLeaf, in ys: [SceneLeaf]) -> Bool {
        guard x.key == y.key, abs(x.opacity - y.opacity) <= 0.01, abs(x.scaleX - y.scaleX) <= 0.01,
            abs(x.scaleY - y.scaleY) <= 0.01, abs(x.rotation - y.rotation) <= 0.01, x.shown.intersects(y.shown)
        else { return false }
        return strips(of: x.shown, outside: y.shown).allSatisfy { isCovered($0, of: x, in: xs) }
            && strips(of: y.shown, outside: x.shown).allSatisfy { isCovered($0, of: y, in: ys) }
    }

    /// The parts of `r` outside `s` (which it meets), as up to four rectangles, leaving out
    /// slivers under a pixel wide: a tween ends within a fraction of a pixel of its place.
    static func strips(of r: Rect, outside s: Rect) -> [Rect] {
        strips(of: r, outsideExactly: s).filter { min($0.width, $0.height) >= 1 }
    }

    static func strips(of r: Rect, outsideExactly s: Rect) -> [Rect] {
        var strips: [Rect] = []
        if r.minY < s.minY { strips.append(Rect(x: r.minX, y: r.minY, width: r.width, height: s.minY - r.minY)) }
        if r.maxY > s.maxY { strips.append(Rect(x: r.minX, y: s.maxY, width: r.width, height: r.maxY - s.maxY)) }
        let top = max(r.minY, s.minY), bottom = min(r.maxY, s.maxY)
        if r.minX < s.minX { strips.append(Rect(x: r.minX, y: top, width: s.minX - r.minX, height: bottom - top)) }
        if r.maxX > s.maxX { strips.append(Rect(x: s.maxX, y: top, width: r.maxX - s.maxX, height: bottom - top)) }
        return strips
    }
}
