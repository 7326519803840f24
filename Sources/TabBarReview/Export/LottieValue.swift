import Glibc
import TabBarCore

/// Lottie's animated values: a property is a static `{"a": 0, "k": value}` when every frame
/// has the same value, else a keyframe at every frame, linear between frames (`o` 0, `i` 1),
/// as `tabbar export` writes them.
enum LottieValue {
    /// The property whose value at frame `f` is `values[f]`.
    static func property(_ values: [[Double]]) -> SchemaJSON {
        guard let first = values.first else { return .object([("a", .number(0)), ("k", .number(0))]) }
        if values.allSatisfy({ $0 == first }) {
            return .object([("a", .number(0)), ("k", first.count == 1 ? .number(first[0]) : numbers(first))])
        }
        return .object([("a", .number(1)), ("k", .array(keyframes(values.map(numbers))))])
    }

    /// Keyframes of `values` (each already a Lottie value), one a frame, linear between: a
    /// frame inside a run of equal values is left out, since the linear path between the
    /// run's ends gives the same value at every frame of it.
    static func keyframes(_ values: [SchemaJSON]) -> [SchemaJSON] {
        let last = values.count - 1
        return values.indices.compactMap { frame in
            let inside =
                frame > 0 && frame < last && values[frame - 1] == values[frame] && values[frame + 1] == values[frame]
            guard !inside else { return nil }
            var members: [(String, SchemaJSON)] = [("t", .number(Double(frame))), ("s", values[frame])]
            if frame < last {
                members.append(("o", .object([("x", .array([.number(0)])), ("y", .array([.number(0)]))])))
                members.append(("i", .object([("x", .array([.number(1)])), ("y", .array([.number(1)]))])))
            }
            return .object(members)
        }
    }

    /// An animated property whose every frame's value is `values[f]` (whole Lottie values,
    /// such as a mask's path), or a static one when they are all the same.
    static func property(values: [SchemaJSON]) -> SchemaJSON {
        guard let first = values.first else { return .object([("a", .number(0)), ("k", .null)]) }
        if values.allSatisfy({ $0 == first }) { return .object([("a", .number(0)), ("k", first)]) }
        return .object([("a", .number(1)), ("k", .array(keyframes(values.map { .array([$0]) })))])
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
    /// in percent, anchored at the origin, frame by frame; nil when a frame's transform skews
    /// (no position, rotation and scale give it).
    static func transform(
        _ transforms: [AffineTransform], opacities: [Double], percent: (Double) -> Double = { $0 * 100 }
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
            positions.append([m.tx, m.ty])
            scales.append([sx * 100, sy * 100])
            rotations.append([degrees])
        }
        return .object([
            ("a", property([[0, 0]])), ("p", property(positions)), ("s", property(scales)),
            ("r", property(rotations)), ("o", property(opacities.map { [percent(min(max($0, 0), 1))] })),
        ])
    }

    /// An image layer's opacity in percent for `alpha`. rlottie draws a picture's pixels at
    /// (coverage × ⌊opacity × 255⌋) >> 8 of their alpha: at 100 % that is 254, which its
    /// blend turns into 253/255 of the picture over 2/256 of what lies beneath, and takes
    /// 1/256 off everything under the picture's transparent pixels. ⌊opacity × 255⌋ = 256
    /// gives 255, which rlottie copies exactly, so an opaque picture is written at 100.59 %;
    /// lottie-web, lottie-ios and lottie-android clamp opacity to 100 %, so they draw it as
    /// before. A picture faded in between keeps its own opacity, which every player shows.
    static func pictureOpacity(_ alpha: Double) -> Double {
        alpha >= 1 ? 256.5 / 2.55 : alpha * 100
    }

    /// A colour as Lottie's [r, g, b, 1] (the alpha goes into the fill's opacity), each
    /// channel `channel`'s.
    static func color(_ color: Color) -> [Double] {
        [channel(color.red), channel(color.green), channel(color.blue), 1]
    }

    /// A colour channel (0…1) as written: the 8-bit level Cairo draws (through 16 bits:
    /// ⌊(65535 v + ½) / 256⌋, n for n/255), and a quarter of a level above it. rlottie
    /// truncates (`uchar(255 × r)`, in float: 247/255 became 246), lottie-web and
    /// lottie-android round; n + ¼ gives n to both.
    static func channel(_ value: Double) -> Double {
        let level = Double(Int(min(max(value, 0), 1) * 65535 + 0.5) >> 8)
        return level >= 255 ? 1 : (level + 0.25) / 255
    }

    /// A fill's opacity in percent for `alpha`, the same way: rlottie takes the alpha byte
    /// as `uchar(255 × opacity)`.
    static func fillOpacity(_ alpha: Double) -> Double {
        channel(alpha) * 100
    }
}
