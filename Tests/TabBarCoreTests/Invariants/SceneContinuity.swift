import Foundation
import TabBarCore

/// Issue 9's continuity rule between two neighbouring samples (240 Hz): no on-screen
/// position moves more than 3 % of the window width, no rotation changes more than
/// 0.25 rad, no scale or opacity changes more than 0.1.
///
/// Leaves of the two samples are paired by what they show (`SceneLeaf.key`), nearest
/// first, so a tree that changes shape (a transition starting, a face cross-fade adding a
/// node) still pairs each thing with itself. A leaf without a partner must be (nearly)
/// invisible on the side that has it — hidden, clipped away, under rectangles drawn later
/// that let at most 0.1 of it through, or at most 0.1 opaque — since appearing is an
/// opacity change from 0. The only
/// exception is a discrete step an animation declares (`ItemAnimation.discontinuities`): in
/// the sample interval holding it, things in that item's layer may swap content.
enum SceneContinuity {
    static let positionFraction = 0.03
    static let rotationLimit = 0.25
    static let scaleLimit = 0.1
    static let opacityLimit = 0.1

    /// The rule's breaches from `before` to `after`, described; empty when continuous.
    /// `swapLayers` are the layers allowed to swap content in this interval.
    static func violations(
        from before: [SceneLeaf], to after: [SceneLeaf], windowWidth: Double,
        swapLayers: Set<String> = [], allowance: Double = 1
    ) -> [String] {
        let positionLimit = positionFraction * windowWidth * allowance
        // A spring moves scales as much faster than the tween as it moves positions.
        let scaleLimit = Self.scaleLimit * allowance
        var problems: [String] = []
        let old = Dictionary(grouping: before, by: \.layer)
        let new = Dictionary(grouping: after, by: \.layer)
        for layer in Set(old.keys).union(new.keys).sorted() {
            let a = old[layer] ?? [], b = new[layer] ?? []
            // Same tree shape: pair in tree order, which names the breach exactly.
            var breaches: [String]?
            if a.count == b.count, zip(a, b).allSatisfy({ $0.key == $1.key && $0.path == $1.path }) {
                breaches = zip(a, b).compactMap { x, y in
                    // Something hidden under opaque content on both sides may go anywhere.
                    guard let problem = breach(x, y, positionLimit: positionLimit, scaleLimit: scaleLimit),
                        !(isCovered(x, in: before) && isCovered(y, in: after))
                    else { return nil }
                    return "\(layer) \(x.key): \(problem)"
                }
                if breaches?.isEmpty == true { continue }
            }
            // Otherwise (or if tree order breaks the rule) pair by content, nearest first.
            let lonely =
                swapLayers.contains(layer) ? [] : unpaired(a, b, positionLimit: positionLimit, scaleLimit: scaleLimit)
            let vanished = lonely.filter { leaf, side in
                // Two copies of a thing becoming one (a snapshot landing on what it stands
                // for) change nothing on screen.
                let other = side == 0 ? b : a
                let (scene, otherScene) = side == 0 ? (before, after) : (after, before)
                return !isHidden(leaf, in: scene, positionLimit: positionLimit)
                    && !other.contains {
                        $0.key == leaf.key && cost($0, leaf, positionLimit: positionLimit, scaleLimit: scaleLimit) <= 1
                            && mismatch($0.size, leaf.size) < 0.1
                    }
                    && !other.contains { differsOnlyUnderCovers(leaf, in: scene, $0, in: otherScene) }
            }.map { leaf, side in
                "\(layer) \(leaf.key) \(side == 0 ? "vanished" : "appeared") at opacity "
                    + String(format: "%.3f", leaf.opacity) + " around \(format(leaf.center))"
            }
            if !vanished.isEmpty { problems += breaches ?? vanished }
        }
        return problems
    }

    /// How far a pair is from breaking the rule: ≤ 1 is within limits.
    static func cost(_ x: SceneLeaf, _ y: SceneLeaf, positionLimit: Double, scaleLimit: Double = scaleLimit) -> Double {
        if !x.isVisible && !y.isVisible { return 0 }
        let moved = hypot(x.center.x - y.center.x, x.center.y - y.center.y) / positionLimit
        let scaled = max(abs(x.scaleX - y.scaleX), abs(x.scaleY - y.scaleY)) / scaleLimit
        let faded = abs(x.opacity - y.opacity) / opacityLimit
        return max(moved, scaled, faded, turn(x, y) / rotationLimit)
    }

