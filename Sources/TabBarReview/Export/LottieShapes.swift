import TabBarCore

/// Shapes as Lottie writes them: a solid shape layer's group, and clips as mask paths.
enum LottieShapes {
    /// The group of a shape layer drawing `shapes` frame by frame (an absent frame keeps the
    /// shape before it; the layer's opacity hides it).
    static func group(_ shapes: [ExportLayer.SolidShape?]) -> SchemaJSON {
        let filled = fillGaps(shapes)
        guard let kind = filled.first?.kind else { return .object([("ty", .string("gr")), ("it", .array([]))]) }
        let centres = filled.map { [$0.rect.midX, $0.rect.midY] }
        let sizes = filled.map { [$0.rect.width, $0.rect.height] }
        var geometry: [(String, SchemaJSON)] = [
            ("ty", .string(kind == .rect ? "rc" : "el")), ("p", LottieValue.property(centres)),
            ("s", LottieValue.property(sizes)),
        ]
        if kind == .rect { geometry.append(("r", LottieValue.property(filled.map { [$0.radius] }))) }
        let fill: [(String, SchemaJSON)] = [
            ("ty", .string("fl")), ("c", LottieValue.property(filled.map { LottieValue.color($0.color) })),
            ("o", LottieValue.property(filled.map { [LottieValue.fillOpacity($0.color.alpha)] })), ("r", .number(1)),
        ]
        return .object([
            ("ty", .string("gr")), ("nm", .string("shape")),
            ("it", .array([.object(geometry), .object(fill), identityTransform])),
        ])
    }

    /// A group's transform that leaves it where it is (rlottie wants one in every group).
    static let identityTransform = SchemaJSON.object([
        ("ty", .string("tr")), ("a", LottieValue.property([[0, 0]])), ("p", LottieValue.property([[0, 0]])),
        ("s", LottieValue.property([[100, 100]])), ("r", LottieValue.property([[0]])),
        ("o", LottieValue.property([[100]])),
    ])

    /// Each frame's shape, or the nearest earlier one (the first for leading gaps).
    static func fillGaps<T>(_ values: [T?]) -> [T] {
        guard let first = values.compactMap({ $0 }).first else { return [] }
        var last = first
        return values.map { value in
            if let value { last = value }
            return last
        }
    }

    /// A clip as a mask's closed path of eight vertices (so every frame's path has as many,
    /// as keyframes need): a rectangle with corner radii `rx`, `ry`, which is exact for
    /// rectangles, rounded ones and ellipses (radii half the sides), mapped by `toLayer`
    /// from the clip's coordinates to the layer's (an affine map keeps a cubic a cubic).
    static func maskPath(_ shape: Shape, toLayer m: AffineTransform) -> SchemaJSON {
        let r: Rect, rx: Double, ry: Double
        switch shape {
        case .rect(let rect): (r, rx, ry) = (rect, 0, 0)
        case .roundedRect(let rect, let k):
            (r, rx, ry) = (rect, min(k, rect.width / 2, rect.height / 2), min(k, rect.width / 2, rect.height / 2))
        case .ellipse(let rect): (r, rx, ry) = (rect, rect.width / 2, rect.height / 2)
        case .path(let path): (r, rx, ry) = (path.bounds, 0, 0)
        }
        // 4/3·(√2 − 1): a cubic's handle for a quarter circle.
        let k = 0.552_284_749_8
        let (hx, hy) = (k * rx, k * ry)
        let points: [(Point, Point, Point)] = [
            (Point(x: r.minX + rx, y: r.minY), Point(x: -hx, y: 0), .zero),
            (Point(x: r.maxX - rx, y: r.minY), .zero, Point(x: hx, y: 0)),
            (Point(x: r.maxX, y: r.minY + ry), Point(x: 0, y: -hy), .zero),
            (Point(x: r.maxX, y: r.maxY - ry), .zero, Point(x: 0, y: hy)),
            (Point(x: r.maxX - rx, y: r.maxY), Point(x: hx, y: 0), .zero),
            (Point(x: r.minX + rx, y: r.maxY), .zero, Point(x: -hx, y: 0)),
            (Point(x: r.minX, y: r.maxY - ry), Point(x: 0, y: hy), .zero),
            (Point(x: r.minX, y: r.minY + ry), .zero, Point(x: 0, y: -hy)),
        ]
        // Handles are offsets: only the linear part of the map moves them.
        let linear = AffineTransform(a: m.a, b: m.b, c: m.c, d: m.d, tx: 0, ty: 0)
        func pair(_ p: Point) -> SchemaJSON { LottieValue.numbers([p.x, p.y]) }
        return .object([
            ("c", .bool(true)),
            ("i", .array(points.map { pair(linear.apply(to: $0.1)) })),
            ("o", .array(points.map { pair(linear.apply(to: $0.2)) })),
            ("v", .array(points.map { pair(m.apply(to: $0.0)) })),
        ])
    }

    /// The masks of a layer whose content shows `clips` frame by frame (as many in every
    /// frame it shows), `toLayer` mapping the content's coordinates to the layer's: the
    /// first mask adds, the others intersect, as nested clips do; an inverted clip
    /// subtracts instead (rlottie ignores `inv`, and a first mask that subtracts shows all
    /// but its shape, as in After Effects).
    static func masks(_ clips: [[ExportLayer.Clip]], toLayer: AffineTransform) -> [SchemaJSON] {
        guard let count = clips.map(\.count).max(), count > 0 else { return [] }
        let filled = fillGaps(clips.map { $0.count == count ? $0 : nil })
        return (0..<count).map { index in
            let paths = filled.map { maskPath($0[index].shape, toLayer: $0[index].toContent.concatenating(toLayer)) }
            let inverted = filled.first?[index].isInverted ?? false
            return .object([
                ("inv", .bool(false)), ("mode", .string(inverted ? "s" : index == 0 ? "a" : "i")),
                ("pt", LottieValue.property(values: paths)), ("o", LottieValue.property([[100]])),
                ("x", LottieValue.property([[0]])), ("nm", .string("clip \(index)")),
            ])
        }
    }
}
