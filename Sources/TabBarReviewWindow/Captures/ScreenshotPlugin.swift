import TabBarCore

/// F12's screenshots of the window: whether one is due and the flash that says it was taken.
/// The picture is drawn offscreen from the frame's scene, so the HUD, the clock chip and the
/// flash never reach the file; captures are named by `CaptureName`.
struct WindowScreenshots {
    /// How long F12's flash lasts on screen, in host seconds.
    static let flashDuration = 0.15

    /// F12 was pressed (or a script step pressed it): the window is written once the next
    /// frame is drawn, so even a script's first step has a frame to write.
    var isDue = false
    /// Host time until which F12's flash shows (drawn over the window, never saved).
    var flashUntil = -Double.infinity

    /// The flash still needs frames at host time `host` (one more to clear it).
    func isFlashing(at host: Double) -> Bool {
        host < flashUntil + AnimationClock.frameDuration
    }

    /// How strongly the flash shows at host time `host`: 1 when taken, 0 once over.
    func flashStrength(at host: Double) -> Double {
        host < flashUntil ? max(0, (flashUntil - host) / Self.flashDuration) : 0
    }
}
