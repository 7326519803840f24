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

    /// Three box blurs of half-width `radius`, rows then columns, on premultiplied ARGB.
    static func boxBlur3(_ pixels: [UInt32], width: Int, height: Int, radius: Int) -> [UInt32] {
        var channels = (0..<4).map { c in pixels.map { Int32(($0 >> UInt32(c * 8)) & 0xFF) } }
        var scratch = [Int32](repeating: 0, count: width * height)
        for c in 0..<4 {
            for _ in 0..<3 {
                pass(&channels[c], into: &scratch, lines: height, length: width, step: 1, lineStep: width, radius: radius)
                pass(&scratch, into: &channels[c], lines: width, length: height, step: width, lineStep: 1, radius: radius)
            }
        }
        return (0..<pixels.count).map { i in
            (0..<4).reduce(UInt32(0)) { $0 | UInt32(channels[$1][i]) << UInt32($1 * 8) }
        }
    }

    /// One box blur along lines of `length` samples `step` apart, edges clamped.
    static func pass(_ source: inout [Int32], into target: inout [Int32], lines: Int, length: Int, step: Int,
                     lineStep: Int, radius: Int) {
        let span = Int32(2 * radius + 1)
        source.withUnsafeBufferPointer { src in
            target.withUnsafeMutableBufferPointer { dst in
                for line in 0..<lines {
                    let base = line * lineStep
                    func at(_ i: Int) -> Int32 { src[base + min(max(i, 0), length - 1) * step] }
                    var sum: Int32 = 0
                    for i in -radius...radius { sum += at(i) }
                    for i in 0..<length {
                        dst[base + i * step] = (sum + span / 2) / span
                        sum += at(i + radius + 1) - at(i - radius)
                    }
                }
            }
        }
    }
}
