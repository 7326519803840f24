import TabBarCairo
import TabBarCore
import TabBarReview

/// The F1 heads-up display: whether it shows, the frame times it plots and the last reload
/// error it carries, laid over the controller's scene as one more layer.
struct HUDOverlay {
    var isVisible = false
    /// A message shown until the next good reload (a broken configuration's error).
    var message: String?
    var stats = FrameStats()
    /// `?` shows the list of keys over the window.
    var isKeyHelpVisible = false

    /// `scene` with the HUD on top when it is shown; `host` is the loop's time, `now` the
    /// animation time (shown while the clock is not running, with the frame number).
    func over(
        _ scene: Scene, at host: Double, now: Double, selected: Int, clock: AnimationClock, isAnimating: Bool,
        measurer: TextRenderer
    ) -> Scene {
        guard isVisible else { return scene }
        var scene = scene
        var hud = stats.stats(at: host, selected: selected, clock: clock.stateDescription, message: message)
        hud.clockTime = now
        // Paused is its own state, frozen halfway through a motion or not.
        hud.isPaused = clock.isPaused
        hud.isIdle = !clock.isPaused && !isAnimating
        scene.layers.append(SceneLayer(id: "hud", node: .group(HUD.nodes(hud, in: scene.size, measurer: measurer))))
        return scene
    }
}
