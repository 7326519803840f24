import TabBarCore

/// The rows: each motion's name and length, its bar on the time axis with its shape drawn
/// in it and the grip that drags its end, a spring's two fields, and an opened row's lanes.
extension TimelineScene {
    static func color(of motion: TimelineMotion) -> Color {
        switch motion {
        case .item: Color(hex: 0x4C8DFF)
        case .indicator: Color(hex: 0xF5A524)
        case .transition: Color(hex: 0x2FCB8A)
        }
    }

    var rowNodes: [SceneNode] {
        let rows = model.rows.rows
        guard !rows.isEmpty else {
            let top = layout.ruler.maxY + 14
            return [
                Self.text(
                    "Tap an item, a card or a button: the motions it plays show here.",
                    Rect(
                        x: layout.panel.minX + TimelineLayout.padding, y: top, width: layout.panel.width - 28,
                        height: 16),
                    color: Self.muted)
            ]
        }
        return rows.indices.flatMap { rowNodes($0, rows[$0]) }
    }

    /// The length row `index` shows: a dragged end's while it is dragged.
    func length(of index: Int, _ row: TimelineRow) -> Double? {
        if case .end(let dragged, let length)? = model.drag, dragged == index { return length }
        return row.duration
    }

    func rowNodes(_ index: Int, _ row: TimelineRow) -> [SceneNode] {
        let frame = layout.rowFrames[index]
        let pad = TimelineLayout.padding
        var nodes: [SceneNode] = []
        if model.selectedRow == index {
            nodes.append(.fill(.rect(frame), .solid(Color(hex: 0x222C38))))
        } else if index % 2 == 1 {
            nodes.append(.fill(.rect(frame), .solid(Color(hex: 0x191D22))))
        }
        let opened = model.expanded.contains(index) ? "▾ " : "▸ "
        nodes.append(
            Self.text(
                opened + row.motion.title,
                Rect(x: frame.minX + pad, y: frame.minY + 4, width: TimelineLayout.labelWidth - pad, height: 16),
                size: 11.5, weight: .semibold))
        nodes.append(
            Self.text(
                detail(index, row),
                Rect(
                    x: frame.minX + pad + 12, y: frame.minY + 20, width: TimelineLayout.labelWidth - pad - 12,
                    height: 14),
                size: 10, color: Self.muted))
        let end = length(of: index, row).map { row.start + $0 } ?? playhead
        let bar = layout.bar(row: index, start: row.start, end: max(end, row.start))
        let color = Self.color(of: row.motion)
        nodes.append(.fill(.roundedRect(bar, radius: 4), .solid(color.withAlpha(row.end == nil ? 0.18 : 0.3))))
        nodes.append(.stroke(.roundedRect(bar, radius: 4), color, width: 1))
        if let shape = model.shape(ofRow: index) { nodes += curve(shape, in: bar, from: row.start, to: end) }
        if row.end != nil, bindings[index]?.contains(where: { $0.property == .duration }) == true {
            let grip = layout.grip(row: index, end: end)
            nodes.append(
                .fill(
                    .roundedRect(
                        Rect(x: grip.midX - 1.5, y: grip.minY + 3, width: 3, height: grip.height - 6), radius: 1.5),
                    .solid(.white)))
        }
        nodes += fields(index)
        nodes += curveEditor(index)
        if model.expanded.contains(index) { nodes += lanes(index) }
        return nodes
    }

    /// "bounce · 500 ms", with the key it edits, or what a drag would write.
    func detail(_ index: Int, _ row: TimelineRow) -> String {
        let name = row.motion.name
        guard let length = length(of: index, row) else { return "\(name) · playing" }
        var text = "\(name) · \(Int((length * 1000).rounded())) ms"
        if row.interrupted { text += " · cut" }
        if case .end(let dragged, _)? = model.drag, dragged == index,
            let binding = bindings[index]?.first(where: { $0.property == .duration })
        {
            text += " → " + ConfigDocument.literal(binding.value(forRowLength: length), decimals: binding.decimals)
        }
        return text
    }

    /// `lane`'s values between `start` and `end` seconds drawn across `box`, low at its foot.
    func curve(_ lane: MotionLane, in box: Rect, from start: Double, to end: Double) -> [SceneNode] {
        let points = zip(model.laneTimes, lane.values).compactMap { time, value in value.map { (time, $0) } }
            .filter { $0.0 >= start - 1e-9 && $0.0 <= end + 1e-9 }
        guard let low = points.map(\.1).min(), let high = points.map(\.1).max(), points.count > 1 else { return [] }
        let range = max(high - low, 1e-9)
        let inner = box.insetBy(dx: 0, dy: 3)
        var path = Path()
        for (index, (time, value)) in points.enumerated() {
            let point = Point(x: layout.x(at: time), y: inner.maxY - (value - low) / range * inner.height)
            path.elements.append(index == 0 ? .move(point) : .line(point))
        }
        return [
            .group(
                [.stroke(.path(path), Color.white.withAlpha(0.85), width: 1.5)],
                clip: .rect(box.insetBy(dx: -1, dy: -1)))
        ]
    }

    /// A spring row's damping and velocity fields.
    func fields(_ index: Int) -> [SceneNode] {
        guard layout.fieldRows.contains(index), let bindings = bindings[index] else { return [] }
        var nodes: [SceneNode] = []
        for binding in bindings where binding.property != .duration {
            var value = binding.value
            if case .field(let row, let property, _, _, let dragged)? = model.drag, row == index,
                property == binding.property
            {
                value = dragged
            }
            let frame = layout.field(row: index, property: binding.property)
            let label = binding.property == .damping ? "ζ" : "v"
            nodes.append(.fill(.roundedRect(frame, radius: 4), .solid(Color(hex: 0x242A31))))
            nodes.append(
                Self.text(
                    "\(label) \(ConfigDocument.literal(value, decimals: binding.decimals))",
                    frame.insetBy(dx: 6, dy: 0), size: 10.5,
                    weight: .semibold, color: Self.ink))
        }
        return nodes
    }

    /// An opened row's lanes: one per property of its nodes that moves, over the whole axis.
    func lanes(_ index: Int) -> [SceneNode] {
        var nodes: [SceneNode] = []
        for (number, lane) in model.lanes(ofRow: index).enumerated() {
            let frame = layout.lane(row: index, lane: number)
            nodes.append(
                Self.text(
                    lane.name,
                    Rect(
                        x: frame.minX + TimelineLayout.padding + 12, y: frame.minY + 7,
                        width: TimelineLayout.labelWidth - 26, height: 14),
                    size: 9.5, color: Self.muted))
            let box = Rect(
                x: layout.axis.lowerBound, y: frame.minY + 4, width: layout.axis.upperBound - layout.axis.lowerBound,
                height: frame.height - 8)
            nodes.append(.fill(.rect(box), .solid(Color(hex: 0x1E2329))))
            nodes += curve(lane, in: box, from: 0, to: layout.span)
        }
        return nodes
    }
}
