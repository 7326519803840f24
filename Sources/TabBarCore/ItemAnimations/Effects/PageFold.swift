import Glibc

/// The geometry of `IconCurl` at one progress: a straight fold line across the frame, the
/// parts of the page on either side of it, and the turned part laid over the flat one.
///
/// Distances are measured along `normal`, the unit vector across the fold pointing to the
/// lifted side: `reach(q)` is a point's coordinate along it, and the fold is the line
/// where `reach` equals `fold`.
struct PageFold {
    let frame: Rect
    /// Across the fold, towards the lifted corner.
    let normal: Point
    /// `reach` of the fold line.
    let fold: Double
    /// `reach` of the lifted corner, the farthest any lifted point gets from the fold.
    let liftedCorner: Double

    init(frame: Rect, progress: Double, upward: Bool) {
        self.frame = frame
        let tilt = IconCurl.foldTilt
        // curl-up lifts the bottom-right corner (y grows downwards), curl-down the top-right.
        let normal = Point(x: sin(tilt), y: upward ? cos(tilt) : -cos(tilt))
        self.normal = normal
        let reaches = Self.corners(of: frame).map { $0.x * normal.x + $0.y * normal.y }
        liftedCorner = reaches.max() ?? 0
        let farCorner = reaches.min() ?? 0
        fold = liftedCorner - progress * (liftedCorner - farCorner)
    }

    static func corners(of rect: Rect) -> [Point] {
        [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
        ]
    }

    func reach(_ q: Point) -> Double { q.x * normal.x + q.y * normal.y }

    /// A point on the fold line (the one nearest the frame's centre).
    var foldPoint: Point { frame.center + normal * (fold - reach(frame.center)) }

    /// The part of the page already lifted, revealing the back face: a convex polygon.
    var liftedPart: [Point] { Self.cut(Self.corners(of: frame)) { reach($0) - fold } }

    /// The part still lying flat.
    var flatPart: [Point] { Self.cut(Self.corners(of: frame)) { fold - reach($0) } }

    /// The turn: a lifted point `s` beyond the fold lands `rollCompression · s` before it,
    /// q' = q − (1 + k)(reach(q) − fold)·normal, an affine map (a reflection about the
    /// fold, compressed across it; its determinant is −k, never 0).
    var turn: AffineTransform {
        let k = 1 + IconCurl.rollCompression
        let (nx, ny) = (normal.x, normal.y)
        return AffineTransform(
            a: 1 - k * nx * nx, b: -k * nx * ny, c: -k * nx * ny, d: 1 - k * ny * ny,
            tx: k * fold * nx, ty: k * fold * ny)
    }

    /// The turned part on screen, inside the frame.
    var turnedPart: [Point] {
        var polygon = liftedPart.map(turn.apply(to:))
        for edge in [
            { (q: Point) in q.x - frame.minX }, { frame.maxX - $0.x }, { $0.y - frame.minY }, { frame.maxY - $0.y },
        ] {
            polygon = Self.cut(polygon, keeping: edge)
        }
        return polygon
    }

    /// The shadow the lifted page casts on the revealed back face: dark at the fold, clear
    /// `shadowLength` of the frame's height beyond it; nil when nothing is revealed.
    func shadow(strength: Double) -> SceneNode? {
        let length = IconCurl.shadowLength * frame.height
        let band = Self.cut(liftedPart) { fold + length - reach($0) }
        guard band.count >= 3, strength > 0 else { return nil }
        let dark = IconCurl.shadowAlpha * strength
        return .fill(
            .path(.polygon(band)),
            .linearGradient(
                start: foldPoint, end: foldPoint + normal * length,
                stops: [
                    GradientStop(0, Color.black.withAlpha(dark)),
                    GradientStop(0.35, Color.black.withAlpha(dark * 0.45)),
                    GradientStop(1, Color.black.withAlpha(0)),
                ]))
    }

    /// The turned page: its back as opaque paper shaded along the fold, the front icon
    /// faint through it (mirrored, as the back of a page shows it), and a hairline
    /// outline that keeps pale paper apart from a pale bar; nil while nothing is turned.
    func turnedPage(front: IconFace) -> SceneNode? {
        let paper = turnedPart
        guard paper.count >= 3 else { return nil }
        let tone = Self.paperTone(front)
        // Across the fold, from the crease to the turned corner's tip.
        let tip = foldPoint - normal * (IconCurl.rollCompression * (liftedCorner - fold))
        let sheet = SceneNode.fill(
            .path(.polygon(paper)),
            .linearGradient(
                start: foldPoint, end: tip,
                stops: [
                    GradientStop(0, tone.mixed(with: .black, 0.45)),
                    GradientStop(0.1, tone.mixed(with: .black, 0.18)),
                    GradientStop(0.32, tone.mixed(with: .white, 0.65)),
                    GradientStop(0.75, tone),
                    GradientStop(1, tone.mixed(with: .black, 0.1)),
                ]))
        let through = SceneNode.group(
            front.nodes(in: frame, mixedTowards: tone, amount: IconCurl.showThrough),
            transform: turn, clip: .path(.polygon(liftedPart)))
        let outline = SceneNode.stroke(.path(.polygon(paper)), Color.black.withAlpha(0.18), width: 0.75)
        return .group([sheet, .group([through], clip: .path(.polygon(paper))), outline], clip: .rect(frame))
    }

    /// The paper's colour: a template face's tint, very pale; neutral for originals.
    static func paperTone(_ face: IconFace) -> Color {
        switch face.rendering {
        case .template(let tint): return tint.withAlpha(1).mixed(with: .white, 0.75)
        case .original: return Color(hex: 0xE4E4E4)
        }
    }

    /// The part of a convex polygon where `keeping` is ≥ 0 (`keeping` is linear, so each
    /// crossing lies where it interpolates to 0). Sutherland–Hodgman with one edge.
    static func cut(_ polygon: [Point], keeping: (Point) -> Double) -> [Point] {
        guard let last = polygon.last else { return [] }
        var result: [Point] = []
        var previous = last, previousValue = keeping(last)
        for point in polygon {
            let value = keeping(point)
            if (value >= 0) != (previousValue >= 0) {
                let t = previousValue / (previousValue - value)
                result.append(previous + (point - previous) * t)
            }
            if value >= 0 { result.append(point) }
            previous = point
            previousValue = value
        }
        return result
    }
}
