import TabBarCore

import typealias TabBarCore.AffineTransform

/// A second, plain reading of a scene's named groups, written apart from the scene probe
/// that `tabbar plot` uses, to check the plot's numbers against the scene itself: each
/// name's first group, its transform and opacity relative to the named group above it.
enum SceneTruth {
    struct Node {
        var transform: AffineTransform
        var opacity: Double
        var group: SceneGroup
        /// How many groups carry the name (an icon inside and outside a colourful mask: 2).
        var count = 1
    }

    static func nodes(_ scene: Scene) -> [String: Node] {
        var found: [String: Node] = [:]
        func visit(_ node: SceneNode, _ transform: AffineTransform, _ opacity: Double) {
            guard case .group(let group) = node else { return }
            let inner = group.transform.concatenating(transform)
            let alpha = opacity * group.opacity
            if let name = group.name {
                if found[name] == nil {
                    found[name] = Node(transform: inner, opacity: alpha, group: group)
                } else {
                    found[name]?.count += 1
                }
                for child in group.children { visit(child, .identity, 1) }
            } else {
                for child in group.children { visit(child, inner, alpha) }
            }
        }
        for layer in scene.layers { visit(layer.node, .identity, 1) }
        return found
    }

    /// The flip's strips (clipped, scaled and moved groups) a node draws, where they land.
    static func strips(_ group: SceneGroup) -> [Rect]? {
        let placed = group.children.compactMap { child -> Rect? in
            guard case .group(let strip) = child, case .rect(let clip)? = strip.clip, strip.transform.b == 0,
                strip.transform.c == 0, case .image(_, let frame, _, _)? = strip.children.first
            else { return nil }
            return strip.transform.apply(to: clip.intersection(frame))
        }
        return placed.count >= 2 && placed.count == group.children.count ? placed : nil
    }

    /// The icon's face and frame drawn by the strips of `group`.
    static func face(_ group: SceneGroup) -> (IconFace, Rect, FlipAxis)? {
        var frames: [Rect] = []
        var face: IconFace?
        var clips: [Rect] = []
        for child in group.children {
            guard case .group(let strip) = child, case .rect(let clip)? = strip.clip,
                case .image(let image, let frame, let rendering, _)? = strip.children.first
            else { return nil }
            face = face ?? IconFace(image: image, rendering: rendering)
            frames.append(frame)
            clips.append(clip)
        }
        guard let face, let frame = frames.first, let first = clips.first else { return nil }
        let vertical = clips.allSatisfy { $0.minY == first.minY && $0.maxY == first.maxY }
        return (face, frame, vertical ? .vertical : .horizontal)
    }

    /// The one colour a group draws when it draws exactly one coloured thing, unclipped.
    static func soleColour(_ group: SceneGroup) -> Color? {
        guard group.clip == nil, group.children.count == 1 else { return nil }
        switch group.children[0] {
        case .text(let run): return run.color
        case .image(_, _, .template(let tint), _): return tint
        case .fill(_, .solid(let color)): return color
        default: return nil
        }
    }

    /// The edges of the fills a group draws directly, cut by its clip; nil when it draws
    /// anything else.
    static func fillEdges(_ group: SceneGroup) -> Rect? {
        var union: Rect?
        for child in group.children {
            guard case .fill(let shape, _) = child else { return nil }
            union = union.map { $0.union(shape.bounds) } ?? shape.bounds
        }
        guard let union else { return nil }
        return group.clip.map { union.intersection($0.bounds) } ?? union
    }
}
