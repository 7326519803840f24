import TabBarCore

/// Splits a motion's frames into the layers a Lottie file plays (`ExportLayer`): the scene's
/// own layers, and inside them every group whose children move apart, down to what moves as
/// one. What stays the same but for its group's transform, opacity and clip becomes one
/// picture moved, faded and masked frame by frame; solid simple shapes stay shapes; anything
/// else (a flip's strips, cross-fading faces) is drawn anew for every frame.
public enum MotionLayers {
    /// One thing followed through every frame: its node (nil where it is not drawn), and the
    /// transform, opacity and clips its ancestors give it (each clip with the map from its
    /// coordinates to the composition's).
    struct Track {
        var name: String
        var nodes: [SceneNode?]
        var transforms: [AffineTransform]
        var opacities: [Double]
        var clips: [[(shape: Shape, toComposition: AffineTransform)]]
    }

    /// The layers of `frames`, in paint order (the first is drawn first), with `place`
    /// mapping the scene's coordinates to the composition's.
    public static func layers(of frames: [Scene], place: AffineTransform) -> [ExportLayer] {
        var ids: [String] = []
        for scene in frames {
            for layer in scene.layers where !ids.contains(layer.id) { ids.append(layer.id) }
        }
        return ids.flatMap { id in
            split(
                Track(
                    name: id, nodes: frames.map { scene in scene.layers.first { $0.id == id }?.node },
                    transforms: Array(repeating: place, count: frames.count),
                    opacities: Array(repeating: 1, count: frames.count),
                    clips: Array(repeating: [], count: frames.count)))
        }
    }

    static func split(_ track: Track) -> [ExportLayer] {
        let present = track.nodes.compactMap { $0 }
        guard let first = present.first else { return [] }
        let shown = zip(track.nodes, track.opacities).map { $0 == nil ? 0 : $1 }
        if present.allSatisfy({ $0 == first }) {
            let content: ExportLayer.Content =
                ExportLayer.SolidShape(first).map { shape in .shape(track.nodes.map { $0 == nil ? nil : shape }) }
                ?? .picture(first, bounds: first.bounds)
            return masked(
                ExportLayer(name: track.name, content: content, transforms: track.transforms, opacities: shown), track)
        }
        let shapes = track.nodes.map { $0.flatMap(ExportLayer.SolidShape.init) }
        if zip(shapes, track.nodes).allSatisfy({ ($0 == nil) == ($1 == nil) }),
            Set(shapes.compactMap { $0?.kind }).count == 1
        {
            return masked(
                ExportLayer(name: track.name, content: .shape(shapes), transforms: track.transforms, opacities: shown),
                track)
        }
        let groups = present.compactMap { node -> SceneGroup? in
            if case .group(let group) = node { return group }
            return nil
        }
        if groups.count == present.count, let (layer, inner) = rigid(track, groups: groups) {
            return backed(layer).flatMap { masked($0, inner) }
        }
        if groups.count == present.count, let children = splitChildren(track, groups: groups) { return children }
        return [frames(track)]
    }

    /// Groups whose children stay the same: one picture of them, moved by the groups'
    /// transforms, faded by their opacities and masked by their clips (with the ancestors').
    static func rigid(_ track: Track, groups: [SceneGroup]) -> (ExportLayer, Track)? {
        let first = groups[0]
        guard groups.allSatisfy({ $0.children == first.children }) else { return nil }
        let content = SceneNode.group(first.children)
        var layer = ExportLayer(
            name: track.name, content: .picture(content, bounds: content.bounds), transforms: track.transforms,
            opacities: track.opacities)
        var inner = track
        for frame in track.nodes.indices {
            guard case .group(let group)? = track.nodes[frame] else {
                layer.opacities[frame] = 0
                continue
            }
            layer.transforms[frame] = group.transform.concatenating(track.transforms[frame])
            layer.opacities[frame] *= group.opacity
            if let clip = group.clip { inner.clips[frame].append((clip, layer.transforms[frame])) }
        }
        inner.transforms = layer.transforms
        return (layer, inner)
    }

