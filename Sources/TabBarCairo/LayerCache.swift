import TabBarCore
import TabBarFrame

/// Pictures of retained scene groups (pages), rasterized once at device scale and reused
/// while their content stays equal, so a transition moves pictures instead of redrawing pages.
///
/// A picture is keyed by the group's content (children and clip) and the device scale: a
/// badge, a scroll offset or a reload that changes a page's nodes is a new key, so nothing
/// stale can be shown; the old picture ages out. The cache holds at most `budget` bytes
/// and evicts the least recently used pictures first.
public final class LayerCache {
    /// What a picture shows: a group's content at a device scale.
    struct Key: Hashable {
        var children: [SceneNode]
        var clip: Shape?
        var scale: Double
    }

    private var pictures: [Key: Picture] = [:]
    /// The pictures found lately, by the storage of their groups' children: a page laid out
    /// once (`PageNodeCache`) is the same array from frame to frame, so finding its picture
    /// costs a pointer comparison, not hashing and comparing its whole tree. Each entry keeps
    /// its array, so no other array can take that storage while the entry exists.
    private var recent: [(children: [SceneNode], clip: Shape?, scale: Double, picture: Picture)] = []
    private static let recentCount = 8
    private var clock = 0
    /// The image cache's generation the pictures were drawn with; images reloaded from
    /// disk under the same paths make every picture stale.
    var imageGeneration = 0

    /// Where opaque pictures are kept when the window offers memory it can show them from.
    public var memory: PictureMemory?
    /// The most bytes the pictures may hold.
    public private(set) var budget: Int
    /// The bytes the pictures hold now.
    public private(set) var bytes = 0
    /// The bytes of those that are layer pictures (`isLayer`).
    public private(set) var layerBytes = 0
    /// The most bytes layer pictures may hold, a share of `budget`: a bar's items in each
    /// state they rest in, some dozen small pictures, each cheap to draw again. Without a
    /// share of their own, every state an item ever rested in stayed until pages pushed it
    /// out (44 pictures, 0.8 MB, after a hundred tab switches of the default demo).
    public var layerBudget: Int { budget / 32 }
    /// Pictures rasterized since the cache was made (a measure for tests and the bench).
    public private(set) var rasterized = 0
    /// Pictures of unchanged layers (not pages) rasterized since the cache was made.
    public private(set) var rasterizedLayers = 0
    /// Pictures reused since the cache was made.
    public private(set) var hits = 0

    /// A cache of at most `budget` bytes; `budget(for:scale:)` sizes it from the window.
    public init(budget: Int = 16 << 20) {
        self.budget = budget
    }

    /// Room for `pages` window-sized pictures of `size` at `scale`, so a budget grows with
    /// the window's area. Eight holds what the HYB demo's transitions use, there and back
    /// and at rest, at 390×844 and at 1920×1080 (`LayerCacheTests`): the tabs' pages, and
    /// what a tap may open, drawn ahead by every window (`TabBarController.pagesOpened`),
    /// such as a magic move's detail with and without its hero and the card cut out of the
    /// list (a third of a page at 1080p). With seven the frame at rest after a 1080p magic
    /// move's pop drew its page from scratch (30 ms); with six, at 390×844 too.
    public static func budget(for size: Size, scale: Double, pages: Int = 8) -> Int {
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        return max(1 << 20, pages * width * height * 4)
    }

    /// Changes the budget, evicting at once what no longer fits.
    public func setBudget(_ budget: Int) {
        self.budget = budget
        evictLayers(toFit: 0)
        evict(toFit: 0)
    }

    /// The number of pictures held.
    public var count: Int { pictures.count }

    /// Forgets every picture.
    public func removeAll() {
        pictures.removeAll()
        recent.removeAll()
        bytes = 0
        layerBytes = 0
    }

    /// The picture of `group` at `scale`, rasterized now when missing; nil when it cannot
    /// fit the budget (the caller then draws the group directly). A prefetched picture is
    /// marked as used least recently, so it never pushes out one on screen. `layer` counts
    /// it in `rasterizedLayers` rather than `rasterized` (a whole layer, not a page).
    func picture(
        for group: SceneGroup, scale: Double, prefetch: Bool = false, layer: Bool = false,
        draw: (CairoContext) -> Void
    ) -> Picture? {
        clock += 1
        let key = Key(children: group.children, clip: group.clip, scale: scale)
        if let picture = lookUp(group, key, prefetch: prefetch) { return picture }
        let opaque = Self.opaqueArea(of: group, scale: scale)
        let device = Self.deviceArea(of: group, scale: scale, opaque: opaque)
        // Cairo returns an error context rather than NULL, but the import is optional: no
        // context means no picture, and the caller draws the group directly.
        guard let (surface, storage) = makeRoom(for: device, opaque: opaque != nil, prefetch: prefetch, layer: layer),
            let context = CairoContext(surface.image)
        else { return nil }
        context.translate(-device.minX, -device.minY)
        context.scale(scale, scale)
        draw(context)
        surface.image.flush()
        let picture = Picture(
            surface: surface, originX: Int(device.minX), originY: Int(device.minY),
            lastUse: prefetch ? 0 : clock, storage: storage, isLayer: layer)
        if prefetch { picture.wantedAhead = clock }
        if layer { rasterizedLayers += 1 } else { rasterized += 1 }
        keep(picture, as: key, group: group, prefetch: prefetch)
        return picture
    }

