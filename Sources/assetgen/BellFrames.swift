import Glibc
import TabBarCore

/// The flip-book for the `frames` item animation (Ramotion's RAMFrameItemAnimation): a
/// bell that rings and fills in. The bar shows frame 0 at rest unselected and the last
/// frame at rest selected, and plays the frames forwards on select, backwards on deselect.
///
/// Frame 0 is the outline bell hanging still; then the bell is struck, swings about its
/// hook with a decaying oscillation while its clapper lags behind, "ring" arcs flare beside
/// it and fade, and the body fills from the lip up; the last frames are the filled bell
/// hanging still with no arcs.
enum BellFrames {
    static let count = 36
    /// The first swing's angle, in degrees; `BellArt` sizes the lip so it fits the box.
    static let amplitude = 18.0
    /// The swing lasts this share of the animation, so the last frames settle into the
    /// resting selected face (and reversing starts moving at once, not after a pause).
    static let swingEnd = 0.92
    /// Two and a half swings: out, back, out, back, out and home, ending on a zero crossing.
    static let swings = 2.5
    /// How fast the swing decays towards its end (the envelope is (1 − s)^decay).
    static let decay = 0.8
    /// How far the clapper lags the bell, in frames: enough to read, little enough that
    /// it never touches the lip.
    static let clapperLag = 1.5

    static func t(_ frame: Int) -> Double { Double(frame) / Double(count - 1) }

    static func smoothstep(_ a: Double, _ b: Double, _ x: Double) -> Double {
        let u = min(1, max(0, (x - a) / (b - a)))
        return u * u * (3 - 2 * u)
    }

    /// The unscaled swing at time `t` (0…1): a struck pendulum, starting at full speed.
    static func rawSwing(_ t: Double) -> Double {
        let s = t / swingEnd
        guard s > 0, s < 1 else { return 0 }
        return sin(2 * .pi * swings * s) * pow(1 - s, decay)
    }

    /// The envelope's largest value, so the first swing reaches exactly `amplitude`.
    static let peak = (0...1000).map { abs(rawSwing(Double($0) / 1000)) }.max() ?? 1

    /// The bell's angle in degrees at time `t`; positive swings the bottom to the left.
    static func swing(_ t: Double) -> Double { amplitude * rawSwing(t) / peak }

    /// How much of the body is filled: a smooth rise over the middle of the animation,
    /// complete while the bell still swings so the settle shows the selected face.
    static func fill(_ t: Double) -> Double { smoothstep(0.12, 0.72, t) }

    /// The ring arcs' opacity: in over the first three frames, gone by 60 % of the way.
    static func ring(_ t: Double) -> Double { smoothstep(0, 0.09, t) * (1 - smoothstep(0.2, 0.6, t)) }

    /// Frame `index` as scene nodes on the 24-unit grid.
    static func frame(_ index: Int) -> [SceneNode] {
        let time = t(index)
        let lag = clapperLag / Double(count - 1)
        let level = BellArt.fillBottom - fill(time) * (BellArt.fillBottom - BellArt.fillTop)
        func hung(_ degrees: Double) -> AffineTransform {
            AffineTransform.rotation(degrees * .pi / 180).about(BellArt.pivot)
        }
        var nodes: [SceneNode] = [
            .group(BellArt.clapperNodes, transform: hung(swing(time - lag))),
            .group(BellArt.bell(fillLevel: level), transform: hung(swing(time))),
        ]
        let glow = ring(time)
        if glow > 0.01 { nodes += arcs(time, lean: swing(time) / amplitude, opacity: glow) }
        return nodes
    }

    /// Two short arcs, one each side of the dome, like sound leaving the bell. They sit
    /// on a circle around the dome and drift outwards a little as they fade. The side the
    /// bell leans towards (`lean` > 0: its bottom swings left) would crowd its arc, so that
    /// arc fades out as the lean grows and only the trailing one shows at a full swing;
    /// they alternate as the bell rings.
    static func arcs(_ t: Double, lean: Double, opacity: Double) -> [SceneNode] {
        let center = IconArt.p(12, 9.5)
        let radius = 9.0 + 1.2 * smoothstep(0, 0.6, t)
        let sides = [(from: 200.0, to: 235.0, crowded: lean), (from: 340.0, to: 305.0, crowded: -lean)]
        return sides.compactMap { side in
            let alpha = opacity * (1 - smoothstep(0, 0.6, side.crowded))
            guard alpha > 0.01 else { return nil }
            let arc = Path(IconArt.arc(center: center, radius: radius, from: side.from, to: side.to))
            return .group([.stroke(.path(arc), IconArt.ink, width: IconArt.stroke)], opacity: alpha)
        }
    }
}
