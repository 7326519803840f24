/// Measures a line of text; the renderer provides the real one (Pango), tests a fake.
/// The core needs it only where text decides a size, such as a badge's width.
public protocol TextMeasuring {
    /// The size of `text` on one line in `font`, in logical pixels.
    func measure(_ text: String, font: FontSpec) -> Size
}

/// An estimate for when no renderer is at hand: 0.6 em per character, 1.2 em high.
public struct EstimatedTextMeasurer: TextMeasuring {
    /// An estimating measurer; it holds nothing.
    public init() {}

    public func measure(_ text: String, font: FontSpec) -> Size {
        Size(width: Double(text.count) * font.size * 0.6, height: font.size * 1.2)
    }
}
