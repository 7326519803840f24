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
                diffuse(wanted.0 - Int((chosen >> 16) & 0xFF), channel: at, current: &current, next: &next)
                diffuse(wanted.1 - Int((chosen >> 8) & 0xFF), channel: at + 1, current: &current, next: &next)
                diffuse(wanted.2 - Int(chosen & 0xFF), channel: at + 2, current: &current, next: &next)
            }
            swap(&current, &next)
            for i in next.indices { next[i] = 0 }
        }
        return indices
    }

    /// Floyd–Steinberg's 7/16 right, 3/16 below left, 5/16 below, 1/16 below right.
    @inline(__always)
    private static func diffuse(_ error: Int, channel at: Int, current: inout [Int], next: inout [Int]) {
        guard error != 0 else { return }
        let error = min(errorLimit, max(-errorLimit, error))
        current[at + 3] += 7 * error
        next[at - 3] += 3 * error
        next[at] += 5 * error
        next[at + 3] += error
    }

    private static func clamp(_ value: Int) -> Int { min(255, max(0, value)) }
}

/// The nearest palette colour (squared distance; ties to the lower index). A colour the
/// palette holds maps to itself exactly; any other is looked up by its cell of a 32-level
/// grid per channel, filled on first use, because dithered frames meet thousands of
/// colours and a user interface's frames mostly repeat a few.
struct NearestColor {
    let palette: [UInt32]
    private var exact: [UInt32: UInt8] = [:]
    /// Per 15-bit cell: the nearest index to the cell's centre plus one, 0 while unknown.
    private var cells = [UInt16](repeating: 0, count: 1 << 15)

    init(palette: [UInt32]) {
        self.palette = palette
        // The first index wins for a colour listed twice, as the search below would pick.
        for (i, color) in palette.enumerated().reversed() { exact[color & 0xFF_FFFF] = UInt8(i) }
    }

    mutating func index(of color: UInt32) -> UInt8 {
        if let hit = exact[color] { return hit }
        let red = Int(color >> 19 & 31), green = Int(color >> 11 & 31), blue = Int(color >> 3 & 31)
        let cell = red << 10 | green << 5 | blue
        if cells[cell] > 0 { return UInt8(cells[cell] - 1) }
        let centre = (red << 3 | 4, green << 3 | 4, blue << 3 | 4)
        var best = 0, bestDistance = Int.max
        for i in palette.indices {
            let entry = palette[i]
            let dr = centre.0 - Int((entry >> 16) & 0xFF), dg = centre.1 - Int((entry >> 8) & 0xFF)
            let db = centre.2 - Int(entry & 0xFF)
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance {
                best = i
                bestDistance = distance
            }
        }
        cells[cell] = UInt16(best + 1)
        return UInt8(best)
    }
}

/// One frame's palette and dithering together.
public enum FrameQuantizer {
    /// `frame` with its own palette of at most `maxColors` colours; frames with that few
    /// colours are kept exactly, others are dithered.
    public static func quantize(_ frame: RGBFrame, delay: Int, maxColors: Int = 256) -> IndexedFrame {
        let histogram = MedianCut.histogram(frame.pixels)
        let palette = MedianCut.palette(histogram: histogram, maxColors: maxColors)
        let exact = histogram.count <= maxColors
        let indices = Ditherer.map(frame, palette: palette, dither: !exact)
        return IndexedFrame(width: frame.width, height: frame.height, palette: palette, indices: indices, delay: delay)
    }
}
