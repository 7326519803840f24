import CCairo
import TabBarCore

/// Occlusion: paint nothing that a later opaque paint covers whole.
///
/// During a slide the page's two pictures tile the page area, yet the frame's background and
/// the transition's seam fill lie under them: two full-window writes that no pixel shows.
/// Skipping a node whose pixels a later opaque node overwrites at full coverage leaves every
/// pixel exactly as drawing it would, so this is exact, not an approximation.
extension SceneRenderer {
    /// Adds to `cover` the device pixels `node` paints fully opaque when drawn under `m`
    /// (device ← node) inside the device box `clip`. It errs on the small side: only
    /// axis-aligned solid rectangles count, through groups of full opacity with rectangular
    /// clips, and retained pictures where they land exactly.
    func addOpaqueCover(
        of node: SceneNode, matrix m: cairo_matrix_t, clip: cairo_rectangle_int_t, to cover: PixelRegion
    ) {
        guard skipsHidden, m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0, clip.width > 0, clip.height > 0 else { return }
        switch node {
        case .fill(.rect(let r), .solid(let color)) where color.alpha >= 1:
            cover.add(Self.intersect(Self.inner(r, m), clip))
        case .fill(.ellipse(let r), .solid(let color)) where color.alpha >= 1:
            cover.add(Self.discBands(r, m, clip: clip, inner: true))
        case .group(let group):
            guard group.opacity >= 1, !group.children.isEmpty else { return }
            var inner = Self.placing(group.transform, under: m)
            var inset: Int32 = 0
            var placement: cairo_matrix_t?
            if group.retained, layers != nil {
                guard let placed = retainedPlacement(group, parent: m) else { return }
                placement = placed.matrix
                if placed.unscaled && !placed.whole && !exactFrame && composites(group.pictureContent) {
                    // In motion a moved picture lands on the nearest whole pixel (`drawRetained`).
                    inner.x0 = inner.x0.rounded()
                    inner.y0 = inner.y0.rounded()
                } else if !placed.whole {
                    // Drawn directly at rest; a resampled picture blends its outermost pixels
                    // with nothing.
                    if !placed.unscaled && min(inner.xx, inner.yy) < 0.5 { return }
                    inset = placed.unscaled ? 0 : 2
                }
            }
            var box = clip
            if let shape = group.clip {
                guard case .rect(let r) = shape, inner.xy == 0, inner.yx == 0 else {
                    // A picture cut out with rounded corners (the magic move's card) is opaque
                    // inside them, where its first child fills it.
                    if let placement,
                        let core = opaqueCore(of: group.pictureContent, matrix: placement, opacity: group.opacity)
                    {
                        cover.add(Self.intersect(core, clip))
                    }
                    return
                }
                box = Self.intersect(box, Self.inner(r, inner))
            }
            let mine = PixelRegion()
            for child in group.children { addOpaqueCover(of: child, matrix: inner, clip: box, to: mine) }
            if inset > 0 {
                for r in mine.rectangles {
                    cover.add(
                        cairo_rectangle_int_t(
                            x: r.x + inset, y: r.y + inset, width: r.width - 2 * inset, height: r.height - 2 * inset))
                }
            } else {
                cover.add(mine)
            }
        default:
            break
        }
    }

    /// Where a retained group's picture lands under `parent`: whether it is only moved
    /// (`unscaled`) and whether onto whole pixels (`whole`). Nil when it draws nothing.
    func retainedPlacement(
        _ group: SceneGroup, parent: cairo_matrix_t
    ) -> (matrix: cairo_matrix_t, unscaled: Bool, whole: Bool)? {
        let t = group.transform
        guard t.isDrawable else { return nil }
        // Picture pixels → the group's space (1/scale) → its parent (the transform) → device.
        var shrink = cairo_matrix_t(), place = Self.matrix(t)
        var parent = parent, inner = cairo_matrix_t(), m = cairo_matrix_t()
        cairo_matrix_init_scale(&shrink, 1 / deviceScale, 1 / deviceScale)
        cairo_matrix_multiply(&inner, &shrink, &place)
        cairo_matrix_multiply(&m, &inner, &parent)
        let unscaled = abs(m.xx - 1) < 1e-9 && abs(m.yy - 1) < 1e-9 && abs(m.xy) < 1e-9 && abs(m.yx) < 1e-9
        let whole = unscaled && abs(m.x0 - m.x0.rounded()) < 1e-6 && abs(m.y0 - m.y0.rounded()) < 1e-6
        return (m, unscaled, whole)
    }

