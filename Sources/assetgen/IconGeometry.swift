import Glibc
import TabBarCore

/// Path helpers shared by the icon families: circular arcs, whole circles and straight
/// strokes, all on the 24-unit grid.
extension IconArt {
    /// A circular arc around `center` from angle `start` to `end` (degrees, clockwise on
    /// screen from the +x axis, since y grows downwards), as cubic segments. It begins with a
    /// `.move` unless `continuing` is set, so it can extend an open path.
    static func arc(
        center c: Point, radius r: Double, from start: Double, to end: Double,
        continuing: Bool = false
    ) -> [Path.Element] {
        func at(_ degrees: Double) -> Point {
            let a = degrees * .pi / 180
            return p(c.x + r * cos(a), c.y + r * sin(a))
        }
        // At most 90° per cubic keeps the error below 0.03% of the radius.
        let pieces = max(1, Int((abs(end - start) / 90).rounded(.up)))
        let step = (end - start) / Double(pieces)
        // Control-arm length for a cubic approximating an arc of `step` degrees.
        let arm = 4.0 / 3.0 * tan(step * .pi / 720) * r
        var elements: [Path.Element] = continuing ? [] : [.move(at(start))]
        for i in 0..<pieces {
            let a0 = start + Double(i) * step, a1 = a0 + step
            let r0 = a0 * .pi / 180, r1 = a1 * .pi / 180
            let from = at(a0), to = at(a1)
            elements.append(
                .curve(
                    p(from.x - arm * sin(r0), from.y + arm * cos(r0)),
                    p(to.x + arm * sin(r1), to.y - arm * cos(r1)), to))
        }
        return elements
    }

    /// A whole circle as a closed path, so it can be a hole in an even-odd fill.
    static func circle(_ center: Point, radius: Double) -> Path {
        Path(arc(center: center, radius: radius, from: 0, to: 360) + [.close])
    }

    /// An open polyline through `points`, for strokes.
    static func polyline(_ points: [Point]) -> Path {
        guard let first = points.first else { return Path() }
        return Path([.move(first)] + points.dropFirst().map { .line($0) })
    }

    /// `outline` filled and stroked: a solid shape whose edge matches a stroked outline's
    /// outer edge, so a part drawn this way has the same size in either face.
    static func solid(_ outline: Path) -> [SceneNode] {
        [.fill(.path(outline), .solid(ink)), .stroke(.path(outline), ink, width: stroke)]
    }
}
