import TabBarCore

/// The picture `tabbar check -o sheet.png` draws: a row per finding that has frames, the
/// frame before and the failing frame side by side (each labelled with its time), under
/// the finding's motion and message.
public struct CheckSheet {
    /// Height of the two caption lines over a row.
    static let captionHeight = 36.0
    /// The narrowest a row is drawn, so that captions have room.
    static let minimumWidth = 520.0

    /// Measures the captions, so that a long message widens the sheet instead of being cut.
    public var measurer: any TextMeasuring

    /// A sheet drawer measuring with `measurer` (the renderer's, so captions fit as drawn).
    public init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    /// The sheet for `findings`, or nil when none has a frame to show.
    public func scene(_ findings: [CheckFinding]) -> Scene? {
        let shown = findings.filter { !$0.scenes.isEmpty }
        guard !shown.isEmpty else { return nil }
        let strips = shown.map(strip)
        let width = strips.reduce(Self.minimumWidth) { max($0, $1.size.width) }
        var layers: [SceneLayer] = []
        var y = 0.0
        for (index, (finding, strip)) in zip(shown, strips).enumerated() {
            let lines = wrapped(finding.message, width: width - 8)
            let captionHeight = Self.captionHeight + Double(lines.count - 1) * Self.lineHeight
            layers.append(caption(finding, lines: lines, y: y, width: width, index: index))
            layers.append(
                SceneLayer(
                    id: "row.\(index)",
                    node: .group(
                        [.fill(.rect(Rect(origin: .zero, size: strip.size)), .solid(strip.background))]
                            + strip.layers.map(\.node),
                        transform: .translation(0, y + captionHeight))))
            y += captionHeight + strip.size.height + 12
        }
        return Scene(size: Size(width: width, height: y), background: .white, layers: layers)
    }

    /// What the sheet shows when every check held.
    public static func clean() -> Scene {
        let text = "No findings: every motion passed every check."
        let run = TextRun(
            text, font: FontSpec(size: 13), color: Color(hex: 0x15803D),
            frame: Rect(x: 8, y: 8, width: minimumWidth - 16, height: 24), alignment: .leading)
        return Scene(
            size: Size(width: minimumWidth, height: 40), background: .white,
            layers: [SceneLayer(id: "clean", node: .text(run))])
    }

    /// The finding's two frames, cut to the part its motion moves in.
    func strip(_ finding: CheckFinding) -> Scene {
        let size = finding.scenes[0].size
        let region = finding.region ?? Rect(origin: .zero, size: size)
        // A whole window is shown at half size, a bar or an item's cell at twice.
        let scale = region.height > size.height / 2 ? 0.5 : 2
        var strip = SceneFilmStrip(region: region, scale: scale)
        strip.measurer = measurer
        let times =
            finding.scenes.count > 1
            ? [finding.previousTime ?? 0, finding.time ?? 0] : [finding.time ?? 0]
        return strip.scene(times: times) { time in
            time == times[0] ? finding.scenes[0] : finding.scenes[finding.scenes.count - 1]
        }
    }

    /// Height of each further line of a wrapped message.
    static let lineHeight = 14.0
    static let messageFont = FontSpec(size: 11)

    func caption(_ finding: CheckFinding, lines: [String], y: Double, width: Double, index: Int) -> SceneLayer {
        let bold = FontSpec(size: 12, weight: .semibold)
        let color = Color(hex: 0x1F2937)
        let title = SceneNode.text(
            TextRun(
                "\(finding.motion): \(finding.check.title)", font: bold, color: color,
                frame: Rect(x: 4, y: y + 2, width: width - 8, height: 16), alignment: .leading))
        let message = lines.enumerated().map { number, line in
            SceneNode.text(
                TextRun(
                    line, font: Self.messageFont, color: Color(hex: 0xB91C1C),
                    frame: Rect(x: 4, y: y + 18 + Double(number) * Self.lineHeight, width: width - 8, height: 16),
                    alignment: .leading))
        }
        return SceneLayer(id: "caption.\(index)", node: .group([title] + message))
    }

    /// `message` broken at spaces into lines no wider than `width` (a word longer than a
    /// line gets a line of its own), so that a long message is read whole, not cut.
    func wrapped(_ message: String, width: Double) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in message.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if !line.isEmpty, measurer.measure(candidate, font: Self.messageFont).width > width {
                lines.append(line)
                line = String(word)
            } else {
                line = candidate
            }
        }
        return lines + [line]
    }
}
