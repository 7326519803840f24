/// Maps a frame onto a palette with Floyd–Steinberg error diffusion, in integers and in
/// a fixed scan order, so the result is deterministic.
public enum Ditherer {
    /// The largest error a pixel passes on per channel. Clamping keeps a run of pixels the
    /// palette cannot match from piling up error (and smearing colour far away).
    public static let errorLimit = 48

    /// `frame` as indices into `palette`. Colours the palette holds exactly stay exact;
    /// with `dither` false every pixel simply takes its nearest colour.
    public static func map(_ frame: RGBFrame, palette: [UInt32], dither: Bool = true) -> [UInt8] {
        precondition(!palette.isEmpty && palette.count <= 256, "a GIF palette has 1 to 256 colours")
        var nearest = NearestColor(palette: palette)
        let width = frame.width
        var indices = [UInt8](repeating: 0, count: frame.pixels.count)
        // Error for this row and the next, three channels per pixel, with a pixel of margin each side.
        var current = [Int](repeating: 0, count: 3 * (width + 2))
        var next = current
        for y in 0..<frame.height {
            for x in 0..<width {
                let pixel = frame.pixels[y * width + x]
                var wanted = (Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF))
                let at = 3 * (x + 1)
                if dither {
                    wanted = (clamp(wanted.0 + current[at] / 16), clamp(wanted.1 + current[at + 1] / 16),
                              clamp(wanted.2 + current[at + 2] / 16))
                }
                let index = nearest.index(of: UInt32(wanted.0) << 16 | UInt32(wanted.1) << 8 | UInt32(wanted.2))
                indices[y * width + x] = index
                guard dither else { continue }
                let chosen = palette[Int(index)]
                let errors = [wanted.0 - Int((chosen >> 16) & 0xFF), wanted.1 - Int((chosen >> 8) & 0xFF),
                              wanted.2 - Int(chosen & 0xFF)]
                for c in 0..<3 where errors[c] != 0 {
                    let error = min(errorLimit, max(-errorLimit, errors[c]))
                    current[at + 3 + c] += 7 * error
                    next[at - 3 + c] += 3 * error
                    next[at + c] += 5 * error
                    next[at + 3 + c] += error
                }
            }
            swap(&current, &next)
            for i in next.indices { next[i] = 0 }
        }
        return indices
    }

    private static func clamp(_ value: Int) -> Int { min(255, max(0, value)) }
}

/// The nearest palette colour (squared distance; ties to the lower index), remembered
/// per colour because frames of a user interface repeat few colours many times.
struct NearestColor {
    let palette: [UInt32]
    private var cache: [UInt32: UInt8] = [:]

    init(palette: [UInt32]) {
        self.palette = palette
    }

    mutating func index(of color: UInt32) -> UInt8 {
        if let hit = cache[color] { return hit }
        let r = Int((color >> 16) & 0xFF), g = Int((color >> 8) & 0xFF), b = Int(color & 0xFF)
        var best = 0, bestDistance = Int.max
        for (i, entry) in palette.enumerated() {
            let dr = r - Int((entry >> 16) & 0xFF), dg = g - Int((entry >> 8) & 0xFF), db = b - Int(entry & 0xFF)
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance {
                best = i
                bestDistance = distance
            }
        }
        cache[color] = UInt8(best)
        return UInt8(best)
    }
}

/// One frame's palette and dithering together.
public enum FrameQuantizer {
    /// `frame` with its own palette of at most `maxColors` colours; frames with that few
    /// colours are kept exactly, others are dithered.
    public static func quantize(_ frame: RGBFrame, delay: Int, maxColors: Int = 256) -> IndexedFrame {
        let palette = MedianCut.palette(for: frame.pixels, maxColors: maxColors)
        let exact = MedianCut.histogram(frame.pixels).count <= maxColors
        let indices = Ditherer.map(frame, palette: palette, dither: !exact)
        return IndexedFrame(width: frame.width, height: frame.height, palette: palette, indices: indices, delay: delay)
    }
}
