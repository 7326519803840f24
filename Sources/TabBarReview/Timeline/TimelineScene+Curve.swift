import TabBarCore

/// An open transition row's curve editor: the unit square, the curve from (0, 0) to (1, 1),
/// its two handles on lines from the ends, and the curve as CSS writes it.
extension TimelineScene {
    func curveEditor(_ index: Int) -> [SceneNode] {
        guard layout.curveRows.contains(index), var points = curves[index]?.points else { return [] }
        if case .handle(let row, _, let dragged)? = model.drag, row == index { points = dragged }
        let box = layout.curveBox(row: index)
        func at(_ x: Double, _ y: Double) -> Point { layout.curvePoint(row: index, x: x, y: y) }
        let origin = at(0, 0), end = at(1, 1)
        let first = at(points.x1, points.y1), second = at(points.x2, points.y2)
        var nodes: [SceneNode] = [
            .fill(.roundedRect(box, radius: 6), .solid(Color(hex: 0x1E2329))),
            .stroke(.rect(Rect(corners: origin, end)), Self.rule, width: 1),
            .stroke(.path(Path([.move(origin), .line(first)])), Self.muted, width: 1),
            .stroke(.path(Path([.move(end), .line(second)])), Self.muted, width: 1),
            .stroke(
                .path(Path([.move(origin), .curve(first, second, end)])), Self.color(of: .transition(.push, .push)),
                width: 2),
        ]
        for handle in [first, second] {
            nodes.append(.fill(.ellipse(Rect.centered(at: handle, size: Size(width: 9, height: 9))), .solid(.white)))
        }
        let literal = CurveBinding.literal(points).dropFirst().dropLast()
        nodes.append(
            Self.text(
                String(literal),
                Rect(x: box.maxX + 10, y: box.minY + 4, width: layout.axis.upperBound - box.maxX - 10, height: 14),
                size: 10, color: Self.ink))
        nodes.append(
            Self.text(
                "drag a handle, or j l i k (J L I K: the second)",
                Rect(x: box.maxX + 10, y: box.minY + 20, width: layout.axis.upperBound - box.maxX - 10, height: 14),
                size: 9.5, color: Self.muted))
        return [
            .group(
                nodes,
                clip: .rect(
                    box.insetBy(dx: -2, dy: -2).union(
                        Rect(x: box.maxX, y: box.minY, width: layout.panel.maxX - box.maxX, height: 40))))
        ]
    }
}
