extension SceneNode {
    /// Appends to `rects` where this node's pixels may differ from `previous`'s: nothing when
    /// the two are equal, and the two nodes' bounds when they differ, except for two groups
    /// that place their children alike (the same transform, opacity, clip and number of
    /// children), where only the children that changed count, as the group places them. A
    /// magic move's card flies over a page that stays put in the same layer: the layer's
    /// bounds were the whole window on every frame, the card's are a part of it. (A layer
    /// with text of its own is then repainted whole where this cuts it: `Scene.coveringText`.)
    func appendChangedBounds(since previous: SceneNode, to rects: inout [Rect]) {
        guard self != previous else { return }
        guard case .group(let now) = self, case .group(let before) = previous, now.transform == before.transform,
            now.opacity == before.opacity, now.clip == before.clip, now.retained == before.retained,
            now.children.count == before.children.count
        else {
            // Two appends, not a loop over an array: this runs for changed nodes every frame.
            let old = previous.bounds, new = bounds
            if !old.isEmpty { rects.append(old) }
            if !new.isEmpty { rects.append(new) }
            return
        }
        let start = rects.endIndex
        for (child, old) in zip(now.children, before.children) {
            child.appendChangedBounds(since: old, to: &rects)
        }
        // Children paint nothing outside the clip, and a group's opacity blends each pixel
        // with what its children left there, so a child's change stays within its bounds.
        let box = now.clip?.bounds
        for index in rects.indices[start...] {
            let r = rects[index]
            rects[index] = now.transform.apply(to: box.map { r.intersection($0) } ?? r)
        }
    }
}

extension SceneNode {
    /// Whether drawing the node draws text itself, not from a retained group's picture.
    var drawsTextDirectly: Bool {
        switch self {
        case .text: true
        case .group(let group): !group.retained && group.children.contains { $0.drawsTextDirectly }
        case .fill, .stroke, .image, .backdropBlur: false
        }
    }
}
