import TabBarCairo
import TabBarCore
import TabBarDemo

/// `--watch`: the configuration file is reloaded when it is saved. A broken edit keeps the
/// last good configuration on screen and shows the error in the HUD and on stderr.
extension WindowDriver {
    func reload() {
        guard let path = configPath else { return }
        do {
            var configuration = try ConfigurationFile.load(path, catalog: .demo, images: renderer.images,
                                                           viewport: controller.layout.viewport)
            // Only a good configuration drops cached images (an edited icon is read again).
            renderer.images.removeAll()
            configuration = device.apply(to: configuration)
            if reduceMotion || configuration.reduceMotion { configuration = ReducedMotion.apply(to: configuration) }
            configuration.initialIndex = min(controller.selectedIndex, configuration.tabs.count - 1)
            let next = TabBarController(configuration: configuration, viewport: controller.layout.viewport,
                                        measurer: renderer.text)
            controller = next
            hudMessage = nil
            trace.write([.reload(ok: true, error: nil), .layout(next.traceLayout())])
        } catch {
            let message = "\(error)"
            Console.error("reload: " + message)
            hudMessage = message
            isHUDVisible = true
            trace.write(.reload(ok: false, error: message))
        }
        lastScene = nil
        isDirty = true
    }
}
