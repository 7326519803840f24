/// Draws the selection indicator of each kind from its state.
struct IndicatorNodes {
    var style: BarStyle
    var items: [TabItem]
    var layout: TabBarLayout

    /// Flutter M3's indicator: 64×32, corner radius 16.
    static let pillSize = Size(width: 64, height: 32)

    func node(_ state: IndicatorState) -> SceneNode? {
        // Reduced motion: the old place fades out while the new one fades in.
        if let (from, progress) = state.fading {
            var old = state, new = state
            old.fading = nil
            old.span = from
            new.fading = nil
            return .group(
                [node(old), node(new)].enumerated().compactMap { i, node in
                    node.map { SceneNode.group([$0], opacity: i == 0 ? 1 - progress : progress) }
                })
        }
        switch state.kind {
        case .none:
            return nil
        case .colorfulMask:
            // TColorfulTabBar: every item's colour block, seen only through the mask.
            let blocks = layout.items.map { slot -> SceneNode in
                .fill(
                    .rect(rowPart(of: slot)),
                    .solid(items.indices.contains(slot.index) ? items[slot.index].color : .clear))
            }
            return .group(blocks, clip: .rect(maskRect(state.span)), name: NodeName.indicator)
        case .bottomLine:
            let span = layout.rect(spanning: state.span)
            let height = style.bottomLineHeight
            let line = Rect(x: span.minX, y: layout.row.maxY - height, width: span.width, height: height)
            // A group only to carry the name: the line's edges are what moves.
            return .group(
                [.fill(.rect(line), .solid(style.indicatorColor ?? style.selectedIconColor))],
                name: NodeName.indicator)
        case .pill:
            let pills = layout.items.compactMap { slot -> SceneNode? in
                guard state.pills.indices.contains(slot.index) else { return nil }
                let (scaleX, opacity) = state.pills[slot.index]
                guard opacity > 0 else { return nil }
                let box = Rect.centered(at: slot.iconFrame.center, size: Self.pillSize)
                let color = style.indicatorColor ?? style.selectedIconColor.withAlpha(0.16)
                return .group(
                    [.fill(.roundedRect(box, radius: Self.pillSize.height / 2), .solid(color))],
                    transform: AffineTransform.scale(scaleX, 1).about(box.center), opacity: opacity,
                    name: NodeName.pill(item: slot.index))
            }
            return pills.isEmpty ? nil : .group(pills)
        }
    }

    /// What the colourful mask shows of the bar at a span: the span's part of the row.
    func maskRect(_ span: SlotSpan) -> Rect {
        layout.rect(spanning: span).intersection(layout.row)
    }

    /// Where items are drawn in their selected colours, when the bar's colourful mask
    /// reveals them (`maskRevealsItems`): the rectangle the blocks are clipped to. Nil for
    /// other indicators.
    func maskReveal(_ state: IndicatorState) -> MaskReveal? {
        guard state.kind == .colorfulMask, style.maskRevealsItems else { return nil }
        return MaskReveal(rect: maskRect(state.span), row: layout.row)
    }

    /// The part of a slot inside the item row (a raised item's block stays in the bar).
    func rowPart(of slot: ItemLayout) -> Rect {
        Rect(x: slot.frame.minX, y: layout.row.minY, width: slot.frame.width, height: layout.row.height)
    }
}
