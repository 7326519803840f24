/// The highlight under the pointer: a subtle rounded rectangle 4 px inside the hovered
/// item's frame, radius 10 — white on a dark bar, black on a light one, at 8 % alpha.
/// Draw it under the item's content layer, like a pressed cell's background.
public enum HoverHighlight {
    /// How far the highlight sits inside the item's frame.
    public static let inset = 4.0
    /// The rounded rectangle's corner radius.
    public static let cornerRadius = 10.0
    /// The highlight's alpha.
    public static let alpha = 0.08

    /// Where the highlight draws for an item whose slot is `frame`.
    public static func rect(around frame: Rect) -> Rect {
        frame.insetBy(dx: inset, dy: inset)
    }

    /// The highlight's colour: white over a dark bar (`dark`), black over a light one.
    public static func color(dark: Bool) -> Color {
        (dark ? Color.white : Color.black).withAlpha(alpha)
    }

    /// The highlight's nodes for the item whose slot is `frame`.
    public static func nodes(around frame: Rect, dark: Bool) -> [SceneNode] {
        let box = rect(around: frame)
        guard !box.isEmpty else { return [] }
        let radius = min(cornerRadius, box.width / 2, box.height / 2)
        return [.fill(.roundedRect(box, radius: radius), .solid(color(dark: dark)))]
    }
}
