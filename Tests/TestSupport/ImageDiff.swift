import TabBarCairo

/// A per-pixel comparison of two images.
public struct ImageDiff {
    public let differingPixels: Int
    public let maxChannelDifference: Int
    public let sizeMismatch: Bool
    /// Red where pixels differ, a faded copy of the expected image elsewhere.
    public let diffImage: RasterSurface?

    public init(_ expected: RasterSurface, _ actual: RasterSurface, channelTolerance: Int) {
        guard expected.width == actual.width, expected.height == actual.height else {
            differingPixels = max(expected.width * expected.height, actual.width * actual.height)
            maxChannelDifference = 255
            sizeMismatch = true
            diffImage = nil
            return
        }
        var count = 0, worst = 0
        let diff = try? RasterSurface(width: actual.width, height: actual.height)
        var marks: [(Int, Int, Bool)] = []
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let a = expected.pixel(x: x, y: y), b = actual.pixel(x: x, y: y)
                let largest = ImageComparison.channelDistance(a, b)
                worst = max(worst, largest)
                let differs = largest > channelTolerance
                if differs { count += 1 }
                marks.append((x, y, differs))
            }
        }
        if let diff {
            diff.fill { x, y in
                let differs = marks[y * actual.width + x].2
                if differs { return 0xFFFF_0000 }
                let p = expected.pixel(x: x, y: y)
                let grey = (((p >> 16) & 0xFF) + ((p >> 8) & 0xFF) + (p & 0xFF)) / 3 / 4 + 190
                return 0xFF00_0000 | grey << 16 | grey << 8 | grey
            }
        }
        differingPixels = count
        maxChannelDifference = worst
        sizeMismatch = false
        diffImage = diff
    }

    public var summary: String {
        sizeMismatch
            ? "image sizes differ"
            : "\(differingPixels) pixels differ (largest channel difference \(maxChannelDifference))"
    }
}
