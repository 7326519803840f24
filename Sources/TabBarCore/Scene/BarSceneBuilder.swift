/// Builds the bar's layers: background, item backgrounds, indicator, then one layer per
/// item, so that an item animating damages only its own column.
public struct BarSceneBuilder {
    /// The bar's look.
    public var style: BarStyle
    /// The bar's items, by index.
    public var items: [TabItem]
    /// Where the bar and its items sit.
    public var layout: TabBarLayout
    /// Measures badge text, whose width sizes the badge.
    public var measurer: any TextMeasuring

    /// A builder for `items` drawn in `style` at `layout`.
    public init(style: BarStyle, items: [TabItem], layout: TabBarLayout, measurer: any TextMeasuring) {
        self.style = style
        self.items = items
        self.layout = layout
        self.measurer = measurer
    }

    /// What changes from frame to frame.
    public struct Frame {
        /// The selected item's index (−1 for none): it takes the selected look.
        public var selectedIndex: Int
        /// Each item's pose, by index.
        public var poses: [ItemPose]
        /// Where the indicator is.
        public var indicator: IndicatorState
        /// Each item's badge scale from a badge animation, 1 at rest (empty: none).
        public var badgeScales: [Double]
        /// Each item's vertical icon offset from a badge wiggle, in logical pixels, negative up
        /// (empty: none).
        public var iconWiggles: [Double]

        /// A frame of the bar; without badge animations unless `badgeScales` and `iconWiggles` are
        /// given.
        public init(
            selectedIndex: Int, poses: [ItemPose], indicator: IndicatorState,
            badgeScales: [Double] = [], iconWiggles: [Double] = []
        ) {
            self.selectedIndex = selectedIndex
            self.poses = poses
            self.indicator = indicator
            self.badgeScales = badgeScales
            self.iconWiggles = iconWiggles
        }
    }

    /// The bar's layers for one frame.
    public func layers(_ frame: Frame) -> [SceneLayer] {
        var layers = [SceneLayer(id: "bar.background", node: background())]
        let backgrounds = layout.items.compactMap { slot in
            itemBackground(slot, selected: slot.index == frame.selectedIndex)
        }
        if !backgrounds.isEmpty { layers.append(SceneLayer(id: "bar.item-backgrounds", node: .group(backgrounds))) }
        let indicator = IndicatorNodes(style: style, items: items, layout: layout)
        if let node = indicator.node(frame.indicator) {
            layers.append(SceneLayer(id: "bar.indicator", node: node))
        }
        let maskReveal = indicator.maskReveal(frame.indicator)
        for slot in layout.items where items.indices.contains(slot.index) && frame.poses.indices.contains(slot.index) {
            let i = slot.index
            let content = ItemNodes(
                style: style, item: items[i], slot: slot, measurer: measurer,
                window: Rect(origin: .zero, size: layout.viewport))
            let node = content.node(
                pose: frame.poses[i], isSelected: i == frame.selectedIndex,
                badgeScale: frame.badgeScales.indices.contains(i) ? frame.badgeScales[i] : 1,
                wiggle: frame.iconWiggles.indices.contains(i) ? frame.iconWiggles[i] : 0,
                reveal: reveal(maskReveal, for: slot))
            layers.append(SceneLayer(id: "bar.item.\(i)", node: node))
        }
        return layers
    }

    /// The colourful mask as one item sees it: within a slot's width either side of it
    /// (far more than a bounce or a long title reaches), so its layer changes only while
    /// the mask is near. A raised button's disc is its own background: it keeps its colours.
    func reveal(_ reveal: MaskReveal?, for slot: ItemLayout) -> MaskReveal? {
        guard slot.circle == nil else { return nil }
        return reveal?.within(slot.frame.insetBy(dx: -slot.frame.width, dy: 0))
    }

    /// Half-width of the translucent bar's box blur, in logical pixels: three passes give a
    /// Gaussian of σ ≈ 6.5, which leaves page text beneath a smudge, as UIKit's material does.
    static let backdropBlurRadius = 6.0

    func background() -> SceneNode {
        let fill = style.isTranslucent ? style.background.withAlpha(style.background.alpha * 0.9) : style.background
        // A translucent bar blurs the page under it, as UIKit's bar material does.
        let blur: [SceneNode] = style.isTranslucent ? [.backdropBlur(layout.bar, radius: Self.backdropBlurRadius)] : []
        var nodes: [SceneNode] = blur + [.fill(.rect(layout.bar), .solid(fill))]
        if let hairline = style.hairline {
            nodes.append(
                .fill(
                    .rect(Rect(x: layout.bar.minX, y: layout.bar.minY, width: layout.bar.width, height: 1)),
                    .solid(hairline)))
        }
        return .group(nodes)
    }

    /// An item's per-state background (RDV), switched at once as Ramotion does. A raised
    /// item has none here: its disc is its background (`RaisedButton`).
    func itemBackground(_ slot: ItemLayout, selected: Bool) -> SceneNode? {
        guard items.indices.contains(slot.index), slot.circle == nil else { return nil }
        let look = items[slot.index].appearance
        if let image = selected ? look.selectedBackgroundImage ?? look.backgroundImage : look.backgroundImage {
            return .image(image, frame: slot.frame, rendering: .original, opacity: 1)
        }
        if let color = selected ? look.selectedBackground ?? look.background : look.background {
            return .fill(.rect(slot.frame), .solid(color))
        }
        return nil
    }
}
