import TabBarCore

/// Shapes as Lottie writes them: a solid shape layer's group, and clips as mask paths.
enum LottieShapes {
    /// The group of a shape layer drawing `shapes` frame by frame (an absent frame keeps the
    /// shape before it; the layer's opacity hides it).
    static func group(_ shapes: [ExportLayer.SolidShape?], frames: Range<Int>) -> SchemaJSON {
        let filled = fillGaps(shapes)
        guard let kind = filled.first?.kind else { return .object([("ty", .string("gr")), ("it", .array([]))]) }
        let centres = filled.map { [$0.rect.midX, $0.rect.midY] }
        let sizes = filled.map { [$0.rect.width, $0.rect.height] }
        var geometry: [(String, SchemaJSON)] = [
            ("ty", .string(kind == .rect ? "rc" : "el")), ("p", LottieValue.property(centres, frames: frames)),
            ("s", LottieValue.property(sizes, frames: frames)),
        ]
        if kind == .rect { geometry.append(("r", LottieValue.property(filled.map { [$0.radius] }, frames: frames))) }
        let fill: [(String, SchemaJSON)] = [
            ("ty", .string("fl")),
            (
                "c",
                LottieValue.property(
                    filled.map { [$0.color.red, $0.color.green, $0.color.blue, 1] }, shown: LottieValue.color,
                    frames: frames)
            ),
            (
                "o",
                LottieValue.property(
                    filled.map { [$0.color.alpha * 100] }, shown: { $0.map(LottieValue.fillOpacity) }, frames: frames)
            ), ("r", .number(1)),
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
    /// as keyframes need), as numbers: each vertex, its in handle and its out handle, x and
    /// y. A rectangle with corner radii `rx`, `ry`, which is exact for rectangles, rounded
    /// ones and ellipses (radii half the sides), mapped by `toLayer` from the clip's
    /// coordinates to the layer's (an affine map keeps a cubic a cubic).
    static func maskPath(_ shape: Shape, toLayer m: AffineTransform) -> [Double] {
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
        return points.flatMap { vertex, incoming, outgoing in
            let v = m.apply(to: vertex), i = linear.apply(to: incoming), o = linear.apply(to: outgoing)
            return [v.x, v.y, i.x, i.y, o.x, o.y]
        }
    }

    /// The path object of `maskPath`'s numbers.
    static func pathJSON(_ numbers: [Double]) -> SchemaJSON {
        let vertices = stride(from: 0, to: numbers.count - 5, by: 6).map { Array(numbers[$0..<$0 + 6]) }
        func pairs(_ offset: Int) -> SchemaJSON {
            .array(vertices.map { LottieValue.numbers([$0[offset], $0[offset + 1]]) })
        }
        return .object([("c", .bool(true)), ("i", pairs(2)), ("o", pairs(4)), ("v", pairs(0))])
    }

    /// The masks of a layer whose content shows `clips` frame by frame (as many in every
    /// frame it shows), `toLayer` mapping the content's coordinates to the layer's: the
    /// first mask adds, the others intersect, as nested clips do; an inverted clip
    /// subtracts instead (rlottie ignores `inv`, and a first mask that subtracts shows all
    /// but its shape, as in After Effects).
    static func masks(_ clips: [[ExportLayer.Clip]], toLayer: AffineTransform, frames: Range<Int>) -> [SchemaJSON] {
        guard let count = clips.map(\.count).max(), count > 0 else { return [] }
        let filled = fillGaps(clips.map { $0.count == count ? $0 : nil })
        return (0..<count).map { index in
            let paths = filled.map { maskPath($0[index].shape, toLayer: $0[index].toContent.concatenating(toLayer)) }
            let inverted = filled.first?[index].isInverted ?? false
            return .object([
                ("inv", .bool(false)), ("mode", .string(inverted ? "s" : index == 0 ? "a" : "i")),
                ("pt", LottieValue.property(paths, frames: frames, json: pathJSON)),
                ("o", LottieValue.property([[100]])),
                ("x", LottieValue.property([[0]])), ("nm", .string("clip \(index)")),
            ])
        }
    }
}
