import TabBarCore

/// A line of text above a film strip naming what it shows (configuration, item, motion,
/// duration), so a strip saved to disk still says what it is.
public struct FilmStripHeader {
    /// The header row's height.
    public static let height = 22.0

    /// The header's font.
    static let font = FontSpec(size: 12, weight: .medium)
    /// Room left and right of the header text.
    static let padding = 8.0

    /// The configuration's file name.
    public var config: String?
    /// The bar slot the motion starts from.
    public var item: Int?
    /// That item's title.
    public var title: String?
    /// "bounce select", "bubble present", "pill to item 2".
    public var caption: String
    /// The motion's length in seconds (`RecordedMotion.duration`, the trace's).
    public var duration: Double

    /// A header naming the configuration, the item and the motion (see the properties).
    public init(config: String?, item: Int?, title: String?, caption: String, duration: Double) {
        (self.config, self.item, self.title, self.caption, self.duration) = (config, item, title, caption, duration)
    }

    /// The header with the title as given, or shortened to `title`.
    func text(title: String?) -> String {
        var parts = config.map { [$0] } ?? []
        if let item { parts.append("item \(item)" + (title.map { " \"\($0)\"" } ?? "")) }
        let seconds = (duration * 1000).rounded() / 1000
        parts.append("\(caption) · \(seconds) s")
        return parts.joined(separator: " · ")
    }

    /// The whole header.
    public var text: String { text(title: title) }

    /// A title keeps at least this many characters when it is shortened.
    public static let shortestTitle = 12

    /// `scene` moved down under this header. A long title is shortened (with "…") to fit the
    /// strip, so that it never widens the picture or moves the cells; the rest of the header
    /// and a title of up to `shortestTitle` characters are never cut, the picture widening
    /// (the strip centred) when they need it (an item's onion-skin tile is narrower than
    /// "ramotion.json · item 0 …").
    public func adding(to scene: Scene, measurer: any TextMeasuring = EstimatedTextMeasurer()) -> Scene {
        func width(_ line: String) -> Double { measurer.measure(line, font: Self.font).width }
        var line = text
        if let title, title.prefix(Self.shortestTitle + 1).count > Self.shortestTitle {
            let shortest = text(title: String(title.prefix(Self.shortestTitle)) + "…")
            let room = max(scene.size.width - 2 * Self.padding, width(shortest))
            if width(line) > room { line = text(title: fittingTitle(title, room: room, width: width)) }
        }
        return Self.adding(line, measurer: measurer, to: scene)
    }

    /// The longest start of `title` (at least `shortestTitle` characters) that, with "…" after
    /// it, lets the header fit `room` as `width` measures it: found by bisection, over at most
    /// `titleLimit` characters, so a title of any length costs a dozen measurements (one
    /// character at a time, a 1 MB title never finished).
    func fittingTitle(_ title: String, room: Double, width: (String) -> Double) -> String {
        let characters = Array(title.prefix(Self.titleLimit))
        var low = Self.shortestTitle, high = characters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if width(text(title: String(characters[..<middle]) + "…")) <= room {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return String(characters[..<low]) + "…"
    }

    /// The most characters of a title a header shows: more than the widest strip holds.
    public static let titleLimit = 2048

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

    /// "colorful.json · item 4 "item 4" · bounce select · 0.5 s". A title longer than
    /// `maximumTitleLength` characters is cut there with "…": the header names the item, and a
    /// long title must not make the strip wider than a PNG may be.
    public static func text(
        config: String, item: Int, title: String, motion: String, role: String, duration: Double
    ) -> String {
        FilmStripHeader(config: config, item: item, title: title, caption: "\(motion) \(role)", duration: duration).text
    }

    /// "hyb.json · pill to item 2 · 0.5 s": a strip that belongs to no one item.
    public static func text(config: String?, motion: String, role: String, duration: Double) -> String {
        FilmStripHeader(config: config, item: nil, title: nil, caption: "\(motion) \(role)", duration: duration).text
    }
}
