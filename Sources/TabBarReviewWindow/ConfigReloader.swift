import TabBarCairo
import TabBarCore
import TabBarLoading

/// `--watch`: makes the controller for the configuration file as it is now saved, keeping
/// the selection; a broken edit throws and the caller keeps the last good controller.
public struct ConfigReloader {
    /// The configuration file.
    public let path: String
    /// The item animations the file may name (the program's own among them).
    public let catalog: ItemAnimationCatalog
    /// The page kinds the file may name.
    public let pages: PageCatalog
    /// `--reduce-motion` from the command line (a file can ask for it too).
    public let reduceMotion: Bool
    /// Applied to every reloaded configuration before reduced motion (`--device`'s size and
    /// safe areas, for `tabbar`).
    public var prepare: (AppConfiguration) -> AppConfiguration

    /// Reloads `path` with `catalog`'s animations and `pages`' kinds; `prepare` adjusts each configuration read.
    public init(
        path: String, catalog: ItemAnimationCatalog = .builtIn, pages: PageCatalog = .builtIn,
        reduceMotion: Bool = false,
        prepare: @escaping (AppConfiguration) -> AppConfiguration = { $0 }
    ) {
        self.path = path
        self.catalog = catalog
        self.pages = pages
        self.reduceMotion = reduceMotion
        self.prepare = prepare
    }

    /// A controller for the file's current contents, `selected` kept when it still exists.
    func reload(selected: Int, viewport: Size, renderer: SceneRenderer) throws -> TabBarController {
        let configuration = try ConfigurationFile.load(
            path, catalog: catalog, pages: pages, images: renderer.images, viewport: viewport)
        // Only a good configuration drops cached images (an edited icon is read again).
        renderer.images.removeAll()
        return controller(for: configuration, selected: selected, viewport: viewport, renderer: renderer)
    }

    /// A controller for `bytes`, the file's text as the timeline panel edited it (decoded as
    /// if read from `path`, so messages and relative paths are the file's); throws the
    /// decoder's error for an edit it refuses.
    func controller(
        editing bytes: [UInt8], selected: Int, viewport: Size, renderer: SceneRenderer
    ) throws
        -> TabBarController
    {
        let configuration = try ConfigurationFile.decode(
            bytes, file: path, catalog: catalog, pages: pages, images: renderer.images, viewport: viewport)
        return controller(for: configuration, selected: selected, viewport: viewport, renderer: renderer)
    }

    private func controller(
        for configuration: AppConfiguration, selected: Int, viewport: Size, renderer: SceneRenderer
    ) -> TabBarController {
        var configuration = prepare(configuration)
        if reduceMotion || configuration.reduceMotion { configuration = ReducedMotion.apply(to: configuration) }
        configuration.initialIndex = min(selected, configuration.tabs.count - 1)
        return TabBarController(configuration: configuration, viewport: viewport, measurer: renderer.text)
    }
}
