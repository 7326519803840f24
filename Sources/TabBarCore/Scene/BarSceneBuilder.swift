/// Builds the bar's layers: background, indicator, then one layer per item, so that an
/// item animating damages only its own column.
public struct BarSceneBuilder {
    public var style: BarStyle
    public var items: [TabItem]
    public var layout: TabBarLayout

    public init(style: BarStyle, items: [TabItem], layout: TabBarLayout) {
        self.style = style
        self.items = items
        self.layout = layout
    }

    /// The bar's layers for item poses `poses` and an indicator at `indicator` (slot units).
    public func layers(poses: [ItemPose], indicator: SlotSpan) -> [SceneLayer] {
        var layers = [SceneLayer(id: "bar.background", node: background())]
        if let node = indicatorNode(indicator) {
            layers.append(SceneLayer(id: "bar.indicator", node: node))
        }
        for (item, pose) in zip(layout.items, poses) where items.indices.contains(item.index) {
            layers.append(SceneLayer(id: "bar.item.\(item.index)", node: itemNode(item, items[item.index], pose)))
        }
        return layers
    }

    func background() -> SceneNode {
        var nodes: [SceneNode] = [.fill(.rect(layout.bar), .solid(style.background))]
        if let hairline = style.hairline {
            nodes.append(.fill(.rect(Rect(x: layout.bar.minX, y: layout.bar.minY, width: layout.bar.width, height: 1)),
                               .solid(hairline)))
        }
        return .group(nodes)
    }

    /// TColorfulTabBar: every item's colour block, clipped to the mask.
    func indicatorNode(_ span: SlotSpan) -> SceneNode? {
        switch style.indicator {
        case .none:
            return nil
        case .colorfulMask:
            let blocks = layout.items.map { slot -> SceneNode in
                .fill(.rect(slot.frame), .solid(items.indices.contains(slot.index) ? items[slot.index].color : .clear))
            }
            return .group(blocks, clip: .rect(layout.rect(spanning: span).intersection(layout.row)))
        }
    }

    func itemNode(_ slot: ItemLayout, _ item: TabItem, _ pose: ItemPose) -> SceneNode {
        var nodes: [SceneNode] = []
        if let icon = iconNode(slot, item, pose) { nodes.append(icon) }
        nodes.append(titleNode(slot, item, pose))
        // Disabled items draw at half alpha (Ramotion).
        return .group(nodes, opacity: item.isEnabled ? 1 : 0.5)
    }

    func iconNode(_ slot: ItemLayout, _ item: TabItem, _ pose: ItemPose) -> SceneNode? {
        guard let icon = item.icon else { return nil }
        let face = min(max(pose.face, 0), 1)
        var faces: [SceneNode] = []
        if face < 1 {
            faces.append(.image(icon, frame: slot.iconFrame, rendering: .template(style.iconColor), opacity: 1 - face))
        }
        if face > 0 {
            faces.append(.image(item.selectedIcon ?? icon, frame: slot.iconFrame,
                                rendering: .template(style.selectedIconColor), opacity: face))
        }
        let transform = AffineTransform.scale(pose.iconScaleX, pose.iconScaleY)
            .concatenating(.rotation(pose.iconRotation))
            .about(slot.iconFrame.center)
            .concatenating(.translation(pose.iconOffset.x, pose.iconOffset.y))
        return .group(faces, transform: transform, opacity: pose.iconOpacity)
    }

    func titleNode(_ slot: ItemLayout, _ item: TabItem, _ pose: ItemPose) -> SceneNode {
        let color = style.textColor.mixed(with: style.selectedTextColor, min(max(pose.face, 0), 1))
        let run = TextRun(item.title, font: style.titleFont, color: color, frame: slot.titleFrame)
        let transform = AffineTransform.scale(pose.titleScale, pose.titleScale)
            .about(slot.titleFrame.center)
            .concatenating(.translation(pose.titleOffset.x, pose.titleOffset.y))
        return .group([.text(run)], transform: transform, opacity: pose.titleOpacity)
    }
}
