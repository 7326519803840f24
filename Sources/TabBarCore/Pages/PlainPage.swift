/// A header and the page's title, big and white, on a rounded card in the accent colour.
struct PlainPage: PageContent {
    let context: PageContext

    init(_ context: PageContext) { self.context = context }

    static let cardHeight = 220.0

    var card: Rect {
        Rect(
            x: context.frame.minX + 24, y: context.top + 32, width: max(0, context.frame.width - 48),
            height: Self.cardHeight)
    }

    var height: Double { 32 + Self.cardHeight + 32 }

    var items: [PageItem] { [] }

    func nodes() -> [SceneNode] {
        let box = card
        guard context.isVisible(box) else { return [] }
        let circle = box.height * 1.2
        return [
            .group(
                [
                    .fill(
                        .roundedRect(box, radius: context.style.cornerRadius),
                        PageChrome.sheen(context.page.accent, over: box)),
                    .fill(
                        .ellipse(
                            Rect(x: box.maxX - circle * 0.65, y: box.minY - circle * 0.5, width: circle, height: circle)
                        ),
                        .solid(Color.white.withAlpha(0.12))),
                    .text(
                        TextRun(
                            context.page.title, font: context.font(40, .bold), color: .white,
                            frame: Rect(x: box.minX + 16, y: box.midY - 28, width: max(0, box.width - 32), height: 56))),
                ], clip: .roundedRect(box, radius: context.style.cornerRadius))
        ]
    }
}
