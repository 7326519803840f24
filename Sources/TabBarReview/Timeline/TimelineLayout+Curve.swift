import TabBarCore

/// An open transition row's curve editor: the curve over the unit square of time (x) and
/// value (y), with room above and below for a curve that overshoots, and its two handles.
extension TimelineLayout {
    /// The value range the editor shows: a little under 0 and over 1.
    static let curveValues = -0.25...1.25

    /// Row `index`'s editor box, under its name (and a spring's fields).
    public func curveBox(row index: Int) -> Rect {
        let frame = rowFrames[index]
        let top = frame.minY + Self.rowHeight + (fieldRows.contains(index) ? Self.fieldHeight : 0) + 4
        return Rect(x: panel.minX + Self.padding + 12, y: top, width: 120, height: Self.curveHeight - 12)
    }

    /// Where time progress `x` and value progress `y` are in row `index`'s editor.
    public func curvePoint(row index: Int, x: Double, y: Double) -> Point {
        let box = curveBox(row: index).insetBy(dx: 10, dy: 10)
        let range = Self.curveValues
        return Point(
            x: box.minX + x * box.width,
            y: box.maxY - (y - range.lowerBound) / (range.upperBound - range.lowerBound) * box.height)
    }

    /// The time and value progress at `point` in row `index`'s editor (not clamped).
    public func curveValue(row index: Int, at point: Point) -> (x: Double, y: Double) {
        let box = curveBox(row: index).insetBy(dx: 10, dy: 10)
        let range = Self.curveValues
        return (
            (point.x - box.minX) / box.width,
            range.lowerBound + (box.maxY - point.y) / box.height * (range.upperBound - range.lowerBound)
        )
    }

    /// Where handle `handle` (0 or 1) of `points` is in row `index`'s editor.
    public func handlePoint(row index: Int, handle: Int, _ points: CubicBezier) -> Point {
        handle == 0
            ? curvePoint(row: index, x: points.x1, y: points.y1) : curvePoint(row: index, x: points.x2, y: points.y2)
    }

    /// The handle within 8 px of `point`, among the shown editors' `handles`.
    func handle(at point: Point, _ handles: [Int: CubicBezier]) -> Hit? {
        for (row, points) in handles.sorted(by: { $0.key < $1.key }) where curveRows.contains(row) {
            for handle in [1, 0] {
                let spot = handlePoint(row: row, handle: handle, points)
                if (spot.x - point.x) * (spot.x - point.x) + (spot.y - point.y) * (spot.y - point.y) <= 64 {
                    return .handle(row: row, handle: handle)
                }
            }
        }
        return nil
    }
}
