import Glibc
import TabBarCore

/// Images downscaled once to the device size they are drawn at, so that an icon in motion
/// costs a small copy or bilinear blend instead of a convolution of its whole source.
///
/// Cairo's GOOD filter shrinks a 96 px icon into 26 px with a box filter built and run over
/// the full source on every draw: about 400,000 instructions an icon, most of a tab switch's
/// frame. A variant is the source drawn once with that same filter into a surface of the
/// drawn size, with a margin for the filter's reach. Placed on whole device pixels, copying
/// it gives the very pixels drawing the source would; placed off the grid or scaled a little
/// (a bouncing icon), it is blended bilinearly. Variants are kept within a byte budget and
/// the least recently used go first.
public final class ImageVariants {
    /// Device pixels around a variant's drawn area: the box filter's support reaches a
    /// fraction of a device pixel past the image's edge.
    static let margin = 2
    /// Variants are made for icons, not for whole-page images (drawn once into a page's
    /// picture anyway): at most this many device pixels a side.
    static let largestSide = 384

    struct Key: Hashable {
        var path: String
        var width: Int
        var height: Int
        /// For a Lottie frame: which, and the colour its fills and strokes took (if any).
        var lottieFrame: Int? = nil
        var recolour: Color? = nil
    }

    final class Variant: BudgetedEntry {
        let surface: RasterSurface
        var lastUse: Int

        init(surface: RasterSurface, lastUse: Int) {
            self.surface = surface
            self.lastUse = lastUse
        }

        var bytes: Int { surface.bytesPerRow * surface.height }
    }

    private var variants: [Key: Variant] = [:]
    private var clock = 0
    /// The most bytes the variants may hold.
    public private(set) var budget: Int
    /// The bytes held now.
    public private(set) var bytes = 0
    /// Variants drawn since the cache was made (a measure for tests).
    public private(set) var made = 0

    /// A cache of at most `budget` bytes (a hundred 26 px icons take about 0.5 MB).
    public init(budget: Int = 2 << 20) {
        self.budget = budget
    }

    /// The budget for drawing at `scale` device pixels per logical pixel: 2 MB at 1×,
    /// growing with the area a variant takes. A flip's strips ask for about 300 sizes of the
    /// demo's four icons, 1.8 MB at 1×; at 2× in a budget of 2 MB every four taps made about
    /// 190 of them again, a millisecond each, in the frames of the flips.
    public static func budget(scale: Double) -> Int {
        Int(Double(2 << 20) * max(1, scale * scale))
    }

    /// Changes the budget, evicting at once what no longer fits.
    public func setBudget(_ budget: Int) {
        self.budget = budget
        evict(toFit: 0)
    }

    /// The side of the variant an image side of `source` pixels drawn `drawn` device pixels
    /// long off the grid is blended from: a rung of a ladder of quarter octaves below the
    /// source, the longest at most twice the drawn side, so the blend shrinks it 1.68 to 2
    /// times. One variant a side per rung, not per whole pixel: a bounce (26 to 31 px) uses
    /// one or two and a flip (26 px down to 0) about twenty, mostly tiny, where sizing each to
    /// the pixel made one for every size the motion passed through (104 in the default demo,
    /// 1.8 MB, after a hundred tab switches).
    static func motionSide(drawn: Double, source: Int) -> Int {
        let target = 2 * drawn
        guard target < Double(source) else { return source }
        let rungs = (4 * log2(Double(source) / target)).rounded(.up)
        return max(1, Int((Double(source) * pow(2, -rungs / 4)).rounded(.down)))
    }

    /// The number of variants held.
    public var count: Int { variants.count }

    /// `image` (loaded from `path`) drawn with the GOOD filter into `width`×`height` device
    /// pixels, offset by `margin` on every side; nil when it is too large to keep, or when it
    /// is new and would not fit without evicting others and `evicting` is false.
    func variant(
        of image: RasterSurface, path: String, width: Int, height: Int, evicting: Bool = true
    ) -> RasterSurface? {
        guard width > 0, height > 0, width <= Self.largestSide, height <= Self.largestSide else { return nil }
        let key = Key(path: path, width: width, height: height)
        if let found = lookUp(key) { return found }
        let m = Self.margin
        if !evicting {
            let stride = CairoSurface.bytesPerRow(width: width + 2 * m)
            guard bytes + stride * (height + 2 * m) <= budget else { return nil }
        }
        guard let surface = try? RasterSurface(width: width + 2 * m, height: height + 2 * m, opaque: false),
            let context = CairoContext(surface.image)
        else { return nil }
        context.translate(Double(m), Double(m))
        context.scale(Double(width) / Double(image.width), Double(height) / Double(image.height))
        context.setSource(image.image, x: 0, y: 0, filter: .good)
        // Onto transparent pixels OVER stores the filtered source exactly.
        context.paint()
        surface.image.flush()
        keep(surface, as: key)
        return surface
    }

    /// The surface kept as `key`, now the most recently used; nil when there is none.
    func lookUp(_ key: Key) -> RasterSurface? {
        clock += 1
        guard let variant = variants[key] else { return nil }
        variant.lastUse = clock
        return variant.surface
    }

    /// Whether a new surface of `width`×`height` ARGB32 pixels fits in the budget as it is.
    func fits(width: Int, height: Int) -> Bool {
        bytes + CairoSurface.bytesPerRow(width: width) * height <= budget
    }

    /// Keeps a surface just drawn as `key`, evicting the least recently used to fit it
    /// (it is not kept if it cannot fit at all), and counts it as made.
    func keep(_ surface: RasterSurface, as key: Key) {
        made += 1
        let variant = Variant(surface: surface, lastUse: clock)
        evict(toFit: variant.bytes)
        if bytes + variant.bytes <= budget {
            variants[key] = variant
            bytes += variant.bytes
        }
    }

    /// Forgets every variant (the images were reloaded).
    public func removeAll() {
        variants.removeAll()
        bytes = 0
    }

    private func evict(toFit incoming: Int) {
        variants.evictLeastRecentlyUsed(bytes: &bytes, budget: budget, toFit: incoming)
    }
}
