/// ES's irregular centre button: a disc ringed with a 3 px border of white(235), under a soft
/// shadow (seed-libraries.md §5.2, `ExampleIrregularityContentView`, whose disc is teal,
/// rgb(23,149,158): ES's demo configuration gives the tab that `color`). The disc is the
/// item's background: it takes the tab's `color`, or its per-state `background` colour or
/// image when it has one, so nothing is painted as a rectangle behind it.
enum RaisedButton {
    static let border = Color(red: 235 / 255, green: 235 / 255, blue: 235 / 255)
    static let borderWidth = 3.0

    static func nodes(_ circle: Circle, item: TabItem, selected: Bool) -> [SceneNode] {
        let shadow = Circle(center: circle.center + Point(x: 0, y: 2), radius: circle.radius + 2).bounds
        let disc = circle.bounds.insetBy(dx: borderWidth, dy: borderWidth)
        return [
            .fill(
                .ellipse(shadow),
                .radialGradient(
                    center: shadow.center, radius: shadow.width / 2,
                    stops: [
                        GradientStop(0.8, Color.black.withAlpha(0.18)),
                        GradientStop(1, Color.black.withAlpha(0)),
                    ])),
            .fill(.ellipse(circle.bounds), .solid(border)),
            face(disc, look: item.appearance, color: item.color, selected: selected),
        ]
    }

    /// The disc inside the border: the state's background image clipped to it, else the
    /// state's background colour, else the tab's colour.
    static func face(_ disc: Rect, look: ItemAppearance, color: Color, selected: Bool) -> SceneNode {
        if let image = selected ? look.selectedBackgroundImage ?? look.backgroundImage : look.backgroundImage {
            return .group([.image(image, frame: disc, rendering: .original, opacity: 1)], clip: .ellipse(disc))
        }
        let fill = (selected ? look.selectedBackground ?? look.background : look.background) ?? color
        return .fill(.ellipse(disc), .solid(fill))
    }
}

/// UIKit's More icon as ES draws it in code: three dots in a row on a 32-unit canvas at
/// x = 5 + 9i, y = 14; rings of diameter 4 when unselected, filled dots of 5 when selected.
enum MoreDots {
    static func nodes(in frame: Rect, style: BarStyle, face: Double) -> [SceneNode] {
        let unit = frame.width / 32
        let centers = (0..<3).map {
            Point(x: frame.minX + (5 + 9 * Double($0) + 2) * unit, y: frame.minY + (14 + 2) * unit)
        }
        let mix = min(max(face, 0), 1)
        var nodes: [SceneNode] = []
        if mix < 1 {
            nodes += centers.map {
                .stroke(
                    .ellipse(Circle(center: $0, radius: 2 * unit).bounds),
                    style.iconColor.withAlpha(style.iconColor.alpha * (1 - mix)), width: 1.5 * unit)
            }
        }
        if mix > 0 {
            nodes += centers.map {
                .fill(
                    .ellipse(Circle(center: $0, radius: 2.5 * unit).bounds),
                    .solid(style.selectedIconColor.withAlpha(style.selectedIconColor.alpha * mix)))
            }
        }
        return nodes
    }
}