    /// The picture held as `key` (the picture of `group`), now found; nil when there is none.
    private func lookUp(_ group: SceneGroup, _ key: Key, prefetch: Bool) -> Picture? {
        if let picture = recentPicture(for: group, scale: key.scale) {
            found(picture, prefetch: prefetch)
            hits += 1
            return picture
        }
        guard let picture = pictures[key] else { return nil }
        found(picture, prefetch: prefetch)
        hits += 1
        remember(group, scale: key.scale, picture)
        return picture
    }

    /// A surface for a new picture covering `device` (device pixels), after evicting what
    /// it needs room for; nil when it cannot fit the budget.
    private func makeRoom(
        for device: Rect, opaque: Bool, prefetch: Bool, layer: Bool
    ) -> (RasterSurface, PictureStorage?)? {
        guard !device.isEmpty, device.width * device.height * 4 <= Double(budget) else { return nil }
        let (width, height) = (Int(device.width), Int(device.height))
        guard !layer || width * height * 4 <= layerBudget else { return nil }
        // A picture drawn ahead may push out pictures used before, never another one drawn
        // ahead: those would push each other out for ever, and an idle window never rest.
        let ahead = prefetch ? pictures.values.reduce(0) { $0 + (isSpared($1) ? $1.bytes : 0) } : 0
        guard ahead + width * height * 4 <= budget else { return nil }
        // An opaque picture that will be kept goes into the window's memory when it has some,
        // so that the window can show it without copying it (`PixelCopy`).
        if layer { evictLayers(toFit: width * height * 4) }
        evict(toFit: width * height * 4, sparingAhead: prefetch)
        let storage =
            opaque && bytes + width * height * 4 <= budget ? memory?.pictureMemory(width: width, height: height) : nil
        let made: RasterSurface?
        if let storage {
            made = try? RasterSurface(
                pixels: storage.pixels, width: width, height: height, bytesPerRow: storage.bytesPerRow,
                owner: storage)
        } else {
            made = try? RasterSurface(width: width, height: height, opaque: opaque)
        }
        return made.map { ($0, storage) }
    }

    /// Keeps `picture` (of `group`) as `key` when it fits once older pictures are evicted.
    private func keep(_ picture: Picture, as key: Key, group: SceneGroup, prefetch: Bool) {
        if picture.isLayer { evictLayers(toFit: picture.bytes) }
        evict(toFit: picture.bytes, sparingAhead: prefetch)
        guard bytes + picture.bytes <= budget, !picture.isLayer || layerBytes + picture.bytes <= layerBudget else {
            return
        }
        pictures[key] = picture
        bytes += picture.bytes
        if picture.isLayer { layerBytes += picture.bytes }
        remember(group, scale: key.scale, picture)
    }

    /// The picture of `group` at `scale` among the recent ones, found by its children's storage.
    private func recentPicture(for group: SceneGroup, scale: Double) -> Picture? {
        guard let address = Self.storage(of: group.children) else { return nil }
        return recent.last {
            $0.scale == scale && $0.children.count == group.children.count
                && Self.storage(of: $0.children) == address && $0.clip == group.clip
        }?.picture
    }

    private func remember(_ group: SceneGroup, scale: Double, _ picture: Picture) {
        guard Self.storage(of: group.children) != nil else { return }
        recent.removeAll { $0.picture === picture }
        if recent.count >= Self.recentCount { recent.removeFirst() }
        recent.append((group.children, group.clip, scale, picture))
    }

    /// Where an array's elements live; nil for an empty array (which has no storage of its own).
    static func storage(of nodes: [SceneNode]) -> UnsafeRawPointer? {
        SceneNodeStorage.address(of: nodes)
    }

