import Glibc
import TabBarCore

/// Measures a scene's named nodes (`NodeName`): the one place `tabbar plot` and motion
/// asserts read motion from. It walks the scene tree the renderer draws, so what it
/// reports is what the window shows, whatever code drew it.
public enum SceneProbe {
    /// Every named node of `scene`, by name. A name drawn twice (an item's icon inside
    /// and outside the colourful mask) is one node: its first drawing gives the geometry,
    /// and all of them the colour and images.
    public static func nodes(in scene: Scene) -> [String: NodeState] {
        var walker = Walker()
        for layer in scene.layers {
            walker.visit(layer.node, Walker.Context())
        }
        return walker.finished()
    }

    /// Names in the order the scene draws them first.
    public static func names(in scene: Scene) -> [String] {
        var names: [String] = []
        var seen: Set<String> = []
        func visit(_ node: SceneNode) {
            guard case .group(let group) = node else { return }
            if let name = group.name, seen.insert(name).inserted { names.append(name) }
            group.children.forEach(visit)
        }
        scene.layers.forEach { visit($0.node) }
        return names
    }
}

/// The walk behind `SceneProbe`: one record per name, filled as the tree is visited.
struct Walker {
    /// Where the walk is: the transforms, opacities and clips above the current node.
    struct Context {
        /// Local → window.
        var screen = AffineTransform.identity
        /// Local → the coordinates of the named node being filled (identity at its children).
        var relative = AffineTransform.identity
        /// Opacity of the unnamed groups since the named node above the next named one.
        var opacity = 1.0
        /// Clips between the owner's named parent and here, in the window.
        var clips: [ClipRegion] = []
        /// The clips' part that lies inside the owner.
        var ownerClips = 0
        /// The record being filled; nil outside every named node.
        var owner: Int?
        /// Inside a retained group: a picture (a page, the hero's card) is not one colour.
        var inPicture = false
    }

    struct Record {
        var name: String
        var state = NodeState()
        var colourWeight = 0.0
        var red = 0.0, green = 0.0, blue = 0.0, alpha = 0.0
        var drawn = false
    }

    var records: [Record] = []
    var index: [String: Int] = [:]

    mutating func visit(_ node: SceneNode, _ context: Context) {
        switch node {
        case .group(let group):
            visitGroup(group, context)
        case .fill(let shape, let paint):
            if case .solid(let color) = paint {
                leaf(shape.bounds, colour: color, alpha: color.alpha, image: nil, context)
            } else {
                leaf(shape.bounds, colour: nil, alpha: 1, image: nil, context)
            }
        case .stroke(let shape, let color, let width):
            leaf(
                shape.bounds.insetBy(dx: -width / 2, dy: -width / 2), colour: color, alpha: color.alpha, image: nil,
                context)
        case .image(let image, let frame, let rendering, let opacity):
            if case .template(let tint) = rendering {
                leaf(frame, colour: tint, alpha: opacity * tint.alpha, image: image.path, context)
            } else {
                leaf(frame, colour: nil, alpha: opacity, image: image.path, context)
            }
        case .text(let run):
            leaf(run.frame, colour: run.color, alpha: run.color.alpha, image: nil, context)
        case .backdropBlur:
            break
        }
    }

    mutating func visitGroup(_ group: SceneGroup, _ outer: Context) {
        var context = outer
        context.screen = group.transform.concatenating(outer.screen)
        context.relative = group.transform.concatenating(outer.relative)
        context.opacity *= group.opacity
        if group.retained { context.inPicture = true }
        if let name = group.name {
            let first = index[name] == nil
            let owner = record(name)
            context.owner = owner
            context.clips = Array(outer.clips[outer.ownerClips...])
            if let clip = group.clip { context.clips.append(ClipRegion(clip, transform: context.screen)) }
            context.ownerClips = context.clips.count
            if first {
                records[owner].state = Self.state(of: group, relative: context.relative, opacity: context.opacity)
            }
            context.relative = .identity
            context.opacity = 1
        } else if let clip = group.clip {
            context.clips.append(ClipRegion(clip, transform: context.screen))
        }
        for child in group.children { visit(child, context) }
    }

    mutating func record(_ name: String) -> Int {
        if let found = index[name] { return found }
        index[name] = records.count
        records.append(Record(name: name))
        return records.count - 1
    }

    /// The geometry of a named group: its transform relative to the named node above, its
    /// laid-out frame and own box, and a flip's tilt.
    static func state(of group: SceneGroup, relative: AffineTransform, opacity: Double) -> NodeState {
        var state = NodeState()
        state.transform = relative
        state.frame = layoutBounds(of: group.children, clip: group.clip, named: true) ?? .zero
        state.box = layoutBounds(of: group.children, clip: group.clip, named: false)
        state.opacity = opacity
        state.tilt = FlipTilt.tilt(of: group.children) ?? 0
        return state
    }

    /// Where `nodes` draw, ignoring every transform below them (the face's frame of a flip
    /// cut in strips, an item's laid-out box), cut by `clip` and the clips below; with
    /// `named` false, leaving out named groups. Nil when they draw nothing there.
    static func layoutBounds(of nodes: [SceneNode], clip: Shape? = nil, named: Bool = true) -> Rect? {
        var union: Rect?
        for node in nodes {
            let box: Rect?
            switch node {
            case .fill(let shape, _), .stroke(let shape, _, _): box = shape.bounds
            case .image(_, let frame, _, _): box = frame
            case .text(let run): box = run.frame
            case .backdropBlur: box = nil
            case .group(let group):
                box =
                    named || group.name == nil ? layoutBounds(of: group.children, clip: group.clip, named: named) : nil
            }
            if let box, !box.isEmpty { union = union.map { $0.union(box) } ?? box }
        }
        guard let union, let clip else { return union }
        let cut = union.intersection(clip.bounds)
        return cut.isEmpty ? nil : cut
    }

    /// One drawn thing under the current owner: its box, and its colour and image weighed
    /// by how much of it shows.
    mutating func leaf(_ bounds: Rect, colour: Color?, alpha: Double, image: String?, _ context: Context) {
        guard let owner = context.owner else { return }
        records[owner].drawn = true
        guard !context.inPicture, colour != nil || image != nil else { return }
        let weight =
            context.opacity * alpha * ClipRegion.visibleArea(bounds, screen: context.screen, clips: context.clips)
        guard weight > 0 else { return }
        if let image { records[owner].state.images[image, default: 0] += weight }
        if let colour {
            records[owner].colourWeight += weight
            records[owner].red += colour.red * weight
            records[owner].green += colour.green * weight
            records[owner].blue += colour.blue * weight
            records[owner].alpha += colour.alpha * weight
        }
    }

    /// The records as states, colours mixed.
    func finished() -> [String: NodeState] {
        var states: [String: NodeState] = [:]
        for record in records {
            var state = record.state
            if record.colourWeight > 0 {
                let w = record.colourWeight
                state.colour = Color(
                    red: record.red / w, green: record.green / w, blue: record.blue / w, alpha: record.alpha / w)
            }
            if !record.drawn { state.tilt = nil }
            states[record.name] = state
        }
        return states
    }
}
