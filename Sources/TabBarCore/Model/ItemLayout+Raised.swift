/// ESTabBarController's irregular centre item (seed-libraries.md §5.2): the content view's
/// top inset is −32 and its image view a circle of radius 35, so the button sticks out
/// 32 px above the bar; it hit-tests as a circle and accepts clicks outside the bar.
extension ItemLayout {
    /// How far the button reaches above the bar, in logical pixels (ES's −32 top inset).
    public static let raisedOverhang = 32.0
    /// The raised button's radius, in logical pixels (ES's image view).
    public static let raisedRadius = 35.0

    mutating func raise(in bar: Rect, style: BarStyle) {
        let center = Point(x: frame.midX, y: bar.minY - Self.raisedOverhang + Self.raisedRadius)
        circle = Circle(center: center, radius: Self.raisedRadius)
        frame = Rect(
            x: frame.minX, y: center.y - Self.raisedRadius, width: frame.width,
            height: frame.maxY - (center.y - Self.raisedRadius))
        let size = style.iconSize * 1.2
        iconFrame = Rect.centered(at: center, size: Size(width: size, height: size))
        // The title has no room under the button; it stays for hit areas and accessibility.
        titleFrame = Rect(x: frame.minX, y: bar.maxY, width: frame.width, height: 0)
    }

    /// Whether `point` is on the item: inside its circle, or inside its slot within the bar.
    public func contains(_ point: Point, bar: Rect, tolerance: Double = 0) -> Bool {
        if let circle {
            if circle.contains(point, tolerance: tolerance) { return true }
            return frame.intersection(bar).insetBy(dx: -tolerance, dy: -tolerance).contains(point)
        }
        return frame.insetBy(dx: -tolerance, dy: -tolerance).contains(point)
    }
}
