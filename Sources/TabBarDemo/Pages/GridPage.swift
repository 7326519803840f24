import TabBarCore

/// Home: a 2-column grid of rounded cards in colours derived from the accent.
///
/// Cards are `(width − 3·16) / 2` wide and `width / 1.2` tall, 16 px apart, with 16 px
/// margins above the first row and below the last.
struct GridPage: PageContent {
    let context: PageContext

    init(_ context: PageContext) { self.context = context }

    static let columns = 2
    /// Card width over card height: the detail page's hero's, so a card's picture scales
    /// into the hero evenly.
    static let aspect = PageRenderer.heroAspect

    var gap: Double { context.style.margin }
    var cardSize: Size {
        let width = max(0, (context.frame.width - gap * Double(Self.columns + 1)) / Double(Self.columns))
        return Size(width: width, height: (width / Self.aspect).rounded())
    }
    var rowCount: Int { (context.page.itemCount + Self.columns - 1) / Self.columns }

    var height: Double {
        guard rowCount > 0 else { return 0 }
        return gap + Double(rowCount) * (cardSize.height + gap)
    }

    func cardFrame(_ index: Int) -> Rect {
        let size = cardSize
        let column = index % Self.columns, row = index / Self.columns
        return Rect(
            x: context.frame.minX + gap + Double(column) * (size.width + gap),
            y: context.top + gap + Double(row) * (size.height + gap), width: size.width, height: size.height)
    }

    var items: [PageItem] {
        (0..<context.page.itemCount).map { PageItem(target: .card($0), frame: cardFrame($0)) }
    }

    func nodes() -> [SceneNode] {
        items.compactMap { item in
            guard case .card(let index) = item.target, context.isVisible(item.frame.insetBy(dx: 0, dy: -4)),
                context.hiding.item != item.target
            else { return nil }
            return card(index, in: item.frame)
        }
    }

    /// In its own column, in the first row: that place is always wholly in the grid's
    /// viewport, so nothing is culled, and the page's background lies around it as it does
    /// around the snapshot cut from an unscrolled grid.
    func heroPicture(_ index: Int) -> (picture: SceneNode, frame: Rect)? {
        let card = cardFrame(index % Self.columns)
        return (picture(index, in: card), card)
    }

    /// Card `index` at `box` as a magic move's snapshot cuts it out of this page: the
    /// page's background and the card, clipped to the card's rounded rectangle.
    func picture(_ index: Int, in box: Rect) -> SceneNode {
        let background = PageRenderer.backgroundColor(context.page, style: context.style)
        return .group(
            [.fill(.rect(context.frame), .solid(background)), card(index, in: box)],
            clip: .roundedRect(box, radius: context.style.cornerRadius))
    }

    /// A card: a soft shadow, the lit colour, two translucent circles, title and subtitle.
    func card(_ index: Int, in box: Rect) -> SceneNode {
        let style = context.style
        let color = CardPalette.color(index, accent: context.page.accent)
        let radius = style.cornerRadius
        let shape = Shape.roundedRect(box, radius: radius)
        let big = box.width * 0.7, small = box.width * 0.28
        let decoration: [SceneNode] = [
            .fill(.roundedRect(box, radius: radius), PageChrome.sheen(color, over: box)),
            .fill(
                .ellipse(Rect(x: box.maxX - big * 0.62, y: box.minY - big * 0.38, width: big, height: big)),
                .solid(Color.white.withAlpha(0.14))),
            .fill(
                .ellipse(Rect(x: box.maxX - small * 1.9, y: box.minY + small * 0.55, width: small, height: small)),
                .solid(Color.white.withAlpha(0.18))),
        ]
        let textWidth = max(0, box.width - 28)
        let labels: [SceneNode] = [
            .text(
                TextRun(
                    CardPalette.title(index), font: context.font(17, .semibold), color: .white,
                    frame: Rect(x: box.minX + 14, y: box.maxY - 50, width: textWidth, height: 22), alignment: .leading)),
            .text(
                TextRun(
                    CardPalette.subtitle(index), font: context.font(13), color: Color.white.withAlpha(0.82),
                    frame: Rect(x: box.minX + 14, y: box.maxY - 28, width: textWidth, height: 16), alignment: .leading)),
        ]
        let nodes: [SceneNode] =
            [
                .fill(.roundedRect(box.offsetBy(dx: 0, dy: 2), radius: radius), .solid(Color.black.withAlpha(0.06))),
                .group(decoration, clip: shape),
            ] + labels
        return .group(nodes.filter { context.isVisible($0.bounds) })
    }
}
