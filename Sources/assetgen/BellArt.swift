import TabBarCore

/// The bell of the `frames` flip-book, drawn at rest on the 24-unit grid. `BellFrames`
/// swings these parts about `pivot` and fills the body in.
///
/// Vertical budget (stroke edges in brackets): hook 1.9–3.9 [1.0–4.8], dome top 4.4
/// [3.5], lip 16.6 [17.5], a 1.1-unit gap, clapper 19.5–21.3 [18.6–22.2]. The lip is
/// 13.6 units wide (5.2–18.8) so that, swung by `BellFrames.amplitude` about the pivot
/// (13.7 units above it), its far corner's stroke stays a pixel inside the box:
/// 6.8·cos 18° + 13.7·sin 18° + 0.9 = 11.6 < 11.75. (`main` checks every frame's edge.)
enum BellArt {
    static let ink = IconArt.ink
    static let stroke = IconArt.stroke
    static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    /// Where the bell hangs: the middle of its hook.
    static let pivot = p(12, 2.9)
    /// The lip's height and half-width (see the budget above).
    static let lipY = 16.6, lipHalfWidth = 6.8
    /// The inside of the body, from just under the lip's stroke to just over the dome's:
    /// the fill level rises through this span.
    static let fillBottom = lipY + stroke / 2, fillTop = 3.4

    /// The hook: a short stem on the crown.
    static var hook: Path { IconArt.polyline([p(12, 1.9), p(12, 3.9)]) }

    /// The body: straight-ish sides that flare into the lip, under a round dome.
    /// Closed along the lip, so the outline face shows the rim as a line.
    static var body: Path {
        let l = 12 - lipHalfWidth, r = 12 + lipHalfWidth
        return Path([
            .move(p(l, lipY)),
            // The flare: from the lip corner up into a side 5.6 units from the centre line.
            .curve(p(l + 1.2, lipY - 0.9), p(6.4, lipY - 2.1), p(6.4, lipY - 4.2)),
            .line(p(6.4, 10.4)),
            // The dome: a half-ellipse 11.2 wide and 6 high.
            .curve(p(6.4, 7.0), p(8.9, 4.4), p(12, 4.4)),
            .curve(p(15.1, 4.4), p(17.6, 7.0), p(17.6, 10.4)),
            .line(p(17.6, lipY - 4.2)),
            .curve(p(17.6, lipY - 2.1), p(r - 1.2, lipY - 0.9), p(r, lipY)),
            .close,
        ])
    }

    /// The clapper: a half-disc of radius 1.8 just under the lip (the notification-bell
    /// shape), solid in both faces like the live icon's play sign, and rounded by its stroke.
    static var clapper: Path {
        Path(IconArt.arc(center: p(12, 19.5), radius: 1.8, from: 0, to: 180) + [.close])
    }

    /// The hanging parts (hook and body) with the body filled below `level` (grid units,
    /// in the bell's own frame; `fillBottom` is empty, `fillTop` full).
    static func bell(fillLevel level: Double) -> [SceneNode] {
        var nodes: [SceneNode] = []
        if level < fillBottom {
            let wet = Rect(x: 0, y: level, width: 24, height: 24 - level)
            nodes.append(.group([.fill(.path(body), .solid(ink))], clip: .rect(wet)))
        }
        nodes += [.stroke(.path(body), ink, width: stroke), .stroke(.path(hook), ink, width: stroke)]
        return nodes
    }

    /// The clapper, filled and stroked so its outer edge matches the other strokes.
    static var clapperNodes: [SceneNode] { IconArt.solid(clapper) }
}
