/// Prototypes built from screenshots: an image page's tap pushes its next screen with the
/// tab's push transition; in an image sheet it shows the next screen in place, and the
/// last one closes the sheet.
extension TabBarController {
    /// An image page showing `screens`, titled and coloured like `base`.
    static func imagePage(_ base: PageSpec, screens: [PageImage]) -> PageSpec {
        var page = PageSpec(kind: .image, title: base.title, accent: base.accent)
        page.screens = screens
        return page
    }

    /// What a tap on image page `page` does.
    func showNextScreen(of page: PageSpec, at time: Double) -> [TraceEvent] {
        let rest = Array(page.screens.dropFirst())
        if navigator.presented != nil {
            // A modal cannot push: the sheet shows its next screen in place, and closes after the last.
            guard !rest.isEmpty, !navigator.isTransitioning else { return navigate(.dismiss, at: time) }
            navigator.presented?.spec.screens = rest
            navigator.presented?.scroll = AnimatedValue(0)
            return [.navigation(slot: navigator.currentSlot, action: .nextScreen, depth: navigator.shownDepth)]
        }
        guard !rest.isEmpty else { return [] }
        return push(Self.imagePage(page, screens: rest), from: nil, item: nil, at: time)
    }
}
