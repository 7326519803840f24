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
        let sorted = pixels.map { $0 & 0xFF_FFFF }.sorted()
        var entries: [Entry] = []
        for color in sorted {
            if let last = entries.last, last.color == color {
                entries[entries.count - 1].count += 1
            } else {
                entries.append(Entry(color: color, count: 1))
            }
        }
        return entries
    }

    /// The palette: every distinct colour (ascending) when there are at most `maxColors`,
    /// else the count-weighted mean of each box the cut leaves.
    public static func palette(for pixels: [UInt32], maxColors: Int = 256) -> [UInt32] {
        palette(histogram: histogram(pixels), maxColors: maxColors)
    }

    static func palette(histogram: [Entry], maxColors: Int) -> [UInt32] {
        precondition((1...256).contains(maxColors), "a GIF palette has 1 to 256 colours")
        var entries = histogram
        if entries.count <= maxColors { return entries.map(\.color) }
        var boxes = [0..<entries.count]
        while boxes.count < maxColors {
            // The box with the widest channel splits next; ties go to the earlier box.
            var best: (box: Int, axis: Int, range: Int)?
            for (i, box) in boxes.enumerated() where box.count > 1 {
                let (axis, range) = widestAxis(entries[box])
                if range > (best?.range ?? 0) { best = (i, axis, range) }
            }
            guard let best else { break }
            let box = boxes[best.box]
            entries[box].sort { a, b in
                let ca = a.channel(best.axis), cb = b.channel(best.axis)
                return ca != cb ? ca < cb : a.color < b.color
            }
            let split = medianIndex(entries[box])
            boxes[best.box] = box.lowerBound..<split
            boxes.append(split..<box.upperBound)
        }
        return boxes.map { mean(entries[$0]) }
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
        var sums = [0, 0, 0], total = 0
        for entry in entries {
            for axis in 0..<3 { sums[axis] += entry.channel(axis) * entry.count }
            total += entry.count
        }
        let channels = sums.map { UInt32((2 * $0 + total) / (2 * total)) }
        return channels[0] << 16 | channels[1] << 8 | channels[2]
    }
}
