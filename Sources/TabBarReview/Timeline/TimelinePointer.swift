import TabBarCore

/// The panel's pointer: a press picks what it is on (a chip, a button, a row's end, a
/// spring field, a row's name, the time axis), a drag moves it, and letting go acts.
extension TimelineModel {
    /// Seconds of a row per pixel are the axis's; a field moves this much per pixel.
    static func fieldRate(_ property: MotionBinding.Property) -> Double {
        property == .damping ? 0.005 : 0.05
    }

    /// Handles `event` at `point` (nil for a leave); returns nil when the event is not the
    /// panel's (outside it, with no drag under way), else the actions it asks for.
    public mutating func pointer(
        _ event: InputEvent, layout: TimelineLayout, bindings: [Int: [MotionBinding]],
        curves: [Int: CurveBinding] = [:]
    ) -> [TimelineAction]? {
        switch event {
        case .pointerDown(let point, .primary):
            let handles = curves.mapValues(\.points)
            guard let hit = layout.hit(point, draggableEnds: draggableEnds(bindings), handles: handles) else {
                return nil
            }
            if case .handle(let row, let handle) = hit, let points = handles[row] {
                drag = .handle(row: row, handle: handle, points: points)
                return [.choose(row: row)]
            }
            return press(hit, at: point, layout: layout, bindings: bindings)
        case .pointerMove(let point):
            guard let drag else { return layout.panel.contains(point) ? [] : nil }
            return move(drag, to: point, layout: layout)
        case .pointerUp(let point, .primary):
            guard let drag else { return layout.panel.contains(point) ? [] : nil }
            self.drag = nil
            switch drag {
            case .playhead: return [.scrubEnded]
            case .end(let row, let length):
                guard let binding = bindings[row]?.first(where: { $0.property == .duration }) else { return [] }
                return [.edit(row: row, property: .duration, value: binding.value(forRowLength: length))]
            case .field(let row, let property, _, let start, let value):
                return value == start ? [] : [.edit(row: row, property: property, value: value)]
            case .handle(let row, _, let points):
                return curves[row]?.points == points ? [] : [.editCurve(row: row, points: points)]
            }
        case .pointerDown(let point, _), .pointerUp(let point, _), .wheel(_, _, let point):
            return drag != nil || layout.panel.contains(point) ? [] : nil
        case .pointerLeave, .key, .resize:
            return nil
        }
    }

    /// Rows whose end can be dragged (ended, with a duration key), with their end.
    func draggableEnds(_ bindings: [Int: [MotionBinding]]) -> [Int: Double] {
        var ends: [Int: Double] = [:]
        for (index, row) in rows.rows.enumerated()
        where row.end != nil && bindings[index]?.contains(where: { $0.property == .duration }) == true {
            ends[index] = row.end
        }
        return ends
    }

    mutating func press(
        _ hit: TimelineLayout.Hit, at point: Point, layout: TimelineLayout, bindings: [Int: [MotionBinding]]
    ) -> [TimelineAction] {
        switch hit {
        case .chip(let speed): return [.speed(speed)]
        case .replay: return [.replay]
        case .save: return [.save]
        case .end(let row):
            drag = .end(row: row, length: rows.rows[row].duration ?? 0)
            return [.choose(row: row)]
        case .field(let row, let property):
            guard let value = bindings[row]?.first(where: { $0.property == property })?.value else { return [] }
            drag = .field(row: row, property: property, startX: point.x, startValue: value, value: value)
            return [.choose(row: row)]
        case .handle:
            return []
        case .label(let row):
            return selectedRow == row ? [.toggleLanes(row: row)] : [.choose(row: row)]
        case .axis:
            drag = .playhead
            return [.scrub(layout.frameSeconds(at: point.x))]
        case .panel:
            return []
        }
    }

    mutating func move(_ drag: Drag, to point: Point, layout: TimelineLayout) -> [TimelineAction] {
        switch drag {
        case .playhead:
            return [.scrub(layout.frameSeconds(at: point.x))]
        case .end(let row, _):
            let start = rows.rows.indices.contains(row) ? rows.rows[row].start : 0
            // Steps of 10 ms, and never shorter than one.
            let length = max(0.01, ((layout.seconds(at: point.x) - start) * 100).rounded() / 100)
            self.drag = .end(row: row, length: length)
            return []
        case .field(let row, let property, let startX, let start, _):
            let value = start + (point.x - startX) * Self.fieldRate(property)
            self.drag = .field(row: row, property: property, startX: startX, startValue: start, value: value)
            return []
        case .handle(let row, let handle, let points):
            // The handle goes where the pointer is: x within 0…1, y within −1…2, on hundredths.
            let (x, y) = layout.curveValue(row: row, at: point)
            let current = handle == 0 ? (points.x1, points.y1) : (points.x2, points.y2)
            let moved = CurveBinding.moving(points, handle: handle, dx: x - current.0, dy: y - current.1)
            self.drag = .handle(row: row, handle: handle, points: moved)
            return []
        }
    }
}
