import TabBarCore

/// A line of text above a film strip naming what it shows (configuration, item, motion,
/// duration), so a strip saved to disk still says what it is.
public enum FilmStripHeader {
    /// The header row's height.
    public static let height = 22.0

    /// The header's font.
    static let font = FontSpec(size: 12, weight: .medium)
    /// Room left and right of the header text.
    static let padding = 8.0

    /// `scene` moved down under a header reading `text`, widened (the strip centred) when
    /// the header, measured by `measurer`, is wider than the strip, so it is never cut off.
    public static func adding(
        _ text: String, measurer: any TextMeasuring = EstimatedTextMeasurer(), to scene: Scene
    ) -> Scene {
        let width = max(scene.size.width, (measurer.measure(text, font: font).width + 2 * padding).rounded(.up))
        let dx = ((width - scene.size.width) / 2).rounded()
        let moved = scene.layers.map {
            SceneLayer(id: $0.id, node: .group([$0.node], transform: .translation(dx, height)))
        }
        let label = TextRun(
            text, font: font, color: Color(hex: 0x1F2937),
            frame: Rect(x: padding, y: 0, width: width - 2 * padding, height: height), alignment: .leading)
        return Scene(
            size: Size(width: width, height: scene.size.height + height), background: scene.background,
            layers: [SceneLayer(id: "header", node: .text(label))] + moved)
    }

    /// "colorful.json · item 4 "item 4" · bounce select · 0.5 s".
    public static func text(
        config: String, item: Int, title: String, motion: String, role: String, duration: Double
    ) -> String {
        "\(config) · item \(item) \"\(title)\" · " + text(config: nil, motion: motion, role: role, duration: duration)
    }

    /// "hyb.json · bubble present · 0.5 s": a transition's or an indicator's strip, which
    /// belongs to no one item (an indicator's role names its target, "to item 2").
    public static func text(config: String?, motion: String, role: String, duration: Double) -> String {
        let seconds = (duration * 1000).rounded() / 1000
        return (config.map { "\($0) · " } ?? "") + "\(motion) \(role) · \(seconds) s"
    }
}