    /// A scaled picture whose first child is a solid simple shape (a page's background) over
    /// opaque frames: the shape as a shape layer under the picture of the rest. Players that
    /// take the nearest pixel of a scaled picture (rlottie) then draw the page's area and edges
    /// as the window does, a shape at any scale. A picture that is only moved stays whole, to
    /// land on whole pixels as one; a translucent group too, since its parts would be faded
    /// one over the other.
    static func backed(_ layer: ExportLayer) -> [ExportLayer] {
        guard case .picture(let node, _) = layer.content, let (backing, rest) = backing(of: node),
            layer.opacities.allSatisfy({ $0 == 0 || $0 == 1 }),
            layer.transforms.contains(where: { abs($0.a - 1) > 1e-9 || abs($0.d - 1) > 1e-9 || $0.b != 0 || $0.c != 0 })
        else { return [layer] }
        var shape = layer, picture = layer
        shape.name += " background"
        shape.content = .shape(layer.opacities.map { $0 > 0 ? backing : nil })
        picture.content = .picture(rest, bounds: rest.bounds)
        return [shape, picture]
    }

    /// A node's solid backing and the rest of it: its first child when that is a solid simple
    /// shape, cut to the group's rectangular clip, looking into a lone child group that
    /// neither moves nor fades (a page's retained group).
    static func backing(of node: SceneNode) -> (ExportLayer.SolidShape, SceneNode)? {
        guard case .group(let group) = node, group.transform.isIdentity, group.opacity >= 1 else { return nil }
        var box: Rect?
        if let clip = group.clip {
            // The backing is drawn without the clip: only a rectangle inside a rectangular clip.
            guard case .rect(let rect) = clip else { return nil }
            box = rect
        }
        if group.children.count == 1, let (shape, rest) = backing(of: group.children[0]) {
            guard let box else { return (shape, .group([rest])) }
            guard shape.kind == .rect, shape.radius == 0 else { return nil }
            var cut = shape
            cut.rect = shape.rect.intersection(box)
            return (cut, .group([rest], clip: group.clip))
        }
        guard group.children.count > 1, var shape = ExportLayer.SolidShape(group.children[0]) else { return nil }
        if let box {
            guard shape.kind == .rect, shape.radius == 0 else { return nil }
            shape.rect = shape.rect.intersection(box)
        }
        var rest = group
        rest.children.removeFirst()
        return (shape, .group(rest))
    }

    /// `layer` with `track`'s clips as masks, in the content's coordinates; drawn frame by
    /// frame when they cannot be masks (a path, or not as many in every frame).
    static func masked(_ layer: ExportLayer, _ track: Track) -> [ExportLayer] {
        let shown = layer.opacities.indices.filter { layer.opacities[$0] > 0 }
        guard shown.contains(where: { !track.clips[$0].isEmpty }) else { return [layer] }
        let counts = Set(shown.map { track.clips[$0].count })
        let inverses = layer.transforms.map(\.inverted)
        guard counts.count == 1, shown.allSatisfy({ inverses[$0] != nil }),
            shown.allSatisfy({ track.clips[$0].allSatisfy { ClipShape.mask(for: $0.shape) != nil } })
        else { return [frames(track)] }
        var result = layer
        result.clips = layer.transforms.indices.map { frame in
            guard let inverse = inverses[frame] else { return [] }
            return track.clips[frame].compactMap { clip in
                ClipShape.mask(for: clip.shape).map {
                    ExportLayer.Clip(
                        shape: $0.shape, toContent: clip.toComposition.concatenating(inverse), isInverted: $0.inverted)
                }
            }
        }
        return [result]
    }

