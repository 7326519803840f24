import TabBarCore
import TabBarLottie

/// Lottie frames drawn by rlottie, kept with the variants and within their budget: a frame is
/// drawn once per item, size, frame number and colour, and the least recently used go first.
extension ImageVariants {
    /// Frame `frame` of `player` fitted into `width`×`height` device pixels, with every fill
    /// and stroke in `recolour`'s colour when given; nil when the size cannot be drawn, or
    /// when the frame is new, would not fit without evicting others and `evicting` is false.
    /// Frames larger than the variants' `largestSide` are drawn but not kept.
    func lottieFrame(
        _ player: LottiePlayer, frame: Int, width: Int, height: Int, recolour: Color?, evicting: Bool = true
    ) -> RasterSurface? {
        guard width > 0, height > 0, width <= LottiePlayer.maximumSide, height <= LottiePlayer.maximumSide else {
            return nil
        }
        let key = Key(
            path: player.path, width: width, height: height, lottieFrame: player.index(of: frame),
            recolour: recolour.map { $0.withAlpha(1) })
        if let found = lookUp(key) { return found }
        let kept = width <= Self.largestSide && height <= Self.largestSide
        if !evicting && !(kept && fits(width: width, height: height)) { return nil }
        guard let surface = try? RasterSurface(width: width, height: height, opaque: false) else { return nil }
        surface.withMutablePixels { data in
            player.render(
                frame: frame, into: data.assumingMemoryBound(to: UInt32.self), width: width, height: height,
                bytesPerRow: surface.bytesPerRow, recolour: key.recolour)
        }
        if kept { keep(surface, as: key) }
        return surface
    }
}
