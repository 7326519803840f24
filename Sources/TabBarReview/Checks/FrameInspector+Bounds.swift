import TabBarCore

/// Bounds and glyphs: where a motion's ink may go.
extension FrameInspector {
    /// Half a pixel of slack: a spring ends within half a pixel of its place.
    static let slack = 0.5
    /// Ink counts where it shows at full strength. A title fading in from beyond the
    /// window's edge is an entrance (Ramotion's fume deselect rises from 15 px below as it
    /// fades in), not ink the window cuts off; a pop's title at its peak is (issue 40).
    static let solid = 0.95
    /// Room above the bar in an item's cell, as the film strips show it (fume's title rises
    /// 60 px): `RecordedMotion.itemHeadroom`.
    static var headroom: Double { RecordedMotion.itemHeadroom }

    /// An item's ink stays inside the window and the bar's width; the indicator's inside
    /// the bar; a flying hero's inside the window.
    mutating func checkBounds(_ ink: SceneInk, _ frame: Frame, barInPlace: Bool) {
        let window = Rect(origin: .zero, size: frame.scene.size)
        let bar = layout.bar
        // What each edge of the area is: items keep to the bar's sides and the window's top
        // and bottom (a title may rise above the bar: fume's does).
        let (area, sides, ends): (Rect, String, String)
        let marks: [SceneInk.Mark]
        switch scope {
        case .item(let slot), .badge(let slot):
            guard barInPlace else { return }
            // Titles are the glyph check's.
            marks = ink.marks.filter { $0.layer == "bar.item.\(slot)" && $0.owner != NodeName.title(item: slot) }
            let left = max(bar.minX, 0), right = min(bar.maxX, window.maxX)
            area = Rect(x: left, y: 0, width: right - left, height: window.height)
            (sides, ends) = ("the bar's", "the window's")
        case .indicator:
            guard barInPlace else { return }
            marks = ink.marks.filter { $0.layer == "bar.indicator" }
            (area, sides, ends) = (bar.intersection(window), "the bar's", "the bar's")
        case .transition:
            marks = ink.marks.filter { $0.owner == NodeName.hero }
            (area, sides, ends) = (window, "the window's", "the window's")
        }
        for mark in marks where mark.opacity >= Self.solid {
            guard let (edge, distance) = Self.overrun(mark.box, outside: area) else { continue }
            let whose = edge == "left" || edge == "right" ? sides : ends
            note(
                .bounds,
                "\(Self.describe(mark)) reaches \(HUD.fixed(distance, 1)) px past \(whose) \(edge) edge at "
                    + Self.seconds(frame.time),
                at: frame)
            return
        }
    }

    /// Each title's glyphs stay inside the item's cell: the slot's width, from the window's
    /// bottom to `headroom` above the bar.
    mutating func checkGlyphs(_ ink: SceneInk, _ frame: Frame) {
        guard let slot = scope.slot, layout.items.indices.contains(slot) else { return }
        let cell = layout.items[slot].frame
        let top = layout.bar.minY - Self.headroom
        let area = Rect(x: cell.minX, y: top, width: cell.width, height: frame.scene.size.height - top)
        let titles = ink.marks.filter {
            $0.kind == "text" && $0.owner == NodeName.title(item: slot) && $0.opacity >= Self.solid
        }
        for title in titles {
            guard let (edge, distance) = Self.overrun(title.box, outside: area) else { continue }
            note(
                .glyphs,
                "the title \"\(title.text)\" reaches \(HUD.fixed(distance, 1)) px past its cell's \(edge) edge at "
                    + Self.seconds(frame.time),
                at: frame)
            return
        }
    }

    /// The edge `box` crosses farthest beyond `area` (with the slack) and by how much.
    static func overrun(_ box: Rect, outside area: Rect) -> (edge: String, distance: Double)? {
        let overruns = [
            ("left", area.minX - box.minX), ("right", box.maxX - area.maxX), ("top", area.minY - box.minY),
            ("bottom", box.maxY - area.maxY),
        ]
        guard let worst = overruns.max(by: { $0.1 < $1.1 }), worst.1 > slack else { return nil }
        return worst
    }

    /// "the icon", "the badge", "the indicator", "the flying hero": a mark as its named
    /// node calls it.
    static func describe(_ mark: SceneInk.Mark) -> String {
        guard let owner = mark.owner else { return "a \(mark.kind) in \(mark.layer)" }
        if owner == NodeName.hero { return "the flying hero" }
        let part = owner.split(separator: " ").last.map(String.init) ?? owner
        return mark.kind == "text" ? "the \(part) \"\(mark.text)\"" : "the \(part)"
    }
}
