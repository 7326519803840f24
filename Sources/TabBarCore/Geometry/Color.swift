/// A straight (not premultiplied) RGBA colour, each channel in 0...1.
public struct Color: Hashable, Sendable {
    /// The red channel, 0...1.
    public var red: Double
    /// The green channel, 0...1.
    public var green: Double
    /// The blue channel, 0...1.
    public var blue: Double
    /// Opacity, 0 (transparent) ... 1 (opaque); the other channels are not multiplied by it.
    public var alpha: Double

    /// A colour from its channels, each in 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from 0xRRGGBB, as the seed libraries write them (TColorful's `colorWithHex:`).
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// Parses "#RGB", "#RRGGBB" or "#RRGGBBAA"; nil for anything else.
    public init?(hexString: String) {
        guard hexString.hasPrefix("#") else { return nil }
        let digits = Array(hexString.dropFirst())
        guard digits.allSatisfy(\.isHexDigit), let value = UInt32(String(digits), radix: 16) else { return nil }
        switch digits.count {
        case 3:
            let r = (value >> 8) & 0xF, g = (value >> 4) & 0xF, b = value & 0xF
            self.init(hex: (r * 17) << 16 | (g * 17) << 8 | b * 17)
        case 6: self.init(hex: value)
        case 8: self.init(hex: value >> 8, alpha: Double(value & 0xFF) / 255)
        default: return nil
        }
    }

    /// Fully transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(hex: 0x000000)
    /// Opaque white.
    public static let white = Color(hex: 0xFFFFFF)
    /// iOS system blue, Ramotion's `textSelectedColor` default.
    public static let systemBlue = Color(hex: 0x007AFF)
    /// iOS system red, ES's badge colour.
    public static let systemRed = Color(hex: 0xFF3B30)

    /// The same colour with its opacity replaced by `alpha` (0...1).
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour a fraction `t` of the way to `other`, channel by channel.
    /// The ends are exact: 0 gives `self` and 1 gives `other`, bit for bit.
    public func mixed(with other: Color, _ t: Double) -> Color {
        if t <= 0 { return self }
        if t >= 1 { return other }
        return Color(
            red: red + (other.red - red) * t, green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    /// "#RRGGBB" (or "#RRGGBBAA" when not opaque), for error messages and traces.
    public var hexString: String {
        func byte(_ v: Double) -> String {
            let s = String(Int((min(max(v, 0), 1) * 255).rounded()), radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }
}
