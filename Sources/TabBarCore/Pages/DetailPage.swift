/// The page a card pushes: a hero in the card's colour with its title large, then
/// paragraphs of placeholder lines drawn as grey rounded bars.
struct DetailPage: PageContent {
    let context: PageContext

    init(_ context: PageContext) { self.context = context }

    /// Hero height over hero width.
    static let heroRatio = 0.6
    static let barHeight = 10.0
    static let linePitch = 20.0
    static let paragraphGap = 20.0
    static let headingHeight = 16.0

    /// The hero at this scroll: full width less the margins, 16 px below the header.
    var hero: Rect {
        let margin = context.style.margin
        let width = max(0, context.frame.width - 2 * margin)
        return Rect(x: context.frame.minX + margin, y: context.top + margin, width: width,
                    height: (width * Self.heroRatio).rounded())
    }

    /// 3 to 5 lines per paragraph, varying.
    static func lineCount(_ paragraph: Int) -> Int { [4, 5, 3, 4, 5][paragraph % 5] }

    static func paragraphHeight(_ paragraph: Int) -> Double {
        Double(lineCount(paragraph) - 1) * linePitch + barHeight
    }

    var paragraphsTop: Double { hero.maxY + 28 + Self.headingHeight + 20 }

    var height: Double {
        let count = context.page.itemCount
        let text = (0..<count).reduce(0.0) { $0 + Self.paragraphHeight($1) } + Double(max(0, count - 1)) * Self.paragraphGap
        return paragraphsTop + text + 40 - context.top
    }

    var items: [PageItem] { [] }

    func nodes() -> [SceneNode] {
        let style = context.style
        let box = hero
        var nodes: [SceneNode] = []
        if context.isVisible(box) && !context.hiding.hero {
            let color = context.page.heroColor ?? context.page.accent
            let circle = box.height * 1.1
            nodes.append(.group([
                .fill(.roundedRect(box, radius: style.cornerRadius), PageChrome.sheen(color, over: box)),
                .fill(.ellipse(Rect(x: box.maxX - circle * 0.7, y: box.minY - circle * 0.45, width: circle, height: circle)),
                      .solid(Color.white.withAlpha(0.14))),
                .text(TextRun(context.page.heroTitle ?? context.page.title, font: context.font(40, .bold), color: .white,
                              frame: Rect(x: box.minX + 20, y: box.midY - 28, width: max(0, box.width - 40), height: 56))),
            ], clip: .roundedRect(box, radius: style.cornerRadius)))
        }
        let x = box.minX, width = box.width
        let heading = Rect(x: x, y: box.maxY + 28, width: (width * 0.55).rounded(), height: Self.headingHeight)
        nodes.append(.fill(.roundedRect(heading, radius: heading.height / 2), .solid(style.separatorColor)))
        var y = paragraphsTop
        for paragraph in 0..<context.page.itemCount {
            let block = Rect(x: x, y: y, width: width, height: Self.paragraphHeight(paragraph))
            if context.isVisible(block) {
                nodes += PageChrome.bars(PageChrome.paragraphWidths(lines: Self.lineCount(paragraph), seed: paragraph),
                                         origin: Point(x: x, y: y), width: width, height: Self.barHeight,
                                         pitch: Self.linePitch, color: style.placeholderColor)
            }
            y = block.maxY + Self.paragraphGap
        }
        return nodes.filter { context.isVisible($0.bounds) }
    }
}
