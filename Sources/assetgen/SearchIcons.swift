import TabBarCore

/// 搜索 Search: a magnifying glass.
extension IconArt {
    /// The lens: centred up and left of the grid's centre so that lens and handle
    /// together span 3.1–20.9 on both axes, like the other icons' 18-unit extent.
    static let lensCentre = p(10.4, 10.4), lensRadius = 6.4

    /// The handle: from just outside the lens (at 45°) to the lower right.
    static var handle: Path {
        let start = 0.7071 * (lensRadius + 0.4)
        return polyline([p(lensCentre.x + start, lensCentre.y + start), p(20, 20)])
    }

    /// Outline: a ring and the handle. Filled: a solid lens (the ring's outer edge) and a
    /// handle a little bolder (2.4), so the selected glass has the weight of the others.
    static func search(filled: Bool) -> [SceneNode] {
        let lens = Rect(
            x: lensCentre.x - lensRadius, y: lensCentre.y - lensRadius,
            width: 2 * lensRadius, height: 2 * lensRadius)
        if filled {
            return [
                .fill(.ellipse(lens.insetBy(dx: -stroke / 2, dy: -stroke / 2)), .solid(ink)),
                .stroke(.path(handle), ink, width: 2.4),
            ]
        }
        return [.stroke(.ellipse(lens), ink, width: stroke), .stroke(.path(handle), ink, width: stroke)]
    }
}
