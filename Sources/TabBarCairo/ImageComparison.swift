/// Compares two images as Playwright's `toHaveScreenshot` does: a pixel differs when one of
/// its channels differs by more than `threshold` (0–1), and the diff image shows the
/// expected image faded to grey with differing pixels in red.
public struct ImageComparison {
    /// Pixels that differ (every pixel when the sizes differ).
    public let differingPixels: Int
    /// Whether both images have the same size.
    public let sameSize: Bool
    /// The diff image (the larger of the two sizes).
    public let diff: RasterSurface

    /// Compares `actual` with `expected` pixel by pixel and draws the diff image.
    ///
    /// - Parameters:
    ///   - actual: The image just drawn.
    ///   - expected: The golden it should match, whose faded copy is the diff's background.
    ///   - threshold: The largest channel difference (0–1) still counted as equal, so that
    ///     antialiasing noise does not fail a golden.
    /// - Throws: `CairoError` when there is no memory for the diff image.
    public init(actual: RasterSurface, expected: RasterSurface, threshold: Double) throws {
        let width = max(actual.width, expected.width), height = max(actual.height, expected.height)
        sameSize = actual.width == expected.width && actual.height == expected.height
        diff = try RasterSurface(width: width, height: height)
        let limit = Int((threshold * 255).rounded(.down))
        var count = 0
        var marks = [Bool](repeating: false, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let inside = x < actual.width && y < actual.height && x < expected.width && y < expected.height
                let differs =
                    !inside || Self.channelDistance(actual.pixel(x: x, y: y), expected.pixel(x: x, y: y)) > limit
                marks[y * width + x] = differs
                if differs { count += 1 }
            }
        }
        differingPixels = count
        diff.fill { x, y in
            if marks[y * width + x] { return 0xFFFF_0000 }
            // Faded grey of the expected image, so the red stands out where it belongs.
            return Self.faded(expected.pixel(x: x, y: y))
        }
    }

    /// `word` (0xAARRGGBB) as a pale grey: the background that differing pixels are marked on.
    public static func faded(_ word: UInt32) -> UInt32 {
        let grey = (Int((word >> 16) & 0xFF) * 30 + Int((word >> 8) & 0xFF) * 59 + Int(word & 0xFF) * 11) / 100
        let faded = UInt32(255 - (255 - grey) / 4)
        return 0xFF00_0000 | faded << 16 | faded << 8 | faded
    }

    /// The largest difference of one channel, 0–255: alpha included unless `includingAlpha` is
    /// false (pixels read back from an X window carry no alpha).
    public static func channelDistance(_ a: UInt32, _ b: UInt32, includingAlpha: Bool = true) -> Int {
        var largest = 0
        for shift in stride(from: 0, through: includingAlpha ? 24 : 16, by: 8) {
            largest = max(largest, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
        }
        return largest
    }
}
