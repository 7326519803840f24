import Glibc

/// WCAG 2 contrast: the measure behind "text keeps 4.5:1" and "UI parts keep 3:1".
extension Color {
    /// WCAG's relative luminance (sRGB channels linearised), of the opaque colour.
    public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double {
            let v = min(max(c, 0), 1)
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The contrast ratio with `other` (1...21), both taken as opaque.
    public func contrastRatio(with other: Color) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// This colour laid over `backdrop`, opaque: what the eye sees of a translucent colour.
    public func composited(over backdrop: Color) -> Color {
        if alpha >= 1 { return self }
        let a = max(alpha, 0)
        return Color(
            red: backdrop.red + (red - backdrop.red) * a, green: backdrop.green + (green - backdrop.green) * a,
            blue: backdrop.blue + (blue - backdrop.blue) * a)
    }

    /// Black or white, whichever contrasts more with this colour.
    public var contrastingInk: Color {
        Color.white.contrastRatio(with: self) >= Color.black.contrastRatio(with: self) ? .white : .black
    }

    /// This colour if it keeps `minimum` contrast on `background`; otherwise the nearest mix
    /// towards black or white (whichever contrasts more with the background) that does, so a
    /// grey stays a grey where it can.
    public func legible(on background: Color, minimum: Double = 4.5) -> Color {
        let opaque = composited(over: background)
        if opaque.contrastRatio(with: background) >= minimum { return self }
        let ink = background.contrastingInk
        for step in 1...20 {
            let candidate = opaque.mixed(with: ink, Double(step) / 20)
            if candidate.contrastRatio(with: background) >= minimum { return candidate }
        }
        return ink
    }
}
