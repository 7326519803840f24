import TabBarCore
import TabBarFrame

/// Blurs a rectangle of what is already drawn (`SceneNode.backdropBlur`), in place on the
/// target's pixels: a box blur three times over (close to a Gaussian), edges clamped so
/// nothing outside the rectangle is read.
///
/// A wide radius is blurred at a fraction of the size (`BlurPlan`): the strip is averaged
/// down, blurred small and widened back bilinearly, as compositors blur materials. A blur
/// this heavy keeps no detail the small copy lacks, and it costs a quarter or less.
///
/// The last blur is cached with the small strip it was made from: the result depends on
/// nothing else, so when the page beneath reads the same (a still page under an animating
/// bar), the cached result is copied back instead of blurring again. Buffers are kept
/// between frames, so a warm blur allocates nothing.
final class BackdropBlur {
    /// The strip at the plan's size; blurred in place, with `spare` as each pass's other half.
    private let small = ScratchBuffer<UInt64>()
    private let spare = ScratchBuffer<UInt64>()
    /// Running column sums of a vertical pass.
    private let sums = ScratchBuffer<UInt64>()
    /// The blurred small rows widened to full width, then the columns' sample indices.
    private let rows = ScratchBuffer<UInt64>()
    private let columns = ScratchBuffer<Int>()
    /// The small strip the cached blur was made from, and that blur at full size.
    private let input = ScratchBuffer<UInt64>()
    private let output = ScratchBuffer<UInt32>()
    private var key: Key?

    private struct Key: Equatable {
        var width: Int, height: Int, plan: BlurPlan
    }

    /// Blurs `rect` (user space of `context`, which may only scale and translate) on the
    /// context's target.
    func blur(_ rect: Rect, radius: Double, on context: CairoContext) {
        let surface = context.surface
        guard surface.hasWordPixels else { return }
        let (x0, y0) = context.userToDevice(rect.minX, rect.minY)
        let (x1, y1) = context.userToDevice(rect.maxX, rect.maxY)
        let scaleX = context.userToDeviceDistance(1, 0).x
        let width = surface.width, height = surface.height
        let left = max(0, Int(x0.rounded())), top = max(0, Int(y0.rounded()))
        let right = min(width, Int(x1.rounded())), bottom = min(height, Int(y1.rounded()))
        guard right > left, bottom > top, let data = surface.pixels else { return }
        surface.flush()
        let stride = surface.bytesPerRow / 4
        let pixels = data.bindMemory(to: UInt32.self, capacity: stride * height)
        let strip = Strip(
            pixels: pixels + top * stride + left, stride: stride, width: right - left, height: bottom - top)
        // Past 800 device pixels a lane of the running sums could spill; nothing blurs that far.
        let plan = BlurPlan(radius: min(800, max(1, Int((radius * abs(scaleX)).rounded()))))
        blur(strip, plan: plan)
        surface.markDirty(PixelBox(x: left, y: top, width: strip.width, height: strip.height))
    }

    /// Blurs `strip` in place with `plan`, or copies the cached blur when its small strip matches.
    func blur(_ strip: Strip, plan: BlurPlan) {
        let smallWidth = plan.reduced(strip.width), smallHeight = plan.reduced(strip.height)
        let count = smallWidth * smallHeight
        let small = small.reserve(count)
        BlurPasses.downsample(strip, plan: plan, into: small)
        let key = Key(width: strip.width, height: strip.height, plan: plan)
        let output = output.reserve(strip.width * strip.height)
        if key != self.key || !input.pointer.elementsEqual(small, count: count) {
            input.reserve(count).update(from: small, count: count)
            let spare = spare.reserve(count), sums = sums.reserve(smallWidth)
            func box(_ radius: Int) {
                BlurPasses.horizontal(small, into: spare, width: smallWidth, height: smallHeight, radius: radius)
                BlurPasses.vertical(
                    spare, into: small, sums: sums, width: smallWidth, height: smallHeight, radius: radius)
            }
            box(plan.radii.0)
            box(plan.radii.1)
            box(plan.radii.2)
            BlurPasses.upsample(
                small, width: smallWidth, height: smallHeight, factor: plan.factor,
                into: Strip(pixels: output, stride: strip.width, width: strip.width, height: strip.height),
                rows: rows.reserve(smallHeight * strip.width), columns: columns.reserve(2 * strip.width))
            self.key = key
        }
        for row in 0..<strip.height {
            (strip.pixels + row * strip.stride).update(from: output + row * strip.width, count: strip.width)
        }
    }
}

/// A rectangle of 32-bit pixels: `width` × `height`, rows `stride` pixels apart.
struct Strip {
    var pixels: UnsafeMutablePointer<UInt32>
    var stride: Int
    var width: Int
    var height: Int
}

/// How a blur of device radius `radius` is done: the size it is done at (1 / `factor`) and
/// the half-widths of its three box passes there.
struct BlurPlan: Equatable {
    /// 1, 2, 4 or 8: how many device pixels one small pixel averages across and down.
    let factor: Int
    let radii: (Int, Int, Int)

    /// Below about 3 small pixels per box half-width the boxes' steps would show, so the
    /// factor is the largest power of two that keeps 3. The three half-widths then give
    /// the variance of three full-size boxes of `radius`, r(r + 1), counting the variance
    /// the averaging down ((f² − 1) / 12) and the bilinear widening (f² / 6) add.
    init(radius: Int) {
        var factor = 1
        while factor < 8, radius / (factor * 2) >= 3 { factor *= 2 }
        self.factor = factor
        guard factor > 1 else {
            radii = (radius, radius, radius)
            return
        }
        let f2 = Double(factor * factor)
        let target = (Double(radius * (radius + 1)) - (f2 - 1) / 12 - f2 / 6) / f2
        var q = 1
        while (q + 1) * (q + 2) <= Int(target) { q += 1 }
        // A box of half-width q has variance q(q + 1) / 3; widen one, two or all three passes.
        let choices = [(q, q, q), (q + 1, q, q), (q + 1, q + 1, q), (q + 1, q + 1, q + 1)]
        func variance(_ r: (Int, Int, Int)) -> Double {
            let sum: Int = r.0 * (r.0 + 1) + r.1 * (r.1 + 1) + r.2 * (r.2 + 1)
            return Double(sum) / 3
        }
        radii = choices.min { abs(variance($0) - target) < abs(variance($1) - target) } ?? (q, q, q)
    }

    /// A length of device pixels, in small pixels (a partial last one counts).
    func reduced(_ length: Int) -> Int { (length + factor - 1) / factor }

    static func == (a: BlurPlan, b: BlurPlan) -> Bool { a.factor == b.factor && a.radii == b.radii }
}

/// A block of memory kept between frames, grown as needed, so a warm blur allocates nothing.
final class ScratchBuffer<Element: BitwiseCopyable> {
    private(set) var pointer = UnsafeMutablePointer<Element>.allocate(capacity: 1)
    private var capacity = 1

    /// Room for `count` elements (their contents are undefined after growing).
    func reserve(_ count: Int) -> UnsafeMutablePointer<Element> {
        if count > capacity {
            pointer.deallocate()
            pointer = .allocate(capacity: count)
            capacity = count
        }
        return pointer
    }

    deinit { pointer.deallocate() }
}

extension UnsafeMutablePointer where Pointee == UInt64 {
    /// Whether the `count` elements here equal those at `other`.
    func elementsEqual(_ other: UnsafeMutablePointer<UInt64>, count: Int) -> Bool {
        for i in 0..<count where self[i] != other[i] { return false }
        return true
    }
}
