import TabBarCore

/// Colours and titles derived from a tab's accent: the grid's cards, the list's avatars,
/// the settings icons. The same index always gives the same colour.
enum CardPalette {
    /// Hue shifts (degrees) and lightness shifts, paired and cycled; index 0 is the accent.
    static let hueShifts: [Double] = [0, 16, -14, 28, -30, 8, -42, 22, -22, -6]
    static let lightnessShifts: [Double] = [0, 0.05, -0.06, 0.08, 0.02, -0.05, 0.1, -0.09, 0.03, 0.06]
    /// The brightest a card may be (approximate relative luminance) and keep white text legible.
    static let maximumLuminance = 0.3

    static func color(_ index: Int, accent: Color) -> Color {
        let i = max(0, index)
        let (h, s, l) = accent.hsl
        let lap = Double(i / hueShifts.count) * 7 // later laps drift a little, so no two cards repeat
        let hue = h + (hueShifts[i % hueShifts.count] + lap) / 360
        var lightness = min(max(l + lightnessShifts[i % lightnessShifts.count], 0.3), 0.62)
        let saturation = min(max(s, 0.45), 0.85)
        var color = Color(hue: hue, saturation: saturation, lightness: lightness, alpha: accent.alpha)
        // Yellows and light greens come out bright: darken them until white text reads.
        while color.luminance > maximumLuminance && lightness > 0.2 {
            lightness -= 0.02
            color = Color(hue: hue, saturation: saturation, lightness: lightness, alpha: accent.alpha)
        }
        return color
    }

    /// "Card 1", "Card 2", … (index 0 is "Card 1").
    static func title(_ index: Int) -> String { "Card \(index + 1)" }

    static let subtitles = [
        "Featured collection", "New this week", "Editor's pick", "Trending now",
        "Made for you", "Weekend reads", "Hidden gems", "Staff favourite",
    ]

    static func subtitle(_ index: Int) -> String { subtitles[max(0, index) % subtitles.count] }
}
