import Glibc
import TabBarCore

/// 设置 Settings: a gear with eight teeth and a round hole.
extension IconArt {
    /// Radii: the teeth's tips at 9.2 and roots at 7.0 (stroke edges 1.9–22.1 across, like
    /// the others); the hole at 3.0.
    static let gearTip = 9.2, gearRoot = 7.0, gearHole = 3.0
    static let gearCentre = p(12, 12)

    /// The gear's outline: eight trapezoidal teeth, each ±8° wide at the tip and ±14° at
    /// the root, joined by arcs along the root circle. Tapered teeth leave open notches
    /// between them even after the 1.8 stroke, so the gear reads at 26 px.
    static var gear: Path {
        func at(_ degrees: Double, _ r: Double) -> Point {
            let a = degrees * .pi / 180
            return p(gearCentre.x + r * cos(a), gearCentre.y + r * sin(a))
        }
        var elements: [Path.Element] = []
        for tooth in 0..<8 {
            // Start at -90° so a tooth points straight up.
            let a = -90 + Double(tooth) * 45
            elements.append(tooth == 0 ? .move(at(a - 14, gearRoot)) : .line(at(a - 14, gearRoot)))
            elements += [.line(at(a - 8, gearTip)), .line(at(a + 8, gearTip)), .line(at(a + 14, gearRoot))]
            elements += arc(center: gearCentre, radius: gearRoot, from: a + 14, to: a + 31, continuing: true)
        }
        return Path(elements + [.close])
    }

    /// Outline: the gear and the hole stroked (the ring's opening is 2.1 across the
    /// radius). Filled: the gear solid, stroked to match the outline's outer edge, with the
    /// hole cut out at radius 3.0, so it stays clearly open in the solid face at 26 px.
    static func settings(filled: Bool) -> [SceneNode] {
        if filled {
            var solid = gear
            solid.elements += circle(gearCentre, radius: gearHole).elements
            solid.isEvenOdd = true
            return [.stroke(.path(gear), ink, width: stroke), .fill(.path(solid), .solid(ink))]
        }
        return [
            .stroke(.path(gear), ink, width: stroke),
            .stroke(.path(circle(gearCentre, radius: gearHole)), ink, width: stroke),
        ]
    }
}
