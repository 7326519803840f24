import TabBarCore

/// Profile: an account block, then rows in rounded inset groups like iOS Settings, each
/// with a coloured icon tile, a title, sometimes a grey value, and a chevron.
struct SettingsPage: PageContent {
    let context: PageContext

    init(_ context: PageContext) { self.context = context }

    static let rowHeight = 48.0
    static let profileHeight = 84.0
    static let topPadding = 20.0
    static let groupGap = 28.0
    static let groupRadius = 12.0
    static let iconSize = 30.0

    static let titles = [
        "Notifications", "Sounds & Haptics", "Focus", "Screen Time",
        "General", "Privacy", "Display & Brightness", "Wallpaper",
        "Battery", "Storage", "Help", "About",
    ]
    static let values: [Int: String] = [2: "Off", 6: "Auto", 9: "64 GB", 11: "v1.0"]
    /// Rows per group, cycled: 4, 4, 2, 2, 4, 4, 2, 2, …
    static let groupSizes = [4, 4, 2, 2]

    static func title(_ index: Int) -> String { index < titles.count ? titles[index] : "Item \(index + 1)" }

    /// The groups as ranges of row indices.
    var groups: [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        while start < context.page.itemCount {
            let end = min(context.page.itemCount, start + Self.groupSizes[result.count % Self.groupSizes.count])
            result.append(start..<end)
            start = end
        }
        return result
    }

    var columnX: Double { context.frame.minX + context.style.margin }
    var columnWidth: Double { max(0, context.frame.width - 2 * context.style.margin) }

    var profileFrame: Rect {
        Rect(x: columnX, y: context.top + Self.topPadding, width: columnWidth, height: Self.profileHeight)
    }

    /// Each group's box at this scroll.
    var groupFrames: [Rect] {
        var y = profileFrame.maxY + Self.groupGap
        return groups.map { group in
            let box = Rect(x: columnX, y: y, width: columnWidth, height: Double(group.count) * Self.rowHeight)
            y = box.maxY + Self.groupGap
            return box
        }
    }

    var height: Double {
        (groupFrames.last?.maxY ?? profileFrame.maxY) + Self.groupGap - context.top
    }

    var items: [PageItem] {
        zip(groups, groupFrames).flatMap { group, box in
            group.map { index in
                PageItem(
                    target: .row(index),
                    frame: Rect(
                        x: box.minX, y: box.minY + Double(index - group.lowerBound) * Self.rowHeight,
                        width: box.width, height: Self.rowHeight))
            }
        }
    }

    func nodes() -> [SceneNode] {
        var nodes: [SceneNode] = []
        if context.isVisible(profileFrame) { nodes.append(profile(profileFrame)) }
        let rows = items
        for (group, box) in zip(groups, groupFrames) where context.isVisible(box) {
            nodes.append(.fill(.roundedRect(box, radius: Self.groupRadius), .solid(context.style.surface)))
            for item in rows where group.contains(item.index) && context.shows(item) {
                nodes.append(row(item.index, in: item.frame, last: item.index == group.upperBound - 1))
            }
        }
        return nodes
    }

    func profile(_ box: Rect) -> SceneNode {
        let style = context.style.insideCells
        let avatar = Rect(x: box.minX + 14, y: box.midY - 30, width: 60, height: 60)
        let textX = avatar.maxX + 14, textWidth = max(0, box.maxX - 36 - textX)
        return .group([
            .fill(.roundedRect(box, radius: Self.groupRadius), .solid(style.surface)),
            .fill(.ellipse(avatar), PageChrome.sheen(context.page.accent, over: avatar)),
            .text(TextRun("AC", font: context.font(22, .semibold), color: .white, frame: avatar)),
            .text(
                TextRun(
                    "Alex Chen", font: context.font(20, .semibold), color: style.titleColor,
                    frame: Rect(x: textX, y: box.midY - 24, width: textWidth, height: 26), alignment: .leading)),
            .text(
                TextRun(
                    "Account, iCloud & Subscriptions", font: context.font(13), color: style.secondaryTextColor,
                    frame: Rect(x: textX, y: box.midY + 4, width: textWidth, height: 18), alignment: .leading)),
            PageChrome.chevron(at: Point(x: box.maxX - 18, y: box.midY), color: style.chevronColor),
        ])
    }

    func row(_ index: Int, in box: Rect, last: Bool) -> SceneNode {
        let style = context.style.insideCells
        let icon = Rect(x: box.minX + 14, y: box.midY - Self.iconSize / 2, width: Self.iconSize, height: Self.iconSize)
        let color = CardPalette.color(index, accent: context.page.accent)
        let title = Self.title(index)
        let textX = icon.maxX + 14
        var nodes: [SceneNode] = [
            .fill(.roundedRect(icon, radius: 7), PageChrome.sheen(color, over: icon)),
            .text(TextRun(String(title.prefix(1)), font: context.font(15, .bold), color: .white, frame: icon)),
            PageChrome.chevron(at: Point(x: box.maxX - 18, y: box.midY), color: style.chevronColor),
        ]
        let valueRight = box.maxX - 32
        if let value = Self.values[index] {
            nodes.append(
                .text(
                    TextRun(
                        value, font: context.font(17), color: style.secondaryTextColor,
                        frame: Rect(x: valueRight - 90, y: box.minY, width: 90, height: box.height),
                        alignment: .trailing)))
        }
        let titleRight = Self.values[index] == nil ? valueRight : valueRight - 96
        nodes.append(
            .text(
                TextRun(
                    title, font: context.font(17), color: style.titleColor,
                    frame: Rect(x: textX, y: box.minY, width: max(0, titleRight - textX), height: box.height),
                    alignment: .leading)))
        if !last {
            nodes.append(PageChrome.separator(under: box, from: textX, to: box.maxX, color: style.separatorColor))
        }
        return .group(nodes)
    }
}
