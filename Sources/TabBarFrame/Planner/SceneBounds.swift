import TabBarCore

/// Bounds of scene nodes as the planner needs them: cheap, and never too small.
public enum SceneBounds {
    /// A bounding box of `node` that stops at clips: a page's clip bounds it, so its
    /// hundreds of nodes need not be visited every frame. Never smaller than `node.bounds`.
    /// A path clip is cut to its children, which are few: the colourful mask draws an
    /// item's unselected look through everything but the mask, a path reaching 10,000
    /// pixels past the bar, and counting all of it made each item seem to cover the page
    /// (no direct copies of it, and every item drawn for any damage).
    public static func quick(_ node: SceneNode) -> Rect {
        guard case .group(let group) = node else { return node.bounds }
        func children() -> Rect { group.children.reduce(Rect.zero) { $0.union(quick($1)) } }
        let inner: Rect
        switch group.clip {
        case nil: inner = children()
        case .path(let path)?: inner = path.bounds.intersection(children())
        case let clip?: inner = clip.bounds
        }
        return group.transform.apply(to: inner)
    }

    /// The device box of everything `node` may touch under `m`, on whole pixels.
    public static func device(_ node: SceneNode, _ m: DeviceMatrix) -> PixelBox {
        m.pixels(touching: quick(node))
    }

    /// Whether a picture of `node` saves work: it draws text or images, and holds neither a
    /// retained group (already a picture) nor a backdrop blur (which reads what is beneath).
    public static func worthPicture(_ node: SceneNode) -> Bool {
        var costly = false
        func visit(_ node: SceneNode) -> Bool {
            switch node {
            case .text, .image:
                costly = true
                return true
            case .backdropBlur:
                return false
            case .group(let group):
                return !group.retained && group.children.allSatisfy(visit)
            case .fill, .stroke:
                return true
            }
        }
        return visit(node) && costly
    }
}