    /// The device rectangle a group covers with opaque paint, when it is its whole picture:
    /// clipped to a rectangle on whole device pixels that its first child fills with an
    /// opaque colour (a page and its background). Such a picture needs no alpha, and copying
    /// it is much cheaper than blending it.
    static func opaqueArea(of group: SceneGroup, scale: Double) -> Rect? {
        guard case .rect(let clip)? = group.clip,
            case .fill(.rect(let fill), .solid(let color))? = group.children.first,
            color.alpha >= 1, fill.union(clip) == fill
        else { return nil }
        let device = clip.scaled(by: scale)
        guard device == device.integral, !device.isEmpty else { return nil }
        return device
    }

    /// Whether a picture of `group` at `scale` can be made at all: it fits the budget (a
    /// group that cannot is drawn directly, text and all).
    func fits(_ group: SceneGroup, scale: Double) -> Bool {
        let device = Self.deviceArea(of: group, scale: scale, opaque: Self.opaqueArea(of: group, scale: scale))
        return !device.isEmpty && device.width * device.height * 4 <= Double(budget)
    }

    /// The device pixels a picture of `group` covers: its opaque area, or what its children
    /// may touch inside its clip with a pixel of slack on every side for antialiasing, as
    /// the damage tracker allows.
    private static func deviceArea(of group: SceneGroup, scale: Double, opaque: Rect?) -> Rect {
        if let opaque { return opaque }
        var area = group.children.reduce(Rect.zero) { $0.union($1.bounds) }
        if let clip = group.clip { area = area.intersection(clip.bounds) }
        return area.insetBy(dx: -1, dy: -1).scaled(by: scale).integral
    }

    /// A picture held was asked for: by a frame, which uses it now, or by drawing ahead,
    /// which wants it at this rest (`isSpared`).
    private func found(_ picture: Picture, prefetch: Bool) {
        if prefetch { picture.wantedAhead = clock } else { picture.lastUse = clock }
    }

    /// Whether a picture of `group` at `scale` is held.
    func contains(_ group: SceneGroup, scale: Double) -> Bool {
        held(group, scale: scale) != nil
    }

    private func held(_ group: SceneGroup, scale: Double) -> Picture? {
        recentPicture(for: group, scale: scale)
            ?? pictures[Key(children: group.children, clip: group.clip, scale: scale)]
    }

    /// Whether `group`'s picture is held; if so, drawing ahead wants it at this rest, and
    /// spares it until the next frame (`isSpared`).
    func keepAhead(_ group: SceneGroup, scale: Double) -> Bool {
        guard let picture = held(group, scale: scale) else { return false }
        clock += 1
        picture.wantedAhead = clock
        return true
    }

    /// Marks the start of a frame: pictures used from here on are on screen, and drawing ahead
    /// spares them (`isSpared`).
    func beginFrame() {
        frameStart = clock
    }

    /// The clock when the last frame began (`beginFrame`).
    private var frameStart = 0

    /// Whether drawing ahead must leave `picture` alone: drawing ahead drew it or asked for it
    /// since the last frame began, or that frame showed it. With more pages to draw ahead than
    /// the budget holds (a 4K window with five tabs and the pages a tap opens), they could
    /// push out the page on screen, or each other for ever. What an earlier rest drew ahead
    /// and this one no longer asks for (the sheet another tab's button presents) may go:
    /// spared too, it crowded out what the tab now on screen opens.
    private func isSpared(_ picture: Picture) -> Bool {
        picture.wantedAhead > frameStart || picture.lastUse > frameStart
    }

    /// Drops least recently used pictures until `incoming` more bytes fit; `sparingAhead`
    /// keeps those drawn ahead and not used since, and those on screen.
    private func evict(toFit incoming: Int, sparingAhead: Bool = false) {
        let evicted = pictures.evictLeastRecentlyUsed(
            bytes: &bytes, budget: budget, toFit: incoming, sparing: { sparingAhead && self.isSpared($0) })
        layerBytes -= evicted.reduce(0) { $0 + ($1.isLayer ? $1.bytes : 0) }
        forgetRecent(evicted)
    }

    /// Drops least recently used layer pictures until `incoming` more bytes of them fit
    /// `layerBudget`; page pictures stay.
    private func evictLayers(toFit incoming: Int) {
        let evicted = pictures.evictLeastRecentlyUsed(
            bytes: &layerBytes, budget: layerBudget, toFit: incoming, sparing: { !$0.isLayer })
        bytes -= evicted.reduce(0) { $0 + $1.bytes }
        forgetRecent(evicted)
    }

    /// Drops evicted pictures from the recent list.
    private func forgetRecent(_ evicted: [Picture]) {
        for picture in evicted {
            recent.removeAll { $0.picture === picture }
        }
    }
}
