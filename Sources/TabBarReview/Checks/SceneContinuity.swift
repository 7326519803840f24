import Glibc
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
public enum SceneContinuity {
    /// The farthest a position may move between samples, as a fraction of the window width.
    public static let positionFraction = 0.03
    /// The most a rotation may change between samples, radians.
    public static let rotationLimit = 0.25
    /// The most a scale may change between samples.
    public static let scaleLimit = 0.1
    /// The most an opacity may change between samples; also how visible a thing may be
    /// where it appears or vanishes.
    public static let opacityLimit = 0.1

    /// The rule's breaches from `before` to `after`; empty when continuous. `swapLayers`
    /// are the layers allowed to swap content in this interval; `allowance` multiplies the
    /// position and scale limits (a spring may move a path as fast as it moves).
    ///
    /// `earlier`, the sample before `before`, lets a thing collapse: one that shrank about
    /// its centre by at least its size in the last interval would be nothing by the next
    /// sample at that pace, so it may vanish there (a bubble's disc, shrinking at a
    /// spring's speed into the button, ends as the spring arrives).
    public static func violations(
        from before: [SceneLeaf], to after: [SceneLeaf], windowWidth: Double,
        swapLayers: Set<String> = [], allowance: Double = 1, earlier: [SceneLeaf] = []
    ) -> [ContinuityBreach] {
        let positionLimit = positionFraction * windowWidth * allowance
        // A spring moves scales as much faster than the tween as it moves positions.
        let scaleLimit = Self.scaleLimit * allowance
        var problems: [ContinuityBreach] = []
        let old = Dictionary(grouping: before, by: \.layer)
        let new = Dictionary(grouping: after, by: \.layer)
        for layer in Set(old.keys).union(new.keys).sorted() {
            let a = old[layer] ?? [], b = new[layer] ?? []
            // Same tree shape: pair in tree order, which names the breach exactly.
            var breaches: [ContinuityBreach]?
            if a.count == b.count, zip(a, b).allSatisfy({ $0.key == $1.key && $0.path == $1.path }) {
                breaches = zip(a, b).compactMap { x, y in
                    // Something hidden under opaque content on both sides may go anywhere.
                    guard let problem = breach(x, y, positionLimit: positionLimit, scaleLimit: scaleLimit),
                        !(isCovered(x, in: before) && isCovered(y, in: after))
                    else { return nil }
                    return problem
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
                    && !(side == 0 && collapses(leaf, from: earlier, positionLimit: positionLimit))
            }.map { leaf, side in
                ContinuityBreach(
                    layer: layer, key: leaf.key, measure: side == 0 ? .vanished : .appeared, amount: leaf.opacity,
                    bound: opacityLimit, from: leaf.center, to: leaf.center)
            }
            if !vanished.isEmpty { problems += breaches ?? vanished }
        }
        return problems
    }

    /// Whether `leaf` shrank about its centre by at least its own size since `earlier`, so
    /// that at that pace it is gone one sample on.
    static func collapses(_ leaf: SceneLeaf, from earlier: [SceneLeaf], positionLimit: Double) -> Bool {
        earlier.contains { old in
            old.layer == leaf.layer && old.key == leaf.key
                && hypot(old.center.x - leaf.center.x, old.center.y - leaf.center.y) <= positionLimit
                && old.size.width - leaf.size.width >= leaf.size.width
                && old.size.height - leaf.size.height >= leaf.size.height
        }
    }

    /// How far a pair is from breaking the rule: ≤ 1 is within limits.
    public static func cost(
        _ x: SceneLeaf, _ y: SceneLeaf, positionLimit: Double, scaleLimit: Double = scaleLimit
    ) -> Double {
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

    /// The breach between two paired leaves, the measure that breaks the rule most; nil
    /// within the limits.
    static func breach(
        _ x: SceneLeaf, _ y: SceneLeaf, positionLimit: Double, scaleLimit: Double = scaleLimit
    ) -> ContinuityBreach? {
        guard cost(x, y, positionLimit: positionLimit, scaleLimit: scaleLimit) > 1 else { return nil }
        let measures: [(ContinuityBreach.Measure, Double, Double)] = [
            (.moved, hypot(x.center.x - y.center.x, x.center.y - y.center.y), positionLimit),
            (.turned, turn(x, y), rotationLimit),
            (.scaled, max(abs(x.scaleX - y.scaleX), abs(x.scaleY - y.scaleY)), scaleLimit),
            (.faded, abs(x.opacity - y.opacity), opacityLimit),
        ]
        guard let worst = measures.max(by: { $0.1 / $0.2 < $1.1 / $1.2 }) else { return nil }
        return ContinuityBreach(
            layer: x.layer, key: x.key, measure: worst.0, amount: worst.1, bound: worst.2, from: x.center,
            to: y.center)
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
}
