/// Heckbert's median cut: a palette of at most `maxColors` colours for a set of pixels.
/// Pure integer work over a sorted histogram, so the same pixels always give the same
/// palette (Swift's dictionaries iterate in a per-process order, so none is iterated here).
public enum MedianCut {
    struct Entry {
        var color: UInt32
        var count: Int

        func channel(_ axis: Int) -> Int { Int((color >> UInt32(16 - 8 * axis)) & 0xFF) }
    }

    /// The distinct colours of `pixels` (top byte ignored), ascending, with their counts.
    static func histogram(_ pixels: [UInt32]) -> [Entry] {
        // Counted in runs, because a user interface's rows repeat one colour for long
        // stretches; only the distinct colours are sorted.
        var counts: [UInt32: Int] = [:]
        var run = (color: UInt32(0), count: 0)
        for pixel in pixels {
            let color = pixel & 0xFF_FFFF
            if color == run.color && run.count > 0 {
                run.count += 1
                continue
            }
            if run.count > 0 { counts[run.color, default: 0] += run.count }
            run = (color, 1)
        }
        if run.count > 0 { counts[run.color, default: 0] += run.count }
        return counts.keys.sorted().map { Entry(color: $0, count: counts[$0]!) }
    }

    /// The palette: every distinct colour (ascending) when there are at most `maxColors`,
    /// else the colours common enough to keep exactly and the count-weighted mean of each box
    /// the cut of the others leaves.
    public static func palette(for pixels: [UInt32], maxColors: Int = 256) -> [UInt32] {
        palette(histogram: histogram(pixels), maxColors: maxColors)
    }

    static func palette(histogram: [Entry], maxColors: Int) -> [UInt32] {
        precondition((1...256).contains(maxColors), "a GIF palette has 1 to 256 colours")
        if histogram.count <= maxColors { return histogram.map(\.color) }
        // A user interface's flat fills (a white page, a solid button) are each one colour over
        // many pixels: they keep their exact colour, so a flat area is never dithered and never
        // takes a box's mean, which would differ from frame to frame. The rest is cut.
        let popular = popularColors(histogram, limit: maxColors / 4)
        let rest = histogram.filter { !popular.contains($0.color) }
        return popular.sorted() + cut(rest, into: maxColors - popular.count)
    }

    /// The colours that cover at least 1/256 of the pixels each, the most common first, at most `limit`.
    static func popularColors(_ histogram: [Entry], limit: Int) -> Set<UInt32> {
        let total = histogram.reduce(0) { $0 + $1.count }
        let common = histogram.filter { $0.count * 256 >= total }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.color < $1.color }
        return Set(common.prefix(limit).map(\.color))
    }

    /// Median cut of `histogram` into at most `maxColors` boxes, each box's weighted mean.
    private static func cut(_ histogram: [Entry], into maxColors: Int) -> [UInt32] {
        var entries = histogram
        if entries.count <= maxColors { return entries.map(\.color) }
        // Each box with its widest channel, measured once when the box is made.
        var boxes = [(range: 0..<entries.count, widest: widestAxis(entries[...]))]
        while boxes.count < maxColors {
            // The box with the widest channel splits next; ties go to the earlier box.
            var best: Int?
            for (i, box) in boxes.enumerated()
            where box.range.count > 1 && box.widest.range > (best.map { boxes[$0].widest.range } ?? 0) {
                best = i
            }
            guard let best else { break }
            let (box, axis) = (boxes[best].range, boxes[best].widest.axis)
            entries[box].sort { a, b in
                let ca = a.channel(axis), cb = b.channel(axis)
                return ca != cb ? ca < cb : a.color < b.color
            }
            let split = medianIndex(entries[box])
            boxes[best] = (box.lowerBound..<split, widestAxis(entries[box.lowerBound..<split]))
            boxes.append((split..<box.upperBound, widestAxis(entries[split..<box.upperBound])))
        }
        return boxes.map { mean(entries[$0.range]) }
    }

    /// The channel (0 red, 1 green, 2 blue) whose values spread widest, and that spread.
    static func widestAxis(_ entries: ArraySlice<Entry>) -> (axis: Int, range: Int) {
        var result = (axis: 0, range: -1)
        for axis in 0..<3 {
            var low = 255, high = 0
            for entry in entries {
                let c = entry.channel(axis)
                low = min(low, c)
                high = max(high, c)
            }
            if high - low > result.range { result = (axis, high - low) }
        }
        return result
    }

    /// Where the pixels' weight crosses half, kept inside so both halves are non-empty.
    static func medianIndex(_ entries: ArraySlice<Entry>) -> Int {
        let total = entries.reduce(0) { $0 + $1.count }
        var running = 0
        for i in entries.indices {
            running += entries[i].count
            if 2 * running >= total { return min(max(i + 1, entries.startIndex + 1), entries.endIndex - 1) }
        }
        return entries.endIndex - 1
    }

    /// The count-weighted mean colour, rounded to the nearest level.
    static func mean(_ entries: ArraySlice<Entry>) -> UInt32 {
        var red = 0, green = 0, blue = 0, total = 0
        for entry in entries {
            red += entry.channel(0) * entry.count
            green += entry.channel(1) * entry.count
            blue += entry.channel(2) * entry.count
            total += entry.count
        }
        let round = { (sum: Int) in UInt32((2 * sum + total) / (2 * total)) }
        return round(red) << 16 | round(green) << 8 | round(blue)
    }
}
