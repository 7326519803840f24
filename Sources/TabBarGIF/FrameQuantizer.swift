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