    /// The rotation between two leaves, wrapped to −π…π; 0 when either is too small to
    /// have a meaningful angle.
    static func turn(_ x: SceneLeaf, _ y: SceneLeaf) -> Double {
        guard min(x.scaleX, x.scaleY, y.scaleX, y.scaleY) > 1e-3 else { return 0 }
        let d = remainder(y.rotation - x.rotation, 2 * .pi)
        return abs(d)
    }

    static func breach(
        _ x: SceneLeaf, _ y: SceneLeaf, positionLimit: Double, scaleLimit: Double = scaleLimit
    ) -> String? {
        guard cost(x, y, positionLimit: positionLimit, scaleLimit: scaleLimit) > 1 else { return nil }
        var parts: [String] = []
        let moved = hypot(x.center.x - y.center.x, x.center.y - y.center.y)
        if moved > positionLimit {
            parts.append(
                String(
                    format: "moved %.1f px (limit %.1f) %@ → %@", moved, positionLimit, format(x.center),
                    format(y.center)))
        }
        if turn(x, y) > rotationLimit { parts.append(String(format: "turned %.3f rad", turn(x, y))) }
        let scale = max(abs(x.scaleX - y.scaleX), abs(x.scaleY - y.scaleY))
        if scale > scaleLimit {
            parts.append(String(format: "scale %.3f×%.3f → %.3f×%.3f", x.scaleX, x.scaleY, y.scaleX, y.scaleY))
        }
        if abs(x.opacity - y.opacity) > opacityLimit {
            parts.append(String(format: "opacity %.3f → %.3f", x.opacity, y.opacity))
        }
        return parts.joined(separator: ", ")
    }

    /// Pairs leaves with equal keys, nearest first, and returns those left without a
    /// partner (side 0 = from `a`, 1 = from `b`). Only things that could be the same thing
    /// one sample later pair up; a jump shows as one leaf vanishing and another appearing.
    static func unpaired(
        _ a: [SceneLeaf], _ b: [SceneLeaf], positionLimit: Double, scaleLimit: Double = scaleLimit
    ) -> [(leaf: SceneLeaf, side: Int)] {
        var usedA = Set<Int>(), usedB = Set<Int>()
        // Partners lie within the position limit, so only neighbouring cells of a grid that
        // size hold them (two invisible leaves left unpaired are hidden anyway).
        struct Cell: Hashable { var key: String, x: Int, y: Int }
        func cell(_ leaf: SceneLeaf, _ dx: Int = 0, _ dy: Int = 0) -> Cell {
            Cell(
                key: leaf.key, x: Int((leaf.center.x / positionLimit).rounded(.down)) + dx,
                y: Int((leaf.center.y / positionLimit).rounded(.down)) + dy)
        }
        let grid = Dictionary(
            grouping: b.indices.filter { b[$0].center.x.isFinite && b[$0].center.y.isFinite }, by: { cell(b[$0]) })
        var candidates: [(cost: Double, i: Int, j: Int)] = []
        for i in a.indices where a[i].center.x.isFinite && a[i].center.y.isFinite {
            let near = (-1...1).flatMap { dx in (-1...1).flatMap { dy in grid[cell(a[i], dx, dy)] ?? [] } }
            for j in near {
                let c = cost(a[i], b[j], positionLimit: positionLimit, scaleLimit: scaleLimit)
                // Prefer partners of like size and like visible part: a page's background
                // does not continue as a line of its text, and a flat icon continues as the
                // uncovered face of a curl, not as a sliver of it.
                let shown = abs(a[i].shown.width - b[j].shown.width) + abs(a[i].shown.height - b[j].shown.height)
                if c <= 1 {
                    candidates.append((c + mismatch(a[i].size, b[j].size) + min(1, shown / positionLimit), i, j))
                }
            }
        }
        candidates.sort { ($0.cost, $0.i, $0.j) < ($1.cost, $1.i, $1.j) }
        for c in candidates where !usedA.contains(c.i) && !usedB.contains(c.j) {
            usedA.insert(c.i)
            usedB.insert(c.j)
        }
        return a.indices.filter { !usedA.contains($0) }.map { (a[$0], 0) }
            + b.indices.filter { !usedB.contains($0) }.map { (b[$0], 1) }
    }

    /// How unlike two sizes are: 0 for equal, growing with the larger ratio of the sides.
    static func mismatch(_ s: Size, _ t: Size) -> Double {
        func ratio(_ x: Double, _ y: Double) -> Double { abs(log((max(x, 1e-3)) / max(y, 1e-3))) }
        return min(10, ratio(s.width, t.width) + ratio(s.height, t.height))
    }

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
    static func isCovered(_ leaf: SceneLeaf, in scene: [SceneLeaf]) -> Bool {
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

    static func format(_ p: Point) -> String { String(format: "(%.1f, %.1f)", p.x, p.y) }
}
