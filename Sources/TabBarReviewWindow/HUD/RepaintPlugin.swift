import TabBarCore
import TabBarReview

/// F2 / `--show-repaints`: whether repainted rectangles flash, and the flashes still fading.
/// The frame pipeline lays them over the scene after it has taken the scene's damage.
struct RepaintOverlay {
    private var flashes: RepaintFlashes?

    init(isShown: Bool = false) {
        flashes = isShown ? RepaintFlashes() : nil
    }

    var isShown: Bool { flashes != nil }

    /// Shows or hides the flashes; hiding forgets the ones still fading.
    mutating func toggle() {
        flashes = isShown ? nil : RepaintFlashes()
    }

    /// Whether a flash still fades at host time `host`, so that another frame is due.
    func isActive(at host: Double) -> Bool {
        flashes?.isActive(at: host) == true
    }

    /// `scene` with the flashes over it and `damage` widened by them; unchanged when hidden.
    mutating func over(_ scene: Scene, damage: [Rect]?, at host: Double) -> (scene: Scene, damage: [Rect]?) {
        guard var shown = flashes else { return (scene, damage) }
        defer { flashes = shown }
        return shown.frame(scene, damage: damage, at: host)
    }
}
