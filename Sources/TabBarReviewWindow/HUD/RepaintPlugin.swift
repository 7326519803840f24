import TabBarCore
import TabBarKit
import TabBarReview

/// F2 / `--show-repaints`: whether repainted rectangles flash, and the flashes still fading.
/// They are laid over the scene after the pipeline has taken the scene's damage, so they
/// never enter the next frame's; while shown, frames go whole through the buffer.
final class RepaintPlugin: WindowPlugin {
    unowned let session: ReviewSession
    private var flashes: RepaintFlashes?

    init(session: ReviewSession) {
        self.session = session
    }

    var isShown: Bool { flashes != nil }

    /// Shows or hides the flashes; hiding forgets the ones still fading.
    func show(_ shown: Bool) {
        guard shown != isShown else { return }
        flashes = shown ? RepaintFlashes() : nil
    }

    func handleKey(_ key: Key, modifiers: KeyModifiers, at host: Double) -> Bool {
        guard key == .function(2) else { return false }
        show(!isShown)
        session.trace.write(.repaints(shown: isShown))
        return true
    }

    /// A flash still fades at host time `host`: another frame is due.
    func wantsFrame(at host: Double) -> Bool {
        flashes?.isActive(at: host) == true
    }

    var readsBuffer: Bool { isShown }

    /// `scene` with the flashes over it and `damage` widened by them; unchanged when hidden.
    func mark(_ scene: Scene, damage: [Rect]?, at host: Double) -> (scene: Scene, damage: [Rect]?) {
        guard var shown = flashes else { return (scene, damage) }
        defer { flashes = shown }
        return shown.frame(scene, damage: damage, at: host)
    }
}
