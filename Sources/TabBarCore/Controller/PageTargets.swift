/// The clickable things of the page on top, as hit targets for a tap recognizer:
/// the page's cards, rows, buttons and back button, plus the dimmed area around a modal.
struct PageTargets: HitTesting {
    /// What a page tap can land on.
    enum Target: Hashable {
        case page(PageTarget)
        /// The dimmed page around a half-sheet modal.
        case dimmed
    }

    var page: PageSpec
    /// Where the page is drawn, in window coordinates.
    var frame: Rect
    var scroll: Double
    var canGoBack: Bool
    /// The dimmed area that dismisses a modal, when one is up.
    var dimmed: Rect?
    /// The pages' style; right to left, hits are mirrored as the drawing is.
    var style = PageStyle.standard

    func targetAt(_ point: Point) -> Target? {
        if let dimmed, dimmed.contains(point) { return .dimmed }
        guard frame.contains(point) else { return nil }
        return PageRenderer.target(at: point, page: page, in: frame, scroll: scroll, canGoBack: canGoBack, style: style)
            .map(Target.page)
    }

    func rect(of target: Target) -> Rect? {
        switch target {
        case .dimmed: dimmed
        case .page(let inner):
            PageRenderer.rect(of: inner, page: page, in: frame, scroll: scroll, canGoBack: canGoBack, style: style)
        }
    }

    // Targets travel through the recognizer as small integers.
    func code(_ target: Target) -> Int {
        switch target {
        case .dimmed: 0
        case .page(.back): 1
        case .page(.button): 2
        case .page(.card(let i)): 10 + 2 * i
        case .page(.row(let i)): 11 + 2 * i
        }
    }

    func target(_ code: Int) -> Target? {
        switch code {
        case 0: .dimmed
        case 1: .page(.back)
        case 2: .page(.button)
        case 10...: code % 2 == 0 ? .page(.card((code - 10) / 2)) : .page(.row((code - 11) / 2))
        default: nil
        }
    }

    func item(at point: Point) -> Int? {
        targetAt(point).map(code)
    }

    func item(_ index: Int, contains point: Point, tolerance: Double) -> Bool {
        guard let target = target(index), let rect = rect(of: target) else { return false }
        return rect.insetBy(dx: -tolerance, dy: -tolerance).contains(point)
    }
}
