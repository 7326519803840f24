import TabBarGIF
import XCTest

final class QuantizerTests: XCTestCase {
    /// A smooth three-channel gradient: far more than 256 colours.
    private func gradient(width: Int = 96, height: Int = 64) -> RGBFrame {
        var pixels: [UInt32] = []
        for y in 0..<height {
            for x in 0..<width {
                let r = UInt32(x * 255 / (width - 1)), g = UInt32(y * 255 / (height - 1)),
                    b = UInt32((x + y) * 255 / (width + height - 2))
                pixels.append(r << 16 | g << 8 | b)
            }
        }
        return RGBFrame(width: width, height: height, pixels: pixels)
    }

    func testPaletteNeverExceedsTheLimit() {
        let frame = gradient()
        XCTAssertGreaterThan(Set(frame.pixels).count, 256, "the fixture must need quantizing")
        for limit in [2, 16, 255, 256] {
            let palette = MedianCut.palette(for: frame.pixels, maxColors: limit)
            XCTAssertLessThanOrEqual(palette.count, limit)
            XCTAssertEqual(palette.count, limit, "a gradient has enough colours to fill \(limit) boxes")
            XCTAssertEqual(Set(palette).count, palette.count, "no colour twice")
        }
    }

    func testFewColoursAreKeptExactly() {
        // 256 distinct colours in a scrambled order, each pixel must come back unchanged.
        // The blue byte is 5i mod 256, different for every i, so the colours are distinct.
        let colors: [UInt32] = (0..<256).map { (i: Int) -> UInt32 in UInt32(i * 0x01_0305) & 0xFF_FFFF }
        XCTAssertEqual(Set(colors).count, 256)
        let pixels = (0..<(32 * 24)).map { colors[($0 * 37) % 256] }
        let frame = RGBFrame(width: 32, height: 24, pixels: pixels)
        let indexed = FrameQuantizer.quantize(frame, delay: 2)
        XCTAssertEqual(indexed.palette.count, 256)
        XCTAssertEqual(indexed.rgbPixels, pixels)
    }

    func testDitheredGradientStaysCloseLocally() {
        let frame = gradient()
        let indexed = FrameQuantizer.quantize(frame, delay: 2, maxColors: 64)
        let out = indexed.rgbPixels
        // Dithering trades per-pixel error for local averages: the mean of each 8×8 block
        // stay close to the original's, per channel: 2 levels on average, and 10 at worst (the
        // gradient's corners lie outside the palette's hull, as every box mean is inside it).
        var worstBlock = 0, worstPixel = 0, totalBlock = 0, blocks = 0
        for by in stride(from: 0, to: frame.height, by: 8) {
            for bx in stride(from: 0, to: frame.width, by: 8) {
                var sums = [0, 0, 0, 0, 0, 0]
                for y in by..<(by + 8) {
                    for x in bx..<(bx + 8) {
                        let a = frame.pixels[y * frame.width + x], b = out[y * frame.width + x]
                        for c in 0..<3 {
                            let shift = UInt32(16 - 8 * c)
                            let ca = Int(a >> shift & 0xFF), cb = Int(b >> shift & 0xFF)
                            sums[c] += ca
                            sums[c + 3] += cb
                            worstPixel = max(worstPixel, abs(ca - cb))
                        }
                    }
                }
                for c in 0..<3 {
                    worstBlock = max(worstBlock, abs(sums[c] - sums[c + 3]) / 64)
                    totalBlock += abs(sums[c] - sums[c + 3])
                    blocks += 64
                }
            }
        }
        XCTAssertLessThanOrEqual(worstBlock, 10, "worst block \(worstBlock), worst pixel \(worstPixel)")
        XCTAssertLessThanOrEqual(Double(totalBlock) / Double(blocks), 2, "mean block error")
        // The error a pixel carries is clamped, so no pixel strays further than the clamp
        // plus the palette's own coarseness.
        XCTAssertLessThanOrEqual(worstPixel, Ditherer.errorLimit + 64)
    }

    func testDitheringBeatsNearestColourOnAverage() {
        let frame = gradient()
        let palette = MedianCut.palette(for: frame.pixels, maxColors: 8)
        func blockError(_ indices: [UInt8]) -> Int {
            var total = 0
            for by in stride(from: 0, to: frame.height, by: 8) {
                for bx in stride(from: 0, to: frame.width, by: 8) {
                    for c in 0..<3 {
                        let shift = UInt32(16 - 8 * c)
                        var sum = 0
                        for y in by..<(by + 8) {
                            for x in bx..<(bx + 8) {
                                let i = y * frame.width + x
                                sum +=
                                    Int(frame.pixels[i] >> shift & 0xFF) - Int(palette[Int(indices[i])] >> shift & 0xFF)
                            }
                        }
                        total += abs(sum)
                    }
                }
            }
            return total
        }
        XCTAssertLessThan(
            blockError(Ditherer.map(frame, palette: palette)),
            blockError(Ditherer.map(frame, palette: palette, dither: false)))
    }

    func testQuantizingIsDeterministic() {
        let frame = gradient()
        XCTAssertEqual(FrameQuantizer.quantize(frame, delay: 2), FrameQuantizer.quantize(frame, delay: 2))
    }
}
