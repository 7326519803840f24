import Glibc
import TabBarCore
import TabBarFrame
import TabBarLottie

/// Lottie frames: drawn by rlottie at the device size they cover, so they stay crisp at any
/// scale, and kept in the variants' budget (`ImageVariants.lottieFrame`).
extension FramePainter {
    func drawLottie(
        _ ref: ImageRef, frame: Rect, rendering: ImageRendering, opacity: Double, exact: Bool, on context: CairoContext
    ) {
        guard opacity > 0, !frame.isEmpty, let number = ref.lottieFrame, let player = images.lottie(ref.path),
            let placed = ImageCache.lottiePlacement(of: frame, matrix: context.matrix, exact: exact || !keepsPictures)
        else { return }
        let recolour: Color?
        if case .template(let tint) = rendering { recolour = tint } else { recolour = nil }
        guard
            let picture = images.variants.lottieFrame(
                player, frame: number, width: placed.width, height: placed.height, recolour: recolour),
            let pattern = CairoPattern(picture.image, filter: placed.onGrid ? .nearest : .bilinear)
        else { return }
        context.save()
        context.translate(frame.minX, frame.minY)
        context.scale(frame.width / Double(placed.width), frame.height / Double(placed.height))
        context.setSource(pattern)
        context.paint(alpha: opacity * (recolour?.alpha ?? 1))
        context.restore()
    }
}

extension ImageCache {
    /// How a Lottie frame covering `frame` (user space) is drawn under `m`: the pixel size to
    /// have rlottie draw it at, and whether that lands unscaled on whole device pixels (then
    /// it is copied, exactly). Off the grid, in motion, the size is rounded up to a rung of
    /// quarter octaves, so a bounce draws a few sizes, not one a frame; a frame that must be
    /// `exact` is drawn at its own size.
    static func lottiePlacement(
        of frame: Rect, matrix m: DeviceMatrix, exact: Bool
    ) -> (width: Int, height: Int, onGrid: Bool)? {
        let w = (m.xx * m.xx + m.yx * m.yx).squareRoot() * frame.width
        let h = (m.xy * m.xy + m.yy * m.yy).squareRoot() * frame.height
        guard w.isFinite, h.isFinite, w >= 0.5, h >= 0.5, w <= Double(LottiePlayer.maximumSide),
            h <= Double(LottiePlayer.maximumSide)
        else { return nil }
        let x = m.xx * frame.minX + m.xy * frame.minY + m.x0
        let y = m.yx * frame.minX + m.yy * frame.minY + m.y0
        func whole(_ v: Double) -> Bool { abs(v - v.rounded()) < 1e-6 }
        let onGrid = m.yx == 0 && m.xy == 0 && m.xx > 0 && m.yy > 0 && whole(w) && whole(h) && whole(x) && whole(y)
        if onGrid || exact { return (max(1, Int(w.rounded())), max(1, Int(h.rounded())), onGrid) }
        let longest = max(w, h)
        let rung = exp2(((4 * log2(longest)).rounded(.up)) / 4)
        let factor = rung / longest
        // Without the float noise of the factor, a square's sides land on the rung itself.
        func side(_ length: Double) -> Int { max(1, Int((length * factor - 1e-6).rounded(.up))) }
        return (side(w), side(h), false)
    }

    /// Draws ahead, without evicting, the Lottie frame a frame would draw for `ref` in
    /// `frame` under `m`.
    func prepareLottie(_ ref: ImageRef, frame: Rect, rendering: ImageRendering, matrix m: DeviceMatrix, atRest: Bool) {
        guard let number = ref.lottieFrame, let player = lottie(ref.path),
            let placed = Self.lottiePlacement(of: frame, matrix: m, exact: atRest)
        else { return }
        var recolour: Color?
        if case .template(let tint) = rendering { recolour = tint }
        _ = variants.lottieFrame(
            player, frame: number, width: placed.width, height: placed.height, recolour: recolour, evicting: false)
    }
}
