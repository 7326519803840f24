import TabBarCore

/// 消息 Chat: a speech bubble with three dots of "typing".
extension IconArt {
    /// The bubble: a rounded rectangle 18 × 13 (3–21 across, 4–17 down, radius 3.5) with
    /// a tail from its lower left to a point at (6.4, 20.6), inside the 24-unit box.
    static var bubble: Path {
        let k = 3.5, c = 3.5 * 0.5523
        return Path([
            .move(p(3 + k, 4)), .line(p(21 - k, 4)),
            .curve(p(21 - k + c, 4), p(21, 4 + k - c), p(21, 4 + k)), .line(p(21, 17 - k)),
            .curve(p(21, 17 - k + c), p(21 - k + c, 17), p(21 - k, 17)),
            // The tail: down to its point, then back up to the bubble's bottom edge.
            .line(p(11, 17)), .line(p(6.4, 20.6)), .line(p(7.2, 17)),
            .line(p(3 + k, 17)), .curve(p(3 + k - c, 17), p(3, 17 - k + c), p(3, 17 - k)),
            .line(p(3, 4 + k)), .curve(p(3, 4 + k - c), p(3 + k - c, 4), p(3 + k, 4)), .close,
        ])
    }

    /// The dots, 4 units apart on the bubble's middle line; radius 1.2 so they still read
    /// as dots (and, cut out of the filled face, as holes) at 26 px.
    static let chatDots = [p(8, 10.5), p(12, 10.5), p(16, 10.5)]

    /// Outline: the bubble stroked, the dots solid (as the live icon's play sign).
    /// Filled: the bubble solid with the dots cut out, grown by the stroke like the outline.
    static func chat(filled: Bool) -> [SceneNode] {
        if filled {
            var solid = bubble
            for dot in chatDots { solid.elements += circle(dot, radius: 1.3).elements }
            solid.isEvenOdd = true
            return [.fill(.path(solid), .solid(ink)), .stroke(.path(bubble), ink, width: stroke)]
        }
        return [.stroke(.path(bubble), ink, width: stroke)]
            + chatDots.map { .fill(.path(circle($0, radius: 1.2)), .solid(ink)) }
    }
}
