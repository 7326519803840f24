import TabBarCore
import TabBarFrame

/// Images: shrunk ones drawn from their variants (`ImageVariants`) rather than their sources.
extension FramePainter {
    func drawImage(
        _ ref: ImageRef, frame: Rect, rendering: ImageRendering, opacity: Double, exact: Bool, on context: CairoContext
    ) {
        if ref.isLottie {
            return drawLottie(ref, frame: frame, rendering: rendering, opacity: opacity, exact: exact, on: context)
        }
        guard opacity > 0, !frame.isEmpty, let image = images.image(ref), image.width > 0, image.height > 0 else {
            return
        }
        context.save()
        defer { context.restore() }
        context.translate(frame.minX, frame.minY)
        context.scale(frame.width / Double(image.width), frame.height / Double(image.height))
        let source = images.variantPlacement(
            of: image, ref: ref, matrix: context.matrix, exact: exact, inMotion: keepsPictures)
        // GOOD filters downscaled icons with a box filter, so large sources stay crisp.
        let filter: CairoPattern.Filter = source.map { $0.onGrid ? .nearest : .bilinear } ?? .good
        guard let pattern = CairoPattern(source?.surface.image ?? image.image, filter: filter) else { return }
        if let source { context.matrix = source.matrix }
        switch rendering {
        case .template(let tint):
            context.setSource(tint.withAlpha(tint.alpha * opacity))
            context.mask(pattern)
        case .original:
            context.setSource(pattern)
            context.paint(alpha: opacity)
        }
    }
}

extension ImageCache {
    /// A variant to draw instead of `image`, and the matrix placing its pixels in device
    /// space, when `m` (image pixels to device pixels) shrinks the image enough for the GOOD
    /// filter to convolve it (under ¾, as Cairo decides). `onGrid` means the variant lands
    /// unscaled on whole device pixels, where copying it equals drawing the source. A frame
    /// that must be `exact` (a frame at rest, and every frame of a renderer not `inMotion`,
    /// which keeps no pictures: PNG exports and goldens) draws off-grid images from their
    /// sources. Without `evicting`, a variant that would not fit the budget as it is is not
    /// made.
    func variantPlacement(
        of image: RasterSurface, ref: ImageRef, matrix m: DeviceMatrix, exact: Bool, inMotion: Bool,
        evicting: Bool = true
    ) -> (surface: RasterSurface, matrix: DeviceMatrix, onGrid: Bool)? {
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
        guard onGrid || (!exact && inMotion) else { return nil }
        // Off the grid, a variant of about twice the size is shrunk bilinearly: each device
        // pixel then averages about four of its pixels at its own phase, close to the box
        // filter. A bilinear blend of the drawn size would blur edges by up to half a pixel.
        let (vw, vh) =
            onGrid
            ? (width, height)
            : (ImageVariants.motionSide(drawn: w, source: Int(iw)), ImageVariants.motionSide(drawn: h, source: Int(ih)))
        guard let variant = variants.variant(of: image, path: ref.path, width: vw, height: vh, evicting: evicting)
        else {
            return nil
        }
        // variant pixels → image pixels → device pixels.
        let margin = Double(ImageVariants.margin)
        var placed = DeviceMatrix.scale(iw / Double(vw), ih / Double(vh)).translated(-margin, -margin).then(m)
        if onGrid {
            placed.x0 = placed.x0.rounded()
            placed.y0 = placed.y0.rounded()
        }
        return (variant, placed, onGrid)
    }
}