    /// Groups whose children line up from frame to frame (a child may come and go, as a
    /// push's dim does, if the others keep their order and kinds), none translucent over
    /// more than one child (the children composite alike only without a group of their own):
    /// each child followed on its own, under the groups' clips.
    static func splitChildren(_ track: Track, groups: [SceneGroup]) -> [ExportLayer]? {
        guard let reference = groups.max(by: { $0.children.count < $1.children.count }),
            groups.allSatisfy({ $0.opacity >= 1 || $0.children.count <= 1 })
        else { return nil }
        let signatures = reference.children.map(signature)
        var alignments: [[Int?]] = []
        for node in track.nodes {
            guard case .group(let group)? = node else {
                alignments.append(Array(repeating: nil, count: signatures.count))
                continue
            }
            guard let aligned = align(group.children.map(signature), to: signatures) else { return nil }
            alignments.append(aligned)
        }
        return signatures.indices.flatMap { index in
            // Named after the scene's own name for the part (`NodeName`), where it has one.
            let named = reference.children[index].groupName
            var child = Track(
                name: named ?? "\(track.name)/\(index)", nodes: [], transforms: [], opacities: [], clips: [])
            for frame in track.nodes.indices {
                if case .group(let group)? = track.nodes[frame], let at = alignments[frame][index] {
                    let transform = group.transform.concatenating(track.transforms[frame])
                    child.nodes.append(group.children[at])
                    child.transforms.append(transform)
                    child.opacities.append(track.opacities[frame] * group.opacity)
                    child.clips.append(track.clips[frame] + (group.clip.map { [($0, transform)] } ?? []))
                } else {
                    child.nodes.append(nil)
                    child.transforms.append(track.transforms[frame])
                    child.opacities.append(0)
                    child.clips.append(track.clips[frame])
                }
            }
            return split(child)
        }
    }

    /// Where each of `reference`'s children is among `children` (nil: absent), when these are
    /// them in order with some left out; nil when they are not.
    static func align(_ children: [String], to reference: [String]) -> [Int?]? {
        var aligned: [Int?] = Array(repeating: nil, count: reference.count)
        var next = 0
        for (index, kind) in children.enumerated() {
            while next < reference.count && reference[next] != kind { next += 1 }
            guard next < reference.count else { return nil }
            aligned[next] = index
            next += 1
        }
        return aligned
    }

    /// What kind of thing a node is, for lining children up across frames.
    static func signature(_ node: SceneNode) -> String {
        switch node {
        case .fill(let shape, _): "fill \(shapeKind(shape))"
        case .stroke(let shape, _, _): "stroke \(shapeKind(shape))"
        case .image(let ref, _, _, _): "image \(ref.path)"
        case .text: "text"
        case .group(let group): "group \(group.retained) \(group.clip.map(shapeKind) ?? "-") \(group.children.count)"
        case .backdropBlur: "blur"
        }
    }

    static func shapeKind(_ shape: Shape) -> String {
        switch shape {
        case .rect: "rect"
        case .roundedRect: "rounded"
        case .ellipse: "ellipse"
        case .path: "path"
        }
    }

    /// Drawn anew every frame, in the box every frame's drawing fits.
    static func frames(_ track: Track) -> ExportLayer {
        var box = Rect.zero
        var nodes: [SceneNode?] = []
        for (frame, node) in track.nodes.enumerated() {
            guard let node, track.opacities[frame] > 0 else {
                nodes.append(nil)
                continue
            }
            var placed = SceneNode.group([node], transform: track.transforms[frame], opacity: track.opacities[frame])
            // The clips around it, innermost first, each in its own coordinates.
            for clip in track.clips[frame].reversed() {
                guard let inverse = clip.toComposition.inverted else { continue }
                placed = .group(
                    [.group([placed], transform: inverse)], transform: clip.toComposition, clip: clip.shape)
            }
            box = box.isEmpty ? placed.bounds : box.union(placed.bounds)
            nodes.append(placed)
        }
        let opacities = nodes.map { $0 == nil ? 0.0 : 1.0 }
        return ExportLayer(
            name: track.name, content: .frames(nodes, box: box),
            transforms: Array(repeating: .identity, count: nodes.count), opacities: opacities)
    }
}

extension SceneNode {
    /// The group's name (`SceneGroup.name`), if this is a named group.
    var groupName: String? {
        if case .group(let group) = self { return group.name }
        return nil
    }
}
