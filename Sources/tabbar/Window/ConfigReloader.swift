import TabBarCairo
import TabBarCore
import TabBarLoading

/// `--watch`: makes the controller for the configuration file as it is now saved, keeping
/// the selection; a broken edit throws and the caller keeps the last good controller.
struct ConfigReloader {
    let path: String
    /// `--reduce-motion` from the command line (a file can ask for it too).
    let reduceMotion: Bool
    /// `--device`: applied again to every reloaded configuration.
    var device: DeviceChoice? = nil

    /// A controller for the file's current contents, `selected` kept when it still exists.
    func reload(selected: Int, viewport: Size, renderer: SceneRenderer) throws -> TabBarController {
        var configuration = try ConfigurationFile.load(path, catalog: .demo, pages: .demo, images: renderer.images, viewport: viewport)
        // Only a good configuration drops cached images (an edited icon is read again).
        renderer.images.removeAll()
        configuration = device.apply(to: configuration)
        if reduceMotion || configuration.reduceMotion { configuration = ReducedMotion.apply(to: configuration) }
        configuration.initialIndex = min(selected, configuration.tabs.count - 1)
        return TabBarController(configuration: configuration, viewport: viewport, measurer: renderer.text)
    }
}
