/// Maps a frame onto a palette with Floyd–Steinberg error diffusion, in integers and in
/// a fixed scan order, so the result is deterministic.
public enum Ditherer {
    /// The largest error a pixel passes on per channel. Clamping keeps a run of pixels the
    /// palette cannot match from piling up error (and smearing colour far away).
    public static let errorLimit = 48

    /// `frame` as indices into `palette`. Colours the palette holds exactly stay exact;
    /// with `dither` false every pixel simply takes its nearest colour. Pixels `skipped` marks
    /// get `skipIndex` (a GIF's transparent index) and neither take nor pass on any error.
    public static func map(
        _ frame: RGBFrame, palette: [UInt32], dither: Bool = true, skipped: [Bool]? = nil, skipIndex: UInt8 = 0
    ) -> [UInt8] {
        precondition(!palette.isEmpty && palette.count <= 256, "a GIF palette has 1 to 256 colours")
        var nearest = NearestColor(palette: palette)
        let width = frame.width
        var indices = [UInt8](repeating: 0, count: frame.pixels.count)
        // Error for this row and the next, three channels per pixel, with a pixel of margin each side.
        var current = [Int](repeating: 0, count: 3 * (width + 2))
        var next = current
        for y in 0..<frame.height {
            for x in 0..<width {
                if let skipped, skipped[y * width + x] {
                    indices[y * width + x] = skipIndex
                    continue
                }
                let pixel = frame.pixels[y * width + x]
                var wanted = (Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF))
                let at = 3 * (x + 1)
                if dither {
                    wanted = (
                        clamp(wanted.0 + current[at] / 16), clamp(wanted.1 + current[at + 1] / 16),
                        clamp(wanted.2 + current[at + 2] / 16)
                    )
                }
                let index = nearest.index(of: UInt32(wanted.0) << 16 | UInt32(wanted.1) << 8 | UInt32(wanted.2))
                indices[y * width + x] = index
                guard dither else { continue }
                let chosen = palette[Int(index)]
                diffuse(wanted.0 - Int((chosen >> 16) & 0xFF), channel: at, current: &current, next: &next)
                diffuse(wanted.1 - Int((chosen >> 8) & 0xFF), channel: at + 1, current: &current, next: &next)
                diffuse(wanted.2 - Int(chosen & 0xFF), channel: at + 2, current: &current, next: &next)
            }
            swap(&current, &next)
            for i in next.indices { next[i] = 0 }
        }
        return indices
    }

    /// Floyd–Steinberg's 7/16 right, 3/16 below left, 5/16 below, 1/16 below right.
    @inline(__always)
    private static func diffuse(_ error: Int, channel at: Int, current: inout [Int], next: inout [Int]) {
        guard error != 0 else { return }
        let error = min(errorLimit, max(-errorLimit, error))
        current[at + 3] += 7 * error
        next[at - 3] += 3 * error
        next[at] += 5 * error
        next[at + 3] += error
    }

    private static func clamp(_ value: Int) -> Int { min(255, max(0, value)) }
}
