/// The page above the bar for the first slice: a header and a card naming the selected tab.
public struct PlaceholderPageBuilder {
    public var background: Color

    public init(background: Color) {
        self.background = background
    }

    public func layer(for item: TabItem, index: Int, count: Int, in content: Rect) -> SceneLayer {
        let header = Rect(x: content.minX, y: content.minY, width: content.width, height: 56)
        let card = Rect(x: content.minX + 24, y: header.maxY + 32, width: content.width - 48,
                        height: min(220, max(0, content.height - header.height - 64)))
        let nodes: [SceneNode] = [
            .fill(.rect(content), .solid(background)),
            .fill(.rect(header), .solid(.white)),
            .fill(.rect(Rect(x: header.minX, y: header.maxY - 1, width: header.width, height: 1)),
                  .solid(Color(red: 0, green: 0, blue: 0, alpha: 0.12))),
            .text(TextRun(item.title, font: FontSpec(size: 17, weight: .semibold), color: .black,
                          frame: header.insetBy(dx: 16, dy: 0))),
            .fill(.roundedRect(card, radius: 16), .solid(item.color)),
            .text(TextRun(item.title, font: FontSpec(size: 40, weight: .bold), color: .white,
                          frame: Rect(x: card.minX, y: card.minY + 48, width: card.width, height: 56))),
            .text(TextRun("Tab \(index + 1) of \(count)", font: FontSpec(size: 15), color: Color.white.withAlpha(0.85),
                          frame: Rect(x: card.minX, y: card.minY + 120, width: card.width, height: 24))),
        ]
        return SceneLayer(id: "page", node: .group(nodes, clip: .rect(content)))
    }
}
