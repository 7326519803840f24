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

    static let subtitles = ["Featured collection", "New this week", "Editor's pick", "Trending now",
                            "Made for you", "Weekend reads", "Hidden gems", "Staff favourite"]

    static func subtitle(_ index: Int) -> String { subtitles[max(0, index) % subtitles.count] }
}

extension Color {
    /// Relative luminance with a gamma of 2 (close enough to sRGB's curve for a cap).
    var luminance: Double { 0.2126 * red * red + 0.7152 * green * green + 0.0722 * blue * blue }

    /// Hue (0..<1 turns), saturation and lightness, in the HSL model.
    var hsl: (hue: Double, saturation: Double, lightness: Double) {
        let high = max(red, green, blue), low = min(red, green, blue)
        let lightness = (high + low) / 2
        let delta = high - low
        guard delta > 1e-9 else { return (0, 0, lightness) }
        let saturation = delta / (1 - abs(2 * lightness - 1))
        var hue: Double
        if high == red {
            hue = (green - blue) / delta
        } else if high == green {
            hue = (blue - red) / delta + 2
        } else {
            hue = (red - green) / delta + 4
        }
        hue /= 6
        if hue < 0 { hue += 1 }
        return (hue, saturation, lightness)
    }

    /// A colour from HSL; the hue wraps, saturation and lightness are clamped to 0...1.
    init(hue: Double, saturation: Double, lightness: Double, alpha: Double = 1) {
        var h = hue.truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        let s = min(max(saturation, 0), 1), l = min(max(lightness, 0), 1)
        let chroma = (1 - abs(2 * l - 1)) * s
        let sector = h * 6
        let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch Int(sector) {
        case 0: (r, g, b) = (chroma, x, 0)
        case 1: (r, g, b) = (x, chroma, 0)
        case 2: (r, g, b) = (0, chroma, x)
        case 3: (r, g, b) = (0, x, chroma)
        case 4: (r, g, b) = (x, 0, chroma)
        default: (r, g, b) = (chroma, 0, x)
        }
        let m = l - chroma / 2
        self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }
}
