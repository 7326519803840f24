import TabBarCore

/// A small chip that says the animation clock is not running normally — "PAUSED" or "×10" —
/// shown even with the HUD off, so a paused window never looks frozen. It sits at the right
/// just above the bar, clear of the navigation title.
public enum ClockChip {
    /// "PAUSED", "×10" (slow motion), or nil when the clock runs at normal speed.
    public static func text(paused: Bool, slowFactor: Double) -> String? {
        if paused { return "PAUSED" }
        guard slowFactor > 1 else { return nil }
        let whole = slowFactor.rounded() == slowFactor && slowFactor < 1e6
        return "×" + (whole ? String(Int(slowFactor)) : String(slowFactor))
    }

    /// The chip's box for `text` at the right, 8 px above `bar`.
    public static func frame(_ text: String, aboveBar bar: Rect, measurer: any TextMeasuring) -> Rect {
        let width = (measurer.measure(text, font: font).width + 16).rounded(.up)
        return Rect(x: bar.maxX - 8 - width, y: bar.minY - 8 - 22, width: width, height: 22)
    }

    /// The chip saying `text`, at the right just above `bar`.
    public static func nodes(_ text: String, aboveBar bar: Rect, measurer: any TextMeasuring) -> [SceneNode] {
        let box = frame(text, aboveBar: bar, measurer: measurer)
        return [
            .fill(.roundedRect(box, radius: 11), .solid(Color(hex: 0x111418, alpha: 0.8))),
            .text(TextRun(text, font: font, color: Color(hex: 0xFFD60A), frame: box)),
        ]
    }

    /// The chip as the window lays it over a frame while the HUD is hidden (nil when the
    /// clock runs normally): what a test composes over a headless frame to compare it with
    /// the paused window's pixels.
    public static func layer(
        paused: Bool, slowFactor: Double, aboveBar bar: Rect, measurer: any TextMeasuring
    ) -> SceneLayer? {
        text(paused: paused, slowFactor: slowFactor).map {
            SceneLayer(id: "clock-chip", node: .group(nodes($0, aboveBar: bar, measurer: measurer)))
        }
    }

    static let font = FontSpec(size: 11, weight: .bold)
}