    /// For `children`, drawn in order on `cr` (its matrix and clip already the group's): which
    /// later siblings cover whole (`covered`: need not be drawn), and for the others that may
    /// be clipped (`mayClipToShown`) the device pixels later siblings paint opaque over part
    /// of them (`hidden`, nil where none).
    func laterCover(of children: [SceneNode], on cr: OpaquePointer) -> (covered: Set<Int>, hidden: [PixelRegion?]) {
        var hidden = [PixelRegion?](repeating: nil, count: children.count)
        guard children.count > 1, children.dropFirst().contains(where: Self.mayCover) else { return ([], hidden) }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0 else { return ([], hidden) }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let clip = Self.outer(Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1), m)
        let later = PixelRegion()
        var covered: Set<Int> = []
        // Only pixels the clip covers whole: on a rounded or fractional clip edge, a later
        // sibling is blended with what lies beneath, which must then be drawn (a corner of
        // the magic move's card as it is cut out of its page).
        var clipped: PixelRegion??
        func wholeClip() -> PixelRegion? {
            if clipped == nil { clipped = .some(deviceClip(cr)) }
            return clipped ?? nil
        }
        for index in children.indices.reversed() {
            let box = Self.intersect(Self.deviceBounds(of: children[index], matrix: m), clip)
            if !later.isEmpty, later.contains(box) {
                covered.insert(index)
                continue
            }
            if !later.isEmpty, later.overlaps(box),
                mayClipToShown(children[index], laterSiblings: children[(index + 1)...], on: cr),
                let whole = wholeClip()
            {
                let part = PixelRegion()
                part.add(later)
                part.intersect(whole)
                if !part.isEmpty { hidden[index] = part }
            }
            if index > 0 { addOpaqueCover(of: children[index], matrix: m, clip: clip, to: later) }
        }
        return (covered, hidden)
    }

    /// Whether a child drawn on `cr` may be clipped to what later siblings leave of it
    /// (`laterCover`'s `hidden`): only pixels they overwrite whole are left out, on whole
    /// device pixels, so nothing shown changes, provided the child's own pixels do not depend
    /// on the clip (`paintsHeldPictures`). Not in a frame that must be exact or that draws
    /// churning pages directly, and not with a backdrop blur of its own or under a later one:
    /// a blur reads what lies beneath opaque paint, past any clip.
    func mayClipToShown(_ child: SceneNode, laterSiblings: ArraySlice<SceneNode>, on cr: OpaquePointer) -> Bool {
        guard skipsHidden, !exactFrame, !churning, !child.hasBackdrop,
            !laterSiblings.contains(where: \.hasBackdrop)
        else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return paintsHeldPictures(child, matrix: m)
    }

    /// Whether `node`, drawn under `m` (device ← node), paints only pictures the cache already
    /// holds and solid rectangles, in plain groups (a page placed by a transition), with every
    /// edge on whole device pixels. Each of those pixels is then the same under any clip of
    /// whole pixels. An antialiased edge is not: under a clip of several rectangles Cairo
    /// computes its coverage another way (the bar's top edge came out 4/255 off), and neither
    /// is other vector paint (rounded corners, shadows, glyphs, a picture rasterized now).
    func paintsHeldPictures(_ node: SceneNode, matrix m: cairo_matrix_t) -> Bool {
        switch node {
        case .group(let group):
            if group.retained, let layers { return layers.contains(group.pictureContent, scale: deviceScale) }
            guard group.opacity >= 1, !group.children.isEmpty else { return false }
            let inner = Self.placing(group.transform, under: m)
            switch group.clip {
            case nil: break
            case .rect(let r)? where Self.landsOnPixels(r, inner): break
            default: return false
            }
            return group.children.allSatisfy { paintsHeldPictures($0, matrix: inner) }
        case .fill(.rect(let r), .solid):
            return Self.landsOnPixels(r, m)
        default:
            return false
        }
    }

    /// `t` as a Cairo matrix.
    static func matrix(_ t: AffineTransform) -> cairo_matrix_t {
        cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    }

    /// Device ← a group's children, for a group placed by `t` under `m` (device ← the group's
    /// parent).
    static func placing(_ t: AffineTransform, under m: cairo_matrix_t) -> cairo_matrix_t {
        var place = matrix(t), parent = m, inner = cairo_matrix_t()
        cairo_matrix_multiply(&inner, &place, &parent)
        return inner
    }

    /// Whether `r` under `m` is an axis-aligned rectangle whose edges are whole device pixels.
    static func landsOnPixels(_ r: Rect, _ m: cairo_matrix_t) -> Bool {
        guard m.xy == 0, m.yx == 0 else { return false }
        return [r.minX * m.xx + m.x0, r.maxX * m.xx + m.x0, r.minY * m.yy + m.y0, r.maxY * m.yy + m.y0].allSatisfy {
            abs($0 - $0.rounded()) < 1e-6
        }
    }

    /// Draws `node` on `cr` only outside `hidden` (device pixels that later siblings paint
    /// opaque), by clipping it to the whole-pixel rectangles of its box that are left.
    func drawClipped(_ node: SceneNode, hiding hidden: PixelRegion, on cr: OpaquePointer) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let clip = Self.outer(Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1), m)
        let shows = PixelRegion(Self.intersect(Self.deviceBounds(of: node, matrix: m), clip))
        shows.subtract(hidden)
        guard !shows.isEmpty else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        Self.clip(cr, to: shows)
        draw(node, on: cr)
    }

    /// Narrows `cr`'s clip to `region` (device pixels, whole rectangles, so no edge is
    /// antialiased), keeping its matrix.
    static func clip(_ cr: OpaquePointer, to region: PixelRegion) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        cairo_identity_matrix(cr)
        for box in region.rectangles {
            cairo_rectangle(cr, Double(box.x), Double(box.y), Double(box.width), Double(box.height))
        }
        cairo_clip(cr)
        cairo_set_matrix(cr, &m)
    }

    /// Whether `node` draws no text of its own: its text is inside retained groups, which a
    /// frame in motion composites from their pictures. Without a layer cache retained groups
    /// are drawn like any other, text included, and so is one too large for the cache's budget.
    func drawsNoText(_ node: SceneNode) -> Bool {
        switch node {
        case .text: false
        case .group(let group): (group.retained && fitsPicture(group)) || group.children.allSatisfy(drawsNoText)
        default: true
        }
    }

    /// Whether a retained group can be composited from a picture, whose pixels a clip does
    /// not change: the cache holds its picture or can make one.
    private func fitsPicture(_ group: SceneGroup) -> Bool {
        guard let layers else { return false }
        let content = group.pictureContent
        return layers.contains(content, scale: deviceScale) || layers.fits(content, scale: deviceScale)
    }

    /// Whether `node` could paint something opaque (worth computing its cover).
    static func mayCover(_ node: SceneNode) -> Bool {
        switch node {
        case .fill(.rect, .solid(let color)), .fill(.ellipse, .solid(let color)): color.alpha >= 1
        case .group(let group): group.opacity >= 1
        default: false
        }
    }

    /// The whole device pixels inside `r` under the axis-aligned `m`.
    static func inner(_ r: Rect, _ m: cairo_matrix_t) -> cairo_rectangle_int_t {
        let x1 = (r.minX * m.xx + m.x0 - 1e-6).rounded(.up), x2 = (r.maxX * m.xx + m.x0 + 1e-6).rounded(.down)
        let y1 = (r.minY * m.yy + m.y0 - 1e-6).rounded(.up), y2 = (r.maxY * m.yy + m.y0 + 1e-6).rounded(.down)
        return box(x1, y1, x2, y2)
    }

    /// The whole device pixels touching `r` under `m` (its bounding box for any `m`).
    static func outer(_ r: Rect, _ m: cairo_matrix_t) -> cairo_rectangle_int_t {
        // Corner by corner, without arrays: this runs for every node of every frame.
        func x(_ x: Double, _ y: Double) -> Double { x * m.xx + y * m.xy + m.x0 }
        func y(_ x: Double, _ y: Double) -> Double { x * m.yx + y * m.yy + m.y0 }
        let xs = (x(r.minX, r.minY), x(r.maxX, r.minY), x(r.minX, r.maxY), x(r.maxX, r.maxY))
        let ys = (y(r.minX, r.minY), y(r.maxX, r.minY), y(r.minX, r.maxY), y(r.maxX, r.maxY))
        return box(
            min(xs.0, xs.1, xs.2, xs.3).rounded(.down), min(ys.0, ys.1, ys.2, ys.3).rounded(.down),
            max(xs.0, xs.1, xs.2, xs.3).rounded(.up), max(ys.0, ys.1, ys.2, ys.3).rounded(.up))
    }

    /// A box from edges, empty when they cross or are not finite; clamped to Cairo's range.
    static func box(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> cairo_rectangle_int_t {
        let limit = Double(1 << 24)
        guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else { return cairo_rectangle_int_t() }
        let a = max(-limit, min(limit, x1)), b = max(-limit, min(limit, y1))
        let c = max(-limit, min(limit, x2)), d = max(-limit, min(limit, y2))
        guard c > a, d > b else { return cairo_rectangle_int_t() }
        return cairo_rectangle_int_t(x: Int32(a), y: Int32(b), width: Int32(c - a), height: Int32(d - b))
    }

    static func intersect(_ a: cairo_rectangle_int_t, _ b: cairo_rectangle_int_t) -> cairo_rectangle_int_t {
        let x1 = max(a.x, b.x), y1 = max(a.y, b.y)
        let x2 = min(a.x + a.width, b.x + b.width), y2 = min(a.y + a.height, b.y + b.height)
        guard x2 > x1, y2 > y1 else { return cairo_rectangle_int_t() }
        return cairo_rectangle_int_t(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }
}
