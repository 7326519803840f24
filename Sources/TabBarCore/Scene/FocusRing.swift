/// The keyboard focus ring drawn around the focused bar item: a 2 px rounded rectangle
/// in the system blue whose outer edge sits 3 px inside the item's frame, with an outer
/// corner radius of 8 (the ring stays inside the item's own column, so it damages nothing else).
/// Draw it under the item's content layer: a bar title reaches the slot's bottom edge, and
/// should stay on top of the ring.
public enum FocusRing {
    /// The ring's stroke width.
    public static let lineWidth = 2.0
    /// How far the ring's outer edge sits inside the item's frame.
    public static let inset = 3.0
    /// The outer corner radius.
    public static let cornerRadius = 8.0

    /// The outline the ring's outer edge follows, for `frame` (an item's slot).
    public static func outerRect(around frame: Rect) -> Rect {
        frame.insetBy(dx: inset, dy: inset)
    }

    /// The ring's nodes around `frame`. The stroke is centred on its path, so the path runs
    /// half a line inside `outerRect(around:)` with the radius reduced to match.
    public static func nodes(around frame: Rect, color: Color = .systemBlue) -> [SceneNode] {
        let outer = outerRect(around: frame)
        guard outer.width > lineWidth, outer.height > lineWidth else { return [] }
        let half = lineWidth / 2
        let path = outer.insetBy(dx: half, dy: half)
        let radius = min(cornerRadius - half, path.width / 2, path.height / 2)
        return [.stroke(.roundedRect(path, radius: radius), color, width: lineWidth)]
    }
}
