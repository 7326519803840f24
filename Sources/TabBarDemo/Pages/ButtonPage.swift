import TabBarCore

/// Follow: an illustration, a headline, explanatory text and a prominent "Present"
/// button, the whole block centred in the space below the header when it fits.
struct ButtonPage: PageContent {
    let context: PageContext

    init(_ context: PageContext) { self.context = context }

    static let illustrationSize = 112.0
    static let buttonSize = Size(width: 220, height: 50)
    /// What the button does and how to come back. Bubble and modal both present the sheet,
    /// so the text names neither motion; an image sheet (`sheet` screens) has no Close button.
    var lines: [String] {
        let back =
            context.page.sheetScreens.isEmpty
            ? ["Its Close button or Escape", "brings you back to this page."]
            : ["Tap through its screens, or press", "Escape to come back to this page."]
        return ["Tap the button to present a sheet."] + back
    }
    /// Both texts are three lines long; the block's height counts on it.
    static let lineCount = 3
    static let linePitch = 22.0
    /// Illustration, gap, headline, gap, lines, gap, button.
    static let blockHeight = illustrationSize + 28 + 30 + 10 + Double(lineCount) * linePitch + 36 + buttonSize.height
    static let minimumPadding = 24.0

    /// The block's top at scroll 0, measured from the header's bottom.
    var blockOffset: Double { max(Self.minimumPadding, (context.viewport.height - Self.blockHeight) / 2).rounded() }

    var height: Double { blockOffset + Self.blockHeight + Self.minimumPadding }

    var blockTop: Double { context.top + blockOffset }

    var buttonFrame: Rect {
        let width = min(Self.buttonSize.width, max(0, context.frame.width - 2 * context.style.margin))
        return Rect(
            x: (context.frame.midX - width / 2).rounded(), y: blockTop + Self.blockHeight - Self.buttonSize.height,
            width: width, height: Self.buttonSize.height)
    }

    var items: [PageItem] { [PageItem(target: .button, frame: buttonFrame)] }

    func nodes() -> [SceneNode] {
        let style = context.style
        let accent = context.page.accent
        let frame = context.frame
        let art = Rect.centered(
            at: Point(x: frame.midX, y: blockTop + Self.illustrationSize / 2),
            size: Size(width: Self.illustrationSize, height: Self.illustrationSize))
        // A page with a sheet rising over it.
        let page = Rect(x: art.minX + 30, y: art.minY + 24, width: art.width - 60, height: art.height - 48)
        let sheet = Rect(x: page.minX - 8, y: page.midY, width: page.width + 16, height: page.height / 2 + 6)
        var nodes: [SceneNode] = [
            .fill(.ellipse(art), .solid(accent.withAlpha(0.12))),
            .fill(.roundedRect(page, radius: 6), .solid(accent.withAlpha(0.35))),
            .fill(.roundedRect(sheet, radius: 6), PageChrome.sheen(accent, over: sheet)),
            .fill(
                .roundedRect(Rect(x: sheet.midX - 7, y: sheet.minY + 4, width: 14, height: 3), radius: 1.5),
                .solid(Color.white.withAlpha(0.8))),
        ]
        let column = Rect(x: frame.minX + style.margin, y: 0, width: max(0, frame.width - 2 * style.margin), height: 0)
        var y = art.maxY + 28
        nodes.append(
            .text(
                TextRun(
                    "Present a modal", font: context.font(22, .bold), color: style.titleColor,
                    frame: Rect(x: column.minX, y: y, width: column.width, height: 30))))
        y += 30 + 10
        for line in lines {
            nodes.append(
                .text(
                    TextRun(
                        line, font: context.font(15), color: style.secondaryTextColor,
                        frame: Rect(x: column.minX, y: y, width: column.width, height: Self.linePitch))))
            y += Self.linePitch
        }
        let button = buttonFrame
        nodes.append(.fill(.roundedRect(button.offsetBy(dx: 0, dy: 3), radius: 14), .solid(accent.withAlpha(0.22))))
        nodes.append(.fill(.roundedRect(button, radius: 14), PageChrome.sheen(accent, over: button)))
        nodes.append(.text(TextRun("Present", font: context.font(17, .semibold), color: .white, frame: button)))
        return nodes
    }
}
