/// UIKit's More list: one 52 px row per overflow tab with its icon tinted in the accent,
/// its title and a chevron, separated by hairlines inset past the icon.
struct MorePage: PageContent {
    let context: PageContext

    init(_ context: PageContext) { self.context = context }

    static let rowHeight = 52.0
    static let iconSize = 28.0
    static let topPadding = 20.0

    var rows: [MoreItem] { context.page.moreItems }

    var height: Double { rows.isEmpty ? 0 : Self.topPadding + Double(rows.count) * Self.rowHeight + 32 }

    func rowFrame(_ index: Int) -> Rect {
        Rect(
            x: context.frame.minX, y: context.top + Self.topPadding + Double(index) * Self.rowHeight,
            width: context.frame.width, height: Self.rowHeight)
    }

    var items: [PageItem] { rows.indices.map { PageItem(target: .row($0), frame: rowFrame($0)) } }

    func nodes() -> [SceneNode] {
        let style = context.style.insideCells
        var nodes: [SceneNode] = []
        let frames = items.map(\.frame)
        if let first = frames.first, let last = frames.last {
            // Hairlines above and below the block, as a plain table inset from the header shows them.
            let block = Rect(x: first.minX, y: first.minY, width: first.width, height: last.maxY - first.minY)
            if context.isVisible(block.insetBy(dx: 0, dy: -1)) {
                nodes.append(.fill(.rect(block), .solid(style.surface)))
                nodes.append(
                    .fill(
                        .rect(Rect(x: block.minX, y: block.minY - 1, width: block.width, height: 1)),
                        .solid(style.separatorColor)))
                nodes.append(
                    .fill(
                        .rect(Rect(x: block.minX, y: block.maxY, width: block.width, height: 1)),
                        .solid(style.separatorColor)))
            }
        }
        for (index, row) in zip(rows.indices, frames) where context.isVisible(row) {
            let item = rows[index]
            let icon = Rect(
                x: row.minX + style.margin, y: row.midY - Self.iconSize / 2, width: Self.iconSize,
                height: Self.iconSize)
            if let image = item.icon {
                nodes.append(.image(image, frame: icon, rendering: .template(context.page.accent), opacity: 1))
            }
            let textX = icon.maxX + 16
            nodes.append(
                .text(
                    TextRun(
                        item.title, font: context.font(17), color: style.titleColor,
                        frame: Rect(
                            x: textX, y: row.minY, width: max(0, row.maxX - 40 - textX),
                            height: row.height), alignment: .leading)))
            nodes.append(
                PageChrome.chevron(at: Point(x: row.maxX - style.margin - 4, y: row.midY), color: style.chevronColor))
            if index < rows.count - 1 {
                nodes.append(PageChrome.separator(under: row, from: textX, to: row.maxX, color: style.separatorColor))
            }
        }
        return nodes.filter { context.isVisible($0.bounds) }
    }
}
