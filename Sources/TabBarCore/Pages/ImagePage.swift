/// A designer's own screen: the first of `PageSpec.screens`, scaled to the page width under
/// the header, scrolling when it is taller than the page. The whole screen is one target
/// (`.button`): a tap shows the next screen, or closes an image sheet.
struct ImagePage: PageContent {
    let context: PageContext

    init(_ context: PageContext) { self.context = context }

    var screen: PageImage? { context.page.screens.first }

    /// The screen's rectangle at the context's scroll.
    var box: Rect {
        Rect(
            x: context.frame.minX, y: context.top, width: context.frame.width,
            height: screen?.height(atWidth: context.frame.width) ?? 0)
    }

    var height: Double { box.height }

    var items: [PageItem] {
        let visible = box.intersection(context.viewport)
        guard screen != nil, !visible.isEmpty else { return [] }
        return [PageItem(target: .button, frame: visible)]
    }

    func nodes() -> [SceneNode] {
        guard let screen, context.isVisible(box) else { return [] }
        return [.image(screen.image, frame: box, rendering: .original, opacity: 1)]
    }
}
