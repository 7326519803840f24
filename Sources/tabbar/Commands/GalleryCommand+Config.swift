import TabBarCairo
import TabBarCore
import TabBarReview

extension GalleryCommand {
    /// The gallery in a configuration's look: its bar style and its first tab's icons and
    /// title (the demo's home icons when that tab has none), and a row playing its Lottie
    /// when it has one; the bell flip-book stays the demo's.
    static func makeGallery(renderer: SceneRenderer, configuration: AppConfiguration) throws -> Gallery {
        let first = configuration.tabs.first
        return try makeGallery(
            renderer: renderer, style: configuration.bar,
            icons: first?.icon.map { ($0, first?.selectedIcon) }, title: first?.title, lottie: first?.lottie)
    }
}
