/// The page a card pushes: a hero, then paragraphs of placeholder lines drawn as grey
/// rounded bars. Pushed from a card (`heroCard`), the hero is that card's picture scaled up (as
/// HYB's demo flies an image to a larger view of the same image); otherwise it is a
/// panel in the item's colour with its title large.
struct DetailPage: PageContent {
    let context: PageContext

    init(_ context: PageContext) { self.context = context }

    /// Hero height over hero width: cards whose picture flies into the hero share it
    /// (`PageRenderer.heroAspect`), so the picture scales evenly (text is not stretched) and
    /// the magic move's snapshot lands on it.
    static let heroRatio = 1 / PageRenderer.heroAspect
    static let barHeight = 10.0
    static let linePitch = 20.0
    static let paragraphGap = 20.0
    static let headingHeight = 16.0

    /// The hero at this scroll: full width less the margins, 16 px below the header.
    var hero: Rect {
        let margin = context.style.margin
        let width = max(0, context.frame.width - 2 * margin)
        return Rect(
            x: context.frame.minX + margin, y: context.top + margin, width: width,
            height: (width * Self.heroRatio).rounded())
    }

    /// Card `index` of the page this one was pushed from, drawn as the magic move's snapshot
    /// is at its last frame: the card at its size and place on that page (same frame, so same
    /// width), stretched into `box` by `TransitionGeometry.flyingNode`. The landing swap from
    /// snapshot to hero then changes no pixel. Nil when that kind draws no such picture.
    func cardHero(_ index: Int, from source: PageKind, in box: Rect) -> SceneNode? {
        var spec = PageSpec(kind: source, title: "", accent: context.page.accent)
        spec.itemCount = index + 1
        var frame = context.frame
        if let height = context.page.heroSourceHeight { frame.size.height = height }
        let content = source.content(
            PageContext(page: spec, frame: frame, style: context.style, canGoBack: false, scroll: 0))
        guard let (picture, card) = content.heroPicture(index) else { return nil }
        return TransitionGeometry.flyingNode(picture, from: card, into: box)
    }

    /// 3 to 5 lines per paragraph, varying.
    static func lineCount(_ paragraph: Int) -> Int { [4, 5, 3, 4, 5][paragraph % 5] }

    static func paragraphHeight(_ paragraph: Int) -> Double {
        Double(lineCount(paragraph) - 1) * linePitch + barHeight
    }

    var paragraphsTop: Double { hero.maxY + 28 + Self.headingHeight + 20 }

    var height: Double {
        let count = context.page.itemCount
        let text =
            (0..<count).reduce(0.0) { $0 + Self.paragraphHeight($1) } + Double(max(0, count - 1)) * Self.paragraphGap
        return paragraphsTop + text + 40 - context.top
    }

    var items: [PageItem] { [] }

    func nodes() -> [SceneNode] {
        let style = context.style
        let box = hero
        var nodes: [SceneNode] = []
        if context.isVisible(box) && !context.hiding.hero, let index = context.page.heroCard,
            let source = context.page.heroSource, let card = cardHero(index, from: source, in: box)
        {
            nodes.append(card)
        } else if context.isVisible(box) && !context.hiding.hero {
            let color = context.page.heroColor ?? context.page.accent
            let circle = box.height * 1.1
            nodes.append(
                .group(
                    [
                        .fill(.roundedRect(box, radius: style.cornerRadius), PageChrome.sheen(color, over: box)),
                        .fill(
                            .ellipse(
                                Rect(
                                    x: box.maxX - circle * 0.7, y: box.minY - circle * 0.45, width: circle,
                                    height: circle)),
                            .solid(Color.white.withAlpha(0.14))),
                        .text(
                            TextRun(
                                context.page.heroTitle ?? context.page.title, font: context.font(40, .bold),
                                color: .white,
                                frame: Rect(
                                    x: box.minX + 20, y: box.midY - 28, width: max(0, box.width - 40), height: 56))),
                    ], clip: .roundedRect(box, radius: style.cornerRadius)))
        }
        let x = box.minX, width = box.width
        let heading = Rect(x: x, y: box.maxY + 28, width: (width * 0.55).rounded(), height: Self.headingHeight)
        nodes.append(.fill(.roundedRect(heading, radius: heading.height / 2), .solid(style.separatorColor)))
        var y = paragraphsTop
        for paragraph in 0..<context.page.itemCount {
            let block = Rect(x: x, y: y, width: width, height: Self.paragraphHeight(paragraph))
            if context.isVisible(block) {
                nodes += PageChrome.bars(
                    PageChrome.paragraphWidths(lines: Self.lineCount(paragraph), seed: paragraph),
                    origin: Point(x: x, y: y), width: width, height: Self.barHeight,
                    pitch: Self.linePitch, color: style.placeholderColor)
            }
            y = block.maxY + Self.paragraphGap
        }
        return nodes.filter { context.isVisible($0.bounds) }
    }
}
