/// Hue, saturation and lightness, and an approximate luminance: what derived palettes
/// (and the bar's "is this dark" checks) work with.
extension Color {
    /// Relative luminance with a gamma of 2 (close enough to sRGB's curve for a cap).
    public var luminance: Double { 0.2126 * red * red + 0.7152 * green * green + 0.0722 * blue * blue }

    /// Hue (0..<1 turns), saturation and lightness, in the HSL model.
    public var hsl: (hue: Double, saturation: Double, lightness: Double) {
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
    public init(hue: Double, saturation: Double, lightness: Double, alpha: Double = 1) {
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
