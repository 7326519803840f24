import TabBarCore
import TabBarReview

/// What the window draws over the app and never saves: the PAUSED / ×10 chip, the `?` key
/// list and F12's flash.
extension WindowDriver {
    /// `scene` with the clock chip (when neither the HUD nor the timeline panel, which say the
    /// same, is shown: the bar's area then shows what `tabbar render` draws), the key list and
    /// the screenshot flash (fading out) on top.
    func withOverlays(_ scene: Scene, at host: Double) -> Scene {
        var scene = scene
        let clock = pipeline.clock
        if !hud.isVisible, timeline?.isOpen != true,
            let chip = ClockChip.layer(
                paused: clock.isPaused, slowFactor: clock.slowFactor, aboveBar: controller.layout.bar,
                measurer: renderer.text)
        {
            scene.layers.append(chip)
        }
        if hud.isKeyHelpVisible {
            scene.layers.append(SceneLayer(id: "key-help", node: .group(KeyHelp.nodes(in: scene.size))))
        }
        let flash = screenshots.flashStrength(at: host)
        if flash > 0 {
            scene.layers.append(
                SceneLayer(
                    id: "flash",
                    node: .fill(
                        .rect(Rect(origin: .zero, size: scene.size)),
                        .solid(Color.white.withAlpha(0.7 * flash)))))
        }
        return scene
    }
}
