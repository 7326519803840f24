import TabBarCairo
import TabBarCore
import TabBarKit

/// F12's screenshots of the window: the picture is drawn offscreen from the frame's scene
/// once the frame is drawn (so even a script's first step has a frame to write), without the
/// HUD, the clock chip or the flash, into the current folder (named by `CaptureName`); then
/// the window flashes white.
final class ScreenshotPlugin: WindowPlugin {
    /// How long F12's flash lasts on screen, in host seconds.
    static let flashDuration = 0.15

    unowned let session: ReviewSession
    /// F12 was pressed (or a script step pressed it): written after the next frame.
    private(set) var isDue = false
    /// Host time until which F12's flash shows (drawn over the window, never saved).
    private var flashUntil = -Double.infinity

    init(session: ReviewSession) {
        self.session = session
    }

    func handleKey(_ key: Key, modifiers: KeyModifiers, at host: Double) -> Bool {
        guard key == .function(12) else { return false }
        isDue = true
        return true
    }

    /// The flash still needs frames at host time `host` (one more to clear it).
    func wantsFrame(at host: Double) -> Bool {
        host < flashUntil + AnimationClock.frameDuration
    }

    /// The frame due to be written is drawn whole into the buffer.
    var readsBuffer: Bool { isDue }

    /// `scene` with the flash over it, fading out: 1 when taken, 0 once over.
    func decorate(_ scene: Scene, at host: Double, time: Double) -> Scene {
        let flash = host < flashUntil ? max(0, (flashUntil - host) / Self.flashDuration) : 0
        guard flash > 0 else { return scene }
        var scene = scene
        scene.layers.append(
            SceneLayer(
                id: "flash",
                node: .fill(.rect(Rect(origin: .zero, size: scene.size)), .solid(Color.white.withAlpha(0.7 * flash)))))
        return scene
    }

    /// Writes the window's picture at this frame's animation time, then starts the flash.
    func frameDrawn(at host: Double) {
        guard isDue else { return }
        isDue = false
        let path = session.capturePath(extension: "png", at: host)
        do {
            try PNGWriter.write(
                session.controller.scene(at: session.animationTime(host)), to: path, scale: session.scale,
                renderer: session.renderer)
            session.trace.write(.screenshot(path: path))
            flashUntil = host + Self.flashDuration
            session.pipeline.isDirty = true
        } catch {
            Console.error("screenshot: \(error)")
        }
    }
}
