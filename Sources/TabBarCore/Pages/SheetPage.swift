/// The modal: under a header with a grabber and the title, paragraphs of placeholder
/// bars and a full-width "Close" button in the accent colour.
struct SheetPage: PageContent {
    let context: PageContext

    init(_ context: PageContext) { self.context = context }

    static let barHeight = 10.0
    static let linePitch = 20.0
    static let paragraphGap = 20.0
    static let buttonHeight = 50.0
    static let grabberSize = Size(width: 36, height: 5)

    static func lineCount(_ paragraph: Int) -> Int { [3, 4, 2][paragraph % 3] }

    static func paragraphHeight(_ paragraph: Int) -> Double {
        Double(lineCount(paragraph) - 1) * linePitch + barHeight
    }

    var column: (x: Double, width: Double) {
        let margin = context.style.margin + 4
        return (context.frame.minX + margin, max(0, context.frame.width - 2 * margin))
    }

    var textHeight: Double {
        let count = context.page.itemCount
        return (0..<count).reduce(0.0) { $0 + Self.paragraphHeight($1) } + Double(max(0, count - 1)) * Self.paragraphGap
    }

    var buttonFrame: Rect {
        Rect(x: column.x, y: context.top + 12 + textHeight + 32, width: column.width, height: Self.buttonHeight)
    }

    var height: Double { buttonFrame.maxY + 24 - context.top }

    var items: [PageItem] { [PageItem(target: .button, frame: buttonFrame)] }

    /// The grabber, centred near the sheet's top edge; it stays with the header.
    static func grabber(_ context: PageContext) -> SceneNode {
        let box = Rect(
            x: context.frame.midX - grabberSize.width / 2, y: context.frame.minY + 6,
            width: grabberSize.width, height: grabberSize.height)
        return .fill(.roundedRect(box, radius: grabberSize.height / 2), .solid(context.style.chevronColor))
    }

    func nodes() -> [SceneNode] {
        let style = context.style
        var nodes: [SceneNode] = []
        var y = context.top + 12
        for paragraph in 0..<context.page.itemCount {
            let block = Rect(x: column.x, y: y, width: column.width, height: Self.paragraphHeight(paragraph))
            if context.isVisible(block) {
                nodes += PageChrome.bars(
                    PageChrome.paragraphWidths(lines: Self.lineCount(paragraph), seed: paragraph + 2),
                    origin: Point(x: column.x, y: y), width: column.width, height: Self.barHeight,
                    pitch: Self.linePitch, color: style.placeholderColor)
            }
            y = block.maxY + Self.paragraphGap
        }
        let button = buttonFrame
        if context.isVisible(button) {
            nodes.append(.fill(.roundedRect(button, radius: 14), PageChrome.sheen(context.page.accent, over: button)))
            nodes.append(.text(TextRun("Close", font: context.font(17, .semibold), color: .white, frame: button)))
        }
        return nodes.filter { context.isVisible($0.bounds) }
    }
}
