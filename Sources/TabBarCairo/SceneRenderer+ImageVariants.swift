import CCairo
import TabBarCore

/// Shrunk images drawn from their variants (`ImageVariants`) rather than their sources.
extension SceneRenderer {
    /// A variant to draw instead of `image`, and the matrix placing its pixels in device
    /// space, when `cr`'s matrix (image pixels to device pixels) shrinks the image enough for
    /// the GOOD filter to convolve it (under ¾, as Cairo decides). `onGrid` means the variant
    /// lands unscaled on whole device pixels, where copying it equals drawing the source.
    /// A frame that must be `exact` (a frame at rest, and every frame drawn without a layer
    /// cache: PNG exports and goldens) draws off-grid images from their sources. Without
    /// `evicting`, a variant that would not fit the budget as it is is not made.
    func variantPlacement(
        of image: RasterSurface, ref: ImageRef, on cr: OpaquePointer, exact: Bool, evicting: Bool = true
    )
        -> (surface: RasterSurface, matrix: cairo_matrix_t, onGrid: Bool)?
    {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let (iw, ih) = (Double(image.width), Double(image.height))
        // The device size of the image: its edges' lengths under the matrix.
        let w = (m.xx * m.xx + m.yx * m.yx).squareRoot() * iw
        let h = (m.xy * m.xy + m.yy * m.yy).squareRoot() * ih
        guard w.isFinite, h.isFinite, w < iw * 0.75 || h < ih * 0.75 else { return nil }
        let width = max(1, Int((w - 1e-6).rounded(.up))), height = max(1, Int((h - 1e-6).rounded(.up)))
        let tolerance = 1e-6
        func whole(_ v: Double) -> Bool { abs(v - v.rounded()) < tolerance }
        let onGrid =
            m.yx == 0 && m.xy == 0 && m.xx > 0 && m.yy > 0 && abs(w - Double(width)) < tolerance
            && abs(h - Double(height)) < tolerance && whole(m.x0) && whole(m.y0)
        guard onGrid || (!exact && layers != nil) else { return nil }
        // Off the grid, a variant of about twice the size is shrunk bilinearly: each device
        // pixel then averages about four of its pixels at its own phase, close to the box
        // filter. A bilinear blend of the drawn size would blur edges by up to half a pixel.
        let (vw, vh) =
            onGrid
            ? (width, height)
            : (ImageVariants.motionSide(drawn: w, source: Int(iw)), ImageVariants.motionSide(drawn: h, source: Int(ih)))
        guard
            let variant = images.variants.variant(
                of: image, path: ref.path, width: vw, height: vh, evicting: evicting)
        else {
            return nil
        }
        // variant pixels → image pixels → device pixels.
        let margin = Double(ImageVariants.margin)
        var toImage = cairo_matrix_t()
        cairo_matrix_init_scale(&toImage, iw / Double(vw), ih / Double(vh))
        cairo_matrix_translate(&toImage, -margin, -margin)
        var placed = cairo_matrix_t()
        cairo_matrix_multiply(&placed, &toImage, &m)
        if onGrid {
            placed.x0 = placed.x0.rounded()
            placed.y0 = placed.y0.rounded()
        }
        return (variant, placed, onGrid)
    }

    /// Maps `image`'s pixels onto `frame` in `cr`'s user space: how every image is drawn.
    static func place(_ image: RasterSurface, in frame: Rect, on cr: OpaquePointer) {
        cairo_translate(cr, frame.minX, frame.minY)
        cairo_scale(cr, frame.width / Double(image.width), frame.height / Double(image.height))
    }

    /// Makes the shrunk images (`ImageVariants`) that drawing `frames` at `scale` would make,
    /// without drawing them, and returns how many were new: what a tap's first frames would
    /// otherwise make, a millisecond each (`TabBarController.barAhead`). Only what fits in the
    /// variants' budget as it is: preparing never evicts what frames drew (a flip's strips
    /// ask for hundreds of sizes, more than the budget holds). Each frame's nodes are placed
    /// as a frame places them, exactly (`atRest`) or in motion; retained groups are left out
    /// (their pictures are drawn ahead whole, `prefetch`).
    public func prepareImages(_ frames: [(node: SceneNode, atRest: Bool)], scale: Double) -> Int {
        guard let scratch = try? RasterSurface(width: 1, height: 1), let cr = cairo_create(scratch.surface) else {
            return 0
        }
        defer { cairo_destroy(cr) }
        let made = images.variants.made
        func visit(_ node: SceneNode, atRest: Bool) {
            switch node {
            case .group(let group):
                guard group.opacity > 0, group.transform.isDrawable, !group.retained else { return }
                cairo_save(cr)
                var matrix = Self.matrix(group.transform)
                cairo_transform(cr, &matrix)
                for child in group.children { visit(child, atRest: atRest) }
                cairo_restore(cr)
            case .image(let ref, let frame, let rendering, let opacity) where ref.isLottie:
                guard opacity > 0, !frame.isEmpty else { return }
                prepareLottie(ref, frame: frame, rendering: rendering, on: cr, atRest: atRest)
            case .image(let ref, let frame, _, let opacity):
                guard opacity > 0, !frame.isEmpty, let image = images.image(ref), image.width > 0, image.height > 0
                else { return }
                cairo_save(cr)
                Self.place(image, in: frame, on: cr)
                _ = variantPlacement(of: image, ref: ref, on: cr, exact: atRest, evicting: false)
                cairo_restore(cr)
            default:
                break
            }
        }
        for (node, atRest) in frames {
            cairo_identity_matrix(cr)
            cairo_scale(cr, scale, scale)
            visit(node, atRest: atRest)
        }
        return images.variants.made - made
    }
}
