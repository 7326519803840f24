import TabBarCore

/// Live: 64 px rows with a round avatar, a title, a grey subtitle, a red "LIVE" tag on
/// some rows and a hairline separator inset past the avatar.
struct ListPage: PageContent {
    let context: PageContext

    init(_ context: PageContext) { self.context = context }

    static let rowHeight = 64.0
    static let avatarSize = 44.0

    var height: Double { Double(context.page.itemCount) * Self.rowHeight }

    func rowFrame(_ index: Int) -> Rect {
        Rect(
            x: context.frame.minX, y: context.top + Double(index) * Self.rowHeight, width: context.frame.width,
            height: Self.rowHeight)
    }

    var items: [PageItem] {
        (0..<context.page.itemCount).map { PageItem(target: .row($0), frame: rowFrame($0)) }
    }

    /// Rows 0, 3, 5, 6, 9, 10, 12, … are live.
    static func isLive(_ index: Int) -> Bool { index % 3 == 0 || index % 5 == 0 }

    /// What row `index` says: "Live 1" for index 0.
    static func rowTitle(_ index: Int) -> String { "Live \(index + 1)" }

    static let topics = ["Music", "Gaming", "Talk show", "Cooking", "Travel", "Sports", "Art", "Tech"]

    func nodes() -> [SceneNode] {
        items.compactMap { item in
            guard case .row(let index) = item.target, context.shows(item) else { return nil }
            return row(index, in: item.frame)
        }
    }

    func row(_ index: Int, in box: Rect) -> SceneNode {
        let style = context.style
        let live = Self.isLive(index)
        let avatar = Rect(
            x: box.minX + style.margin, y: box.midY - Self.avatarSize / 2, width: Self.avatarSize,
            height: Self.avatarSize)
        let color = CardPalette.color(index, accent: context.page.accent)
        var nodes: [SceneNode] = [
            .fill(.rect(box), .solid(style.plainBackground)),
            .fill(.ellipse(avatar), PageChrome.sheen(color, over: avatar)),
            .text(TextRun("\(index + 1)", font: context.font(17, .semibold), color: .white, frame: avatar)),
        ]
        if live { nodes.append(.stroke(.ellipse(avatar.insetBy(dx: -3.5, dy: -3.5)), style.liveColor, width: 2)) }
        let tag = Rect(x: box.maxX - style.margin - 42, y: box.midY - 10, width: 42, height: 20)
        let textX = avatar.maxX + 14
        let textWidth = max(0, tag.minX - 8 - textX)
        let topic = Self.topics[index % Self.topics.count]
        let viewers = Double((index * 7919) % 4800 + 120) / 1000
        let subtitle = live ? "\(topic), \(viewersText(viewers)) watching" : "\(topic), live \(index % 5 + 1)h ago"
        nodes.append(
            .text(
                TextRun(
                    Self.rowTitle(index), font: context.font(17, .semibold), color: style.titleColor,
                    frame: Rect(x: textX, y: box.minY + 11, width: textWidth, height: 22), alignment: .leading)))
        nodes.append(
            .text(
                TextRun(
                    subtitle, font: context.font(15), color: style.secondaryTextColor,
                    frame: Rect(x: textX, y: box.minY + 34, width: textWidth, height: 19), alignment: .leading)))
        if live {
            nodes.append(.fill(.roundedRect(tag, radius: 5), .solid(style.liveColor)))
            nodes.append(.text(TextRun("LIVE", font: context.font(11, .bold), color: .white, frame: tag)))
        } else {
            nodes.append(
                PageChrome.chevron(at: Point(x: box.maxX - style.margin - 4, y: box.midY), color: style.chevronColor))
        }
        if index < context.page.itemCount - 1 {
            nodes.append(PageChrome.separator(under: box, from: textX, to: box.maxX, color: style.separatorColor))
        }
        return .group(nodes.filter { context.isVisible($0.bounds) })
    }

    func viewersText(_ thousands: Double) -> String {
        thousands < 1 ? "\(Int((thousands * 1000).rounded()))" : "\(Double(Int(thousands * 10)) / 10)k"
    }
}
