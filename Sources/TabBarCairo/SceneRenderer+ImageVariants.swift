import CCairo
import TabBarCore

/// Shrunk images drawn from their variants (`ImageVariants`) rather than their sources.
extension SceneRenderer {
    /// A variant to draw instead of `image`, and the matrix placing its pixels in device
    /// space, when `cr`'s matrix (image pixels to device pixels) shrinks the image enough for
    /// the GOOD filter to convolve it (under ¾, as Cairo decides). `onGrid` means the variant
    /// lands unscaled on whole device pixels, where copying it equals drawing the source.
    /// A frame that must be exact (`exactFrame`, and every frame drawn without a layer cache:
    /// PNG exports and goldens) draws off-grid images from their sources.
    func variantPlacement(
        of image: RasterSurface, ref: ImageRef, on cr: OpaquePointer
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
        guard onGrid || (!exactFrame && layers != nil) else { return nil }
        // Off the grid, a variant of about twice the size is shrunk bilinearly: each device
        // pixel then averages about four of its pixels at its own phase, close to the box
        // filter. A bilinear blend of the drawn size would blur edges by up to half a pixel.
        let (vw, vh) =
            onGrid
            ? (width, height)
            : (ImageVariants.motionSide(drawn: w, source: Int(iw)), ImageVariants.motionSide(drawn: h, source: Int(ih)))
        guard let variant = images.variants.variant(of: image, path: ref.path, width: vw, height: vh) else {
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
}
