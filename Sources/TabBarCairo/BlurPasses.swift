/// The backdrop blur's passes over pixels whose four 8-bit channels are spread into the
/// 16-bit lanes of a `UInt64` (blue, green, red, alpha from the low end). A lane holds the
/// sum of up to 257 pixels, so a running sum adds and subtracts all four channels in one
/// instruction; channels are premultiplied, so averaging them is what blending does.
enum BlurPasses {
    static let low8: UInt64 = 0x00FF_00FF_00FF_00FF
    static let evenLanes: UInt64 = 0x0000_FFFF_0000_FFFF

    @inline(__always) static func spread(_ pixel: UInt32) -> UInt64 {
        var x = UInt64(pixel)
        x = (x | (x << 16)) & evenLanes
        return (x | (x << 8)) & low8
    }

    @inline(__always) static func pack(_ lanes: UInt64) -> UInt32 {
        var x = lanes & low8
        x = (x | (x >> 8)) & evenLanes
        return UInt32(truncatingIfNeeded: x | (x >> 16))
    }

    /// 2²³ / `span`, rounded: dividing by a multiply, as a division per pixel would cost
    /// more than the rest of a pass.
    static func reciprocal(_ span: Int) -> UInt64 { UInt64(((1 << 23) + span / 2) / span) }

    /// Each lane (at most 255 × span) divided by the span whose `reciprocal` is given, rounded.
    /// The lanes are split into two pairs 32 bits apart so that no product spills into the next.
    @inline(__always) static func divide(_ sum: UInt64, _ reciprocal: UInt64) -> UInt64 {
        let half: UInt64 = 0x0040_0000_0040_0000, mask: UInt64 = 0x0000_00FF_0000_00FF
        let even = ((sum & evenLanes) &* reciprocal &+ half) >> 23 & mask
        let odd = (((sum >> 16) & evenLanes) &* reciprocal &+ half) >> 23 & mask
        return even | odd << 16
    }

    /// Averages each `factor` × `factor` block of `strip` into one small pixel; the blocks of
    /// a partial last column or row repeat the strip's edge.
    static func downsample(_ strip: Strip, plan: BlurPlan, into small: UnsafeMutablePointer<UInt64>) {
        let f = plan.factor, width = plan.reduced(strip.width), height = plan.reduced(strip.height)
        let shift = 2 * f.trailingZeroBitCount, half = UInt64(f * f / 2) &* 0x0001_0001_0001_0001
        let whole = strip.width / f
        for y in 0..<height {
            let out = small + y * width
            out.update(repeating: 0, count: width)
            for dy in 0..<f {
                let row = strip.pixels + min(y * f + dy, strip.height - 1) * strip.stride
                for x in 0..<whole {
                    var sum: UInt64 = 0
                    for dx in 0..<f { sum &+= spread(row[x * f + dx]) }
                    out[x] &+= sum
                }
                if whole < width {
                    var sum: UInt64 = 0
                    for dx in 0..<f { sum &+= spread(row[min(whole * f + dx, strip.width - 1)]) }
                    out[whole] &+= sum
                }
            }
            // f² ≤ 64 pixels sum to under 2¹⁴ a lane; what the shift pulls in from the lane
            // above lands at bit 10 or higher, which the mask drops.
            for x in 0..<width { out[x] = ((out[x] &+ half) >> shift) & low8 }
        }
    }

    /// A box blur of half-width `radius` along each row, edges clamped.
    static func horizontal(
        _ source: UnsafeMutablePointer<UInt64>, into target: UnsafeMutablePointer<UInt64>,
        width: Int, height: Int, radius: Int
    ) {
        let reciprocal = reciprocal(2 * radius + 1), last = width - 1
        for y in 0..<height {
            let s = source + y * width, t = target + y * width
            var sum = s[0] &* UInt64(radius + 1)
            for i in 1...radius { sum &+= s[min(i, last)] }
            // Each lane of `sum` is a sum of whole pixels, so adding first and then taking
            // away a pixel it holds never borrows across lanes.
            for i in 0..<width {
                t[i] = divide(sum, reciprocal)
                sum = sum &+ s[min(i + radius + 1, last)] &- s[max(i - radius, 0)]
            }
        }
    }

    /// A box blur of half-width `radius` down each column, edges clamped; a row at a time,
    /// with a running sum per column, so memory is read in order.
    static func vertical(
        _ source: UnsafeMutablePointer<UInt64>, into target: UnsafeMutablePointer<UInt64>,
        sums: UnsafeMutablePointer<UInt64>, width: Int, height: Int, radius: Int
    ) {
        let reciprocal = reciprocal(2 * radius + 1), last = height - 1
        for x in 0..<width { sums[x] = source[x] &* UInt64(radius + 1) }
        for j in 1...radius {
            let row = source + min(j, last) * width
            for x in 0..<width { sums[x] &+= row[x] }
        }
        for y in 0..<height {
            let t = target + y * width
            let entering = source + min(y + radius + 1, last) * width, leaving = source + max(y - radius, 0) * width
            for x in 0..<width {
                t[x] = divide(sums[x], reciprocal)
                sums[x] = sums[x] &+ entering[x] &- leaving[x]
            }
        }
    }

    /// Widens `small` (`width` × `height`, 1 / `factor` of `target`) to `target` bilinearly,
    /// edges clamped: rows first into `rows` (height × target width), then columns.
    /// Weights are sixteenths, exact for factors up to 8, and a lane then peaks at
    /// 16 × 16 × 255 < 2¹⁶.
    static func upsample(
        _ small: UnsafeMutablePointer<UInt64>, width: Int, height: Int, factor: Int,
        into target: Strip, rows: UnsafeMutablePointer<UInt64>, columns: UnsafeMutablePointer<Int>
    ) {
        for x in 0..<target.width {
            let (left, right, weight) = sample(x, factor: factor, count: width)
            columns[2 * x] = left
            columns[2 * x + 1] = right << 8 | weight
        }
        for y in 0..<height {
            let s = small + y * width, out = rows + y * target.width
            for x in 0..<target.width {
                let right = columns[2 * x + 1], weight = UInt64(right & 0xFF)
                out[x] = s[columns[2 * x]] &* (16 - weight) &+ s[right >> 8] &* weight
            }
        }
        let rounding: UInt64 = 0x0080_0080_0080_0080
        for y in 0..<target.height {
            let (top, bottom, weight) = sample(y, factor: factor, count: height)
            let a = rows + top * target.width, b = rows + bottom * target.width
            let out = target.pixels + y * target.stride, w = UInt64(weight)
            for x in 0..<target.width { out[x] = pack((a[x] &* (16 - w) &+ b[x] &* w &+ rounding) >> 8) }
        }
    }

    /// The two small samples either side of full pixel `index`'s centre, clamped to
    /// `0..<count`, and the second's weight in sixteenths. The centre (i + ½) / f − ½ lies
    /// on a multiple of 1 / 2f, so the weight is exact.
    static func sample(_ index: Int, factor: Int, count: Int) -> (Int, Int, Int) {
        let numerator = 2 * index + 1 - factor, denominator = 2 * factor
        let first = numerator >= 0 ? numerator / denominator : -((denominator - 1 - numerator) / denominator)
        let weight = (numerator - first * denominator) * 8 / factor
        return (min(max(first, 0), count - 1), min(max(first + 1, 0), count - 1), weight)
    }
}
