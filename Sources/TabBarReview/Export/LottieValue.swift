import Glibc
import TabBarCore

/// Lottie's animated values: a property is a static `{"a": 0, "k": value}` when every frame
/// has the same value, else keyframes (`LottieKeyframes`): the curve's own handles where it
/// follows one of the core's timing curves, else a keyframe a frame, linear between frames.
enum LottieValue {
    /// The property whose value at frame `f` is `values[f]`, written as `shown` gives it
    /// (see `LottieKeyframes`), for the layer's `frames` (all when nil); with `discrete`,
    /// steps hold.
    static func property(
        _ values: [[Double]], shown: @escaping ([Double]) -> [Double] = { $0 }, discrete: Bool = false,
        frames: Range<Int>? = nil
    ) -> SchemaJSON {
        let frames = shownFrames(frames, count: values.count)
        guard let first = values[frames].first else { return .object([("a", .number(0)), ("k", .number(0))]) }
        if values[frames].allSatisfy({ $0 == first }) {
            let value = shown(first)
            return .object([("a", .number(0)), ("k", value.count == 1 ? .number(rounded(value[0])) : numbers(value))])
        }
        let keyframes = LottieKeyframes(
            values: values, shown: shown, discrete: discrete, json: numbers, frames: frames
        ).keyframes
        return .object([("a", .number(1)), ("k", .array(keyframes))])
    }

    /// An animated property whose value at frame `f` is `values[f]` written by `json` (a
    /// mask's path from its numbers), or a static one when they are all the same.
    static func property(
        _ values: [[Double]], frames: Range<Int>? = nil, json: @escaping ([Double]) -> SchemaJSON
    ) -> SchemaJSON {
        let frames = shownFrames(frames, count: values.count)
        guard let first = values[frames].first else { return .object([("a", .number(0)), ("k", .null)]) }
        if values[frames].allSatisfy({ $0 == first }) { return .object([("a", .number(0)), ("k", json(first))]) }
        let keyframes = LottieKeyframes(
            values: values, shown: { $0 }, json: { .array([json($0)]) }, frames: frames
        ).keyframes
        return .object([("a", .number(1)), ("k", .array(keyframes))])
    }

    /// `frames` within `count` values; all of them when nil or outside.
    static func shownFrames(_ frames: Range<Int>?, count: Int) -> Range<Int> {
        let shown = frames?.clamped(to: 0..<count) ?? 0..<count
        return shown.isEmpty ? 0..<count : shown
    }

    static func numbers(_ values: [Double]) -> SchemaJSON {
        .array(values.map { .number(rounded($0)) })
    }

    /// Six decimals are far below a pixel or a percent, and keep the file short.
    static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        return (value * 1e6).rounded() / 1e6
    }

    /// A transform as Lottie's layer transform (`ks`): position, rotation in degrees and scale
    /// in percent about `anchor` (the layer's centre, so that a motion about it keeps its
    /// position still), frame by frame; nil when a frame's transform skews (no position,
    /// rotation and scale give it).
    static func transform(
        _ transforms: [AffineTransform], opacities: [Double], anchor: Point = .zero, picture: Bool = false,
        frames: Range<Int>? = nil
    ) -> SchemaJSON? {
        var positions: [[Double]] = [], scales: [[Double]] = [], rotations: [[Double]] = []
        var last: Double?
        for m in transforms {
            let sx = (m.a * m.a + m.b * m.b).squareRoot()
            guard sx > 1e-9 else { return nil }
            let angle = atan2(m.b, m.a)
            let sy = (m.a * m.d - m.b * m.c) / sx
            // R(θ)·S(sx, sy) has perpendicular columns; anything else skews.
            guard abs(m.a * m.c + m.b * m.d) <= 1e-6 * max(1, sx * abs(sy)) else { return nil }
            var degrees = angle * 180 / .pi
            // Unwound from frame to frame, so that no keyframe turns the long way round.
            if let last { degrees += 360 * ((last - degrees) / 360).rounded() }
            last = degrees
            let position = m.apply(to: anchor)
            positions.append([position.x, position.y])
            scales.append([sx * 100, sy * 100])
            rotations.append([degrees])
        }
        let percents = opacities.map { [min(max($0, 0), 1) * 100] }
        // A picture's visibility switching (a scaled picture's rungs taking turns) holds.
        let switching = picture && percents.allSatisfy { $0[0] == 0 || $0[0] == 100 }
        let opacity = property(
            percents, shown: { picture ? $0.map(pictureOpacity) : $0 }, discrete: switching, frames: frames)
        return .object([
            ("a", property([[anchor.x, anchor.y]])), ("p", property(positions, frames: frames)),
            ("s", property(scales, frames: frames)), ("r", property(rotations, frames: frames)), ("o", opacity),
        ])
    }

    /// An image layer's opacity as written for `percent`. rlottie draws a picture's pixels at
    /// (coverage × ⌊opacity × 255⌋) >> 8 of their alpha: at 100 % that is 254, which its
    /// blend turns into 253/255 of the picture over 2/256 of what lies beneath, and takes
    /// 1/256 off everything under the picture's transparent pixels. ⌊opacity × 255⌋ = 256
    /// gives 255, which rlottie copies exactly, so an opaque picture is written at 100.59 %;
    /// lottie-web, lottie-ios and lottie-android clamp opacity to 100 %, so they draw it as
    /// before. A picture faded in between keeps its own opacity, which every player shows.
    static func pictureOpacity(_ percent: Double) -> Double {
        percent >= 100 ? 256.5 / 2.55 : percent
    }

    /// A colour's [r, g, b, 1] (the alpha goes into the fill's opacity) as written, each
    /// channel `channel`'s.
    static func color(_ color: [Double]) -> [Double] {
        color.prefix(3).map(channel) + [1]
    }

    /// A colour channel (0…1) as written: the 8-bit level Cairo draws (through 16 bits:
    /// ⌊(65535 v + ½) / 256⌋, n for n/255), and a quarter of a level above it. rlottie
    /// truncates (`uchar(255 × r)`, in float: 247/255 became 246), lottie-web and
    /// lottie-android round; n + ¼ gives n to both.
    static func channel(_ value: Double) -> Double {
        let level = Double(Int(min(max(value, 0), 1) * 65535 + 0.5) >> 8)
        return level >= 255 ? 1 : (level + 0.25) / 255
    }

    /// A fill's opacity as written for `percent`, the same way: rlottie takes the alpha
    /// byte as `uchar(255 × opacity)`.
    static func fillOpacity(_ percent: Double) -> Double {
        channel(percent / 100) * 100
    }
}
