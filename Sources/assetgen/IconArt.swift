import TabBarCore

/// The demo's icons, drawn on a 24-unit grid (the common icon-font grid) in black; only
/// their alpha matters, because the bar draws them as template images.
/// Each has an outline face (unselected) and a filled face (selected).
enum IconArt {
    static let ink = Color.black
    static let stroke = 1.8

    static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    /// 首页 Home: a house with a door.
    static func home(filled: Bool) -> [SceneNode] {
        if filled {
            let body = Path(
                [
                    .move(p(12, 2.6)), .line(p(21.6, 10.6)), .line(p(19.6, 10.6)), .line(p(19.6, 21)),
                    .line(p(4.4, 21)), .line(p(4.4, 10.6)), .line(p(2.4, 10.6)), .close,
                    .move(p(10, 21)), .line(p(10, 15)), .line(p(14, 15)), .line(p(14, 21)), .close,
                ],
                evenOdd: true)
            return [.fill(.path(body), .solid(ink))]
        }
        let roof = Path([.move(p(3, 11)), .line(p(12, 3.4)), .line(p(21, 11))])
        let walls = Path([
            .move(p(5.2, 9.4)), .line(p(5.2, 20.2)), .line(p(10, 20.2)), .line(p(10, 14.6)),
            .line(p(14, 14.6)), .line(p(14, 20.2)), .line(p(18.8, 20.2)), .line(p(18.8, 9.4)),
        ])
        return [.stroke(.path(roof), ink, width: stroke), .stroke(.path(walls), ink, width: stroke)]
    }

    /// 直播 Live: a television with a play sign.
    static func live(filled: Bool) -> [SceneNode] {
        let antenna = Path([.move(p(8, 2.8)), .line(p(12, 6.4)), .line(p(16, 2.8))])
        let play = [p(10, 9.6), p(15.6, 13), p(10, 16.4)]
        if filled {
            var screen = roundedRect(Rect(x: 2.2, y: 5.6, width: 19.6, height: 14.8), radius: 3)
            screen.elements += Path.polygon(play).elements
            screen.isEvenOdd = true
            return [.fill(.path(screen), .solid(ink)), .stroke(.path(antenna), ink, width: stroke)]
        }
        return [
            .stroke(.roundedRect(Rect(x: 3, y: 6.4, width: 18, height: 13.2), radius: 2.6), ink, width: stroke),
            .stroke(.path(antenna), ink, width: stroke),
            .fill(.path(.polygon(play)), .solid(ink)),
        ]
    }

    /// 关注 Follow: a heart.
    static func follow(filled: Bool) -> [SceneNode] {
        let heart = Path([
            .move(p(12, 20.4)),
            .curve(p(12, 20.4), p(3.2, 14.6), p(3.2, 8.9)),
            .curve(p(3.2, 5.9), p(5.5, 3.8), p(8.1, 3.8)),
            .curve(p(9.8, 3.8), p(11.2, 4.7), p(12, 6.2)),
            .curve(p(12.8, 4.7), p(14.2, 3.8), p(15.9, 3.8)),
            .curve(p(18.5, 3.8), p(20.8, 5.9), p(20.8, 8.9)),
            .curve(p(20.8, 14.6), p(12, 20.4), p(12, 20.4)), .close,
        ])
        return filled ? [.fill(.path(heart), .solid(ink))] : [.stroke(.path(heart), ink, width: stroke)]
    }

    /// 我的 Profile: a person.
    static func profile(filled: Bool) -> [SceneNode] {
        let head = Rect(x: 8, y: 3.2, width: 8, height: 8)
        let body = Path([
            .move(p(4, 20.6)), .curve(p(4, 16.4), p(7.6, 13.8), p(12, 13.8)),
            .curve(p(16.4, 13.8), p(20, 16.4), p(20, 20.6)),
        ])
        if filled {
            var closed = body
            closed.elements.append(.close)
            return [.fill(.ellipse(head.insetBy(dx: -0.6, dy: -0.6)), .solid(ink)), .fill(.path(closed), .solid(ink))]
        }
        return [.stroke(.ellipse(head), ink, width: stroke), .stroke(.path(body), ink, width: stroke)]
    }

    /// A rounded rectangle as a path, so it can carry holes.
    static func roundedRect(_ r: Rect, radius k: Double) -> Path {
        // 0.5523 places cubic control points so each corner approximates a quarter circle.
        let c = k * 0.5523
        return Path([
            .move(p(r.minX + k, r.minY)), .line(p(r.maxX - k, r.minY)),
            .curve(p(r.maxX - k + c, r.minY), p(r.maxX, r.minY + k - c), p(r.maxX, r.minY + k)),
            .line(p(r.maxX, r.maxY - k)),
            .curve(p(r.maxX, r.maxY - k + c), p(r.maxX - k + c, r.maxY), p(r.maxX - k, r.maxY)),
            .line(p(r.minX + k, r.maxY)),
            .curve(p(r.minX + k - c, r.maxY), p(r.minX, r.maxY - k + c), p(r.minX, r.maxY - k)),
            .line(p(r.minX, r.minY + k)),
            .curve(p(r.minX, r.minY + k - c), p(r.minX + k - c, r.minY), p(r.minX + k, r.minY)), .close,
        ])
    }
}
