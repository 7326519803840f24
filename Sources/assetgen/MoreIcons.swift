import TabBarCore

/// 更多 More: the overflow tab's icon, three dots in a row (UIKit's and Element's "more").
extension IconArt {
    /// Dot centres: 7 units apart, so the row spans 14 units (5–19) and, with the stroke,
    /// about as wide as the other icons (2.1–21.9), while the gaps stay open at 26 px.
    static let moreDots = [p(5, 12), p(12, 12), p(19, 12)]

    /// Outline: three rings of diameter 4 (outer diameter 5.8 with the 1.8 stroke).
    /// Filled: three dots of diameter 5.4, the rings' outer size less 0.4, so they read as
    /// the same dots selected rather than bigger ones.
    static func more(filled: Bool) -> [SceneNode] {
        moreDots.map { centre in
            let ring = Rect(x: centre.x - 2, y: centre.y - 2, width: 4, height: 4)
            return filled
                ? .fill(.ellipse(ring.insetBy(dx: -0.7, dy: -0.7)), .solid(ink))
                : .stroke(.ellipse(ring), ink, width: stroke)
        }
    }
}
