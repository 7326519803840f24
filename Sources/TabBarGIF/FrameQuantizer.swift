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

    /// `frame` on a fixed palette of 6 × 7 × 6 levels (red, green, blue), each pixel taking the
    /// nearest level of its 5-bit channels, without dithering: one table look-up a pixel, no
    /// histogram, no search. For a frame that must be written at once (a signal's last second),
    /// where a median cut would take too long.
    public static func uniform(_ frame: RGBFrame, delay: Int) -> IndexedFrame {
        let table = uniformTable
        let indices = frame.pixels.withUnsafeBufferPointer { pixels in
            [UInt8](unsafeUninitializedCapacity: pixels.count) { out, count in
                table.withUnsafeBufferPointer { table in
                    for i in 0..<pixels.count {
                        let pixel = pixels[i]
                        let red = pixel >> 9 & 0x7C00, green = pixel >> 6 & 0x3E0, blue = pixel >> 3 & 0x1F
                        out[i] = table[Int(red | green | blue)]
                    }
                }
                count = pixels.count
            }
        }
        return IndexedFrame(
            width: frame.width, height: frame.height, palette: uniformPalette, indices: indices, delay: delay)
    }

    private static let uniformLevels = (red: 6, green: 7, blue: 6)

    /// The 252 colours of `uniform`, red slowest.
    private static let uniformPalette: [UInt32] = {
        let levels = uniformLevels
        return (0..<levels.red * levels.green * levels.blue).map { index in
            let (r, g, b) = (
                index / (levels.green * levels.blue), index / levels.blue % levels.green, index % levels.blue
            )
            return UInt32(r * 255 / (levels.red - 1)) << 16 | UInt32(g * 255 / (levels.green - 1)) << 8
                | UInt32(b * 255 / (levels.blue - 1))
        }
    }()

    /// Each 15-bit colour's index in `uniformPalette`.
    private static let uniformTable: [UInt8] = (0..<32768).map { cell in
        let levels = uniformLevels
        // The cell's centre, in 0–255, rounded to the nearest level of each channel.
        let nearest = { (five: Int, count: Int) in ((five << 3 | 4) * (count - 1) + 127) / 255 }
        let r = nearest(cell >> 10, levels.red), g = nearest(cell >> 5 & 31, levels.green)
        let b = nearest(cell & 31, levels.blue)
        return UInt8((r * levels.green + g) * levels.blue + b)
    }
}
