/// The nodes of the pages drawn lately, kept so that a page unchanged from one frame to the
/// next is the very same array of nodes.
///
/// `PageRenderer.nodes` is a pure function of its arguments, so this changes no frame: it
/// saves laying out a page's hundreds of nodes again on every frame of a transition, and
/// because the arrays share their storage, comparing two frames' pages (damage) or finding
/// a page's picture (the renderer's layer cache) stops at the first element's address
/// instead of walking both trees.
public final class PageNodeCache {
    struct Key: Hashable {
        var page: PageSpec
        var frame: Rect
        var scroll: Double
        var canGoBack: Bool
        var style: PageStyle
        var hiding: PageHiding
    }

    private var entries: [(key: Key, nodes: [SceneNode])] = []
    /// Pages kept: a transition's two, a frozen interrupted pair, a magic move's snapshot
    /// source and the neighbours drawn ahead, with room to spare.
    public let capacity: Int
    /// Pages laid out since the cache was made (a measure for tests).
    public private(set) var misses = 0

    /// A cache of the last `capacity` pages.
    public init(capacity: Int = 12) {
        self.capacity = max(1, capacity)
    }

    /// `PageRenderer.nodes` of these arguments, from the cache when they were asked lately.
    public func nodes(
        _ page: PageSpec, in frame: Rect, scroll: Double, canGoBack: Bool, style: PageStyle,
        hiding: PageHiding = .none
    ) -> [SceneNode] {
        let key = Key(page: page, frame: frame, scroll: scroll, canGoBack: canGoBack, style: style, hiding: hiding)
        if let index = entries.firstIndex(where: { $0.key == key }) {
            let entry = entries.remove(at: index)
            entries.append(entry)
            return entry.nodes
        }
        misses += 1
        let nodes = PageRenderer.nodes(
            page, in: frame, scroll: scroll, canGoBack: canGoBack, style: style, hiding: hiding)
        if entries.count >= capacity { entries.removeFirst() }
        entries.append((key, nodes))
        return nodes
    }

    /// The number of pages held.
    public var count: Int { entries.count }
}
