/// The weight of a font face.
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    /// Pango's normal weight (400).
    case regular
    /// Pango's medium weight (500).
    case medium
    /// Pango's semibold weight (600).
    case semibold
    /// Pango's bold weight (700).
    case bold
}

/// A font request; the renderer resolves it through fontconfig, so missing glyphs fall back.
public struct FontSpec: Hashable, Sendable {
    /// A family list in fontconfig syntax, e.g. "Noto Sans CJK SC, sans-serif".
    public var family: String
    /// The size in logical pixels (not points).
    public var size: Double
    /// The weight of the face.
    public var weight: FontWeight

    /// A request for `size` logical pixels of `family` at `weight`.
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
    /// Against the frame's left edge.
    case leading
    /// Centred in the frame.
    case center
    /// Against the frame's right edge.
    case trailing
}

/// A single line of text laid out in `frame`: aligned horizontally, centred vertically,
/// and ellipsized at the end when wider than the frame.
public struct TextRun: Hashable, Sendable {
    /// The text, laid out as one line (Pango's single-paragraph mode).
    public var text: String
    /// The font it is set in.
    public var font: FontSpec
    /// The colour of the glyphs.
    public var color: Color
    /// The box the line is laid out in, in logical pixels.
    public var frame: Rect
    /// Where the line sits horizontally in `frame` when it is narrower.
    public var alignment: TextAlignment

    /// A run of `text` in `font` and `color`, laid out in `frame`.
    public init(_ text: String, font: FontSpec, color: Color, frame: Rect, alignment: TextAlignment = .center) {
        self.text = text
        self.font = font
        self.color = color
        self.frame = frame
        self.alignment = alignment
    }
}
