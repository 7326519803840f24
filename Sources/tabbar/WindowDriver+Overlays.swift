import TabBarCore

/// What the window draws over the app and never saves: the PAUSED / ×10 chip and F12's flash.
extension WindowDriver {
    /// How long F12's flash lasts on screen, in host seconds.
    static let flashDuration = 0.15

    /// `scene` with the clock chip (when the HUD, which says the same, is hidden) and the
    /// screenshot flash (fading out) on top.
    func withOverlays(_ scene: Scene, at host: Double) -> Scene {
        var scene = scene
        if !isHUDVisible, let chip = ClockChip.text(paused: clock.isPaused, slowFactor: clock.slowFactor) {
            let bar = controller.layout.bar
            scene.layers.append(SceneLayer(id: "clock-chip", node: .group(ClockChip.nodes(chip, aboveBar: bar,
                                                                                          measurer: renderer.text))))
        }
        if isKeyHelpVisible {
            scene.layers.append(SceneLayer(id: "key-help", node: .group(KeyHelp.nodes(in: scene.size))))
        }
        if host < flashUntil {
            let fade = max(0, (flashUntil - host) / Self.flashDuration)
            scene.layers.append(SceneLayer(id: "flash", node: .fill(.rect(Rect(origin: .zero, size: scene.size)),
                                                                    .solid(Color.white.withAlpha(0.7 * fade)))))
        }
        return scene
    }
}
