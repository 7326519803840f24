import TabBarCore
import TabBarKit

/// `--watch`: the configuration file is reloaded when it is saved. A broken edit keeps the
/// last good configuration on screen and shows the error in the HUD and on stderr.
extension ReviewSession {
    func reload() {
        guard let reloader else { return }
        do {
            let next = try reloader.reload(
                selected: controller.selectedIndex, viewport: controller.layout.viewport,
                renderer: renderer)
            controller = next
            timeline?.didReload()
            hud.message = nil
            trace.write([.reload(ok: true, error: nil), .layout(next.traceLayout())])
        } catch {
            let message = "\(error)"
            Console.error("reload: " + message)
            hud.message = message
            hud.isVisible = true
            trace.write(.reload(ok: false, error: message))
        }
        pipeline.invalidate()
    }
}
