/// The weight of a font face.
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    case regular, medium, semibold, bold
}

/// A font request; the renderer resolves it through fontconfig, so missing glyphs fall back.
public struct FontSpec: Hashable, Sendable {
    /// A family list in fontconfig syntax, e.g. "Noto Sans CJK SC, sans-serif".
    public var family: String
    /// The size in logical pixels (not points).
    public var size: Double
    public var weight: FontWeight

    public init(family: String = FontSpec.defaultFamily, size: Double, weight: FontWeight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// Noto Sans CJK covers Latin, Chinese and kana in one matching face; fontconfig
    /// falls back per glyph when it is missing.
    public static let defaultFamily = "Noto Sans CJK SC, Noto Sans, DejaVu Sans, sans-serif"
}

/// Horizontal placement of text inside its frame.
public enum TextAlignment: String, Hashable, Sendable {
    case leading, center, trailing
}

/// A single line of text laid out in `frame`: aligned horizontally, centred vertically,
/// and ellipsized at the end when wider than the frame.
public struct TextRun: Hashable, Sendable {
    public var text: String
    public var font: FontSpec
    public var color: Color
    public var frame: Rect
    public var alignment: TextAlignment

    public init(_ text: String, font: FontSpec, color: Color, frame: Rect, alignment: TextAlignment = .center) {
        self.text = text
        self.font = font
        self.color = color
        self.frame = frame
        self.alignment = alignment
    }
}
