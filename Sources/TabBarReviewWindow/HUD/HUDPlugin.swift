import TabBarCore
import TabBarKit
import TabBarReview

/// F1's heads-up display, and what the window shows over the bar and never saves: the PAUSED
/// / ×10 chip (when neither the HUD nor the timeline panel, which say the same, is shown) and
/// `?`'s list of keys.
final class HUDPlugin: WindowPlugin {
    unowned let session: ReviewSession
    /// Whether it shows, its frame times and the reload error it carries.
    var overlay = HUDOverlay()

    init(session: ReviewSession) {
        self.session = session
    }

    /// Whether the HUD shows (F1).
    var isVisible: Bool {
        get { overlay.isVisible }
        set { overlay.isVisible = newValue }
    }

    /// A message shown until the next good reload (a broken configuration's error).
    var message: String? {
        get { overlay.message }
        set { overlay.message = newValue }
    }

    func handleKey(_ key: Key, modifiers: KeyModifiers, at host: Double) -> Bool {
        switch key {
        case .function(1):
            overlay.isVisible.toggle()
            session.trace.write(.hud(shown: overlay.isVisible))
        case .character("?"):
            overlay.isKeyHelpVisible.toggle()
            session.trace.write(.keyHelp(shown: overlay.isKeyHelpVisible))
        default:
            return false
        }
        return true
    }

    func decorate(_ scene: Scene, at host: Double, time: Double) -> Scene {
        let controller = session.controller, clock = session.pipeline.clock, text = session.renderer.text
        var scene = overlay.over(
            scene, at: host, now: time, selected: controller.selectedIndex, clock: clock,
            isAnimating: controller.isAnimating(at: time), measurer: text)
        if !overlay.isVisible, session.timeline?.isOpen != true,
            let chip = ClockChip.layer(
                paused: clock.isPaused, slowFactor: clock.slowFactor, aboveBar: controller.layout.bar, measurer: text)
        {
            scene.layers.append(chip)
        }
        if overlay.isKeyHelpVisible {
            scene.layers.append(SceneLayer(id: "key-help", node: .group(KeyHelp.nodes(in: scene.size))))
        }
        return scene
    }

    func framePresented(_ frame: PresentedFrame) {
        overlay.stats.record(renderTime: frame.renderTime, at: frame.host)
    }
}
