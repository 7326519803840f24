import TabBarCore

/// The layer objects of a Lottie file, keys in the order rlottie reads them (`ty` first).
extension LottieMotionWriter {
    func imageLayer(
        name: String, id: String, transform: SchemaJSON, frames: Range<Int>, index: Int, masks: [SchemaJSON] = []
    ) -> SchemaJSON {
        var members: [(String, SchemaJSON)] = [
            ("ty", .number(2)), ("ddd", .number(0)), ("ind", .number(Double(index + 1))), ("nm", .string(name)),
            ("refId", .string(id)), ("sr", .number(1)), ("ks", transform), ("ao", .number(0)),
        ]
        if !masks.isEmpty { members += [("hasMask", .bool(true)), ("masksProperties", .array(masks))] }
        members += [
            ("ip", .number(Double(frames.lowerBound))), ("op", .number(Double(frames.upperBound))),
            ("st", .number(0)), ("bm", .number(0)),
        ]
        return .object(members)
    }

    func shapeLayer(
        name: String, shapes: [ExportLayer.SolidShape?], transforms: [AffineTransform], opacities: [Double],
        frames: Range<Int>, index: Int, masks: [SchemaJSON] = []
    ) -> SchemaJSON {
        let placed = transforms.map { $0.concatenating(.scale(scale, scale)) }
        let transform =
            LottieValue.transform(
                placed, opacities: opacities, anchor: shapes.compactMap { $0?.rect.center }.first ?? .zero,
                frames: frames)
            ?? LottieValue.transform([.scale(scale, scale)], opacities: [1])!
        var members: [(String, SchemaJSON)] = [
            ("ty", .number(4)), ("ddd", .number(0)), ("ind", .number(Double(index + 1))), ("nm", .string(name)),
            ("sr", .number(1)), ("ks", transform), ("ao", .number(0)),
        ]
        if !masks.isEmpty { members += [("hasMask", .bool(true)), ("masksProperties", .array(masks))] }
        members += [
            ("shapes", .array([LottieShapes.group(shapes, frames: frames)])),
            ("ip", .number(Double(frames.lowerBound))),
            ("op", .number(Double(frames.upperBound))), ("st", .number(0)), ("bm", .number(0)),
        ]
        return .object(members)
    }
}
