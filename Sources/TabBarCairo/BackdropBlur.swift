import CCairo
import TabBarCore

/// Blurs a rectangle of what is already drawn (`SceneNode.backdropBlur`), in place on the
/// target's pixels: a box blur three times over, each pass a running sum along rows then
/// columns, edges clamped so nothing outside the rectangle is read.
///
/// The last blur is cached with the pixels it was made from: when the page beneath the
/// bar has not changed, the strip reads the same, and the cached result is copied back
/// instead of blurring again (a compare and a copy of the strip).
final class BackdropBlur {
    private var input: [UInt32] = []
    private var output: [UInt32] = []
    private var key: (x: Int, y: Int, width: Int, height: Int, radius: Int)?

    /// Blurs `rect` (user space of `cr`, which may only scale and translate) on `cr`'s target.
    func blur(_ rect: Rect, radius: Double, on cr: OpaquePointer) {
        guard let surface = cairo_get_target(cr), cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
                || cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24 else { return }
        var x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        cairo_user_to_device(cr, &x0, &y0)
        cairo_user_to_device(cr, &x1, &y1)
        var scaleX = 1.0, scaleY = 0.0
        cairo_user_to_device_distance(cr, &scaleX, &scaleY)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let left = max(0, Int(x0.rounded())), top = max(0, Int(y0.rounded()))
        let right = min(width, Int(x1.rounded())), bottom = min(height, Int(y1.rounded()))
        guard right > left, bottom > top, let data = cairo_image_surface_get_data(surface) else { return }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let pixels = UnsafeMutableRawPointer(data).bindMemory(to: UInt32.self, capacity: stride * height)
        let w = right - left, h = bottom - top
        let r = max(1, Int((radius * abs(scaleX)).rounded()))
        var strip = [UInt32](repeating: 0, count: w * h)
        for row in 0..<h { for col in 0..<w { strip[row * w + col] = pixels[(top + row) * stride + left + col] } }
        let same = key.map { $0 == (left, top, w, h, r) } ?? false
        if !(same && strip == input) {
            input = strip
            output = Self.boxBlur3(strip, width: w, height: h, radius: r)
            key = (left, top, w, h, r)
        }
        for row in 0..<h { for col in 0..<w { pixels[(top + row) * stride + left + col] = output[row * w + col] } }
        cairo_surface_mark_dirty_rectangle(surface, Int32(left), Int32(top), Int32(w), Int32(h))
    }

    /// Three box blurs of half-width `radius`, rows then columns, on premultiplied ARGB,
    /// one channel at a time in two planes that trade places each pass.
    static func boxBlur3(_ pixels: [UInt32], width: Int, height: Int, radius: Int) -> [UInt32] {
        let count = width * height
        var plane = [Int32](repeating: 0, count: count), spare = plane
        var result = [UInt32](repeating: 0, count: count)
        // A page beneath is opaque: its alpha stays 255 and needs no blurring.
        let opaque = pixels.allSatisfy { $0 >> 24 == 0xFF }
        if opaque { result = [UInt32](repeating: 0xFF00_0000, count: count) }
        for channel in 0..<(opaque ? 3 : 4) {
            let shift = UInt32(channel * 8)
            for i in 0..<count { plane[i] = Int32((pixels[i] >> shift) & 0xFF) }
            plane.withUnsafeMutableBufferPointer { plane in
                spare.withUnsafeMutableBufferPointer { spare in
                    for _ in 0..<3 {
                        pass(plane, into: spare, lines: height, length: width, step: 1, lineStep: width, radius: radius)
                        pass(spare, into: plane, lines: width, length: height, step: width, lineStep: 1, radius: radius)
                    }
                }
            }
            for i in 0..<count { result[i] |= UInt32(plane[i]) << shift }
        }
        return result
    }

    /// One box blur along lines of `length` samples `step` apart, edges clamped. A running
    /// sum, divided by a fixed-point reciprocal: a division per sample would cost more than
    /// the rest of the pass.
    static func pass(_ source: UnsafeMutableBufferPointer<Int32>, into target: UnsafeMutableBufferPointer<Int32>,
                     lines: Int, length: Int, step: Int, lineStep: Int, radius: Int) {
        let span = Int64(2 * radius + 1)
        let reciprocal = ((1 << 32) + span - 1) / span
        for line in 0..<lines {
            let base = line * lineStep
            let first = source[base], last = source[base + (length - 1) * step]
            var sum = Int64(first) * Int64(radius + 1)
            for i in 1...radius { sum += Int64(source[base + min(i, length - 1) * step]) }
            // Edges clamp; between them (most of a line) both ends of the window are inside.
            let inner = radius..<max(radius, length - radius - 1)
            for i in 0..<length {
                target[base + i * step] = Int32(((sum * 2 + span) * reciprocal) >> 33)
                if inner.contains(i) {
                    sum += Int64(source[base + (i + radius + 1) * step]) - Int64(source[base + (i - radius) * step])
                } else {
                    let entering = i + radius + 1 < length ? source[base + (i + radius + 1) * step] : last
                    let leaving = i - radius >= 0 ? source[base + (i - radius) * step] : first
                    sum += Int64(entering) - Int64(leaving)
                }
            }
        }
    }
}
