import Foundation
import TabBarCairo
import TabBarCore

/// The reviewer's keys: HUD, screenshots, slow motion, pause and frame stepping.
extension WindowDriver {
    /// Handles a review key; false when the key is for the tab bar instead.
    func handleReviewKey(_ key: Key, modifiers: KeyModifiers, at host: Double) -> Bool {
        let at = clockHost(host)
        switch key {
        case .function(1):
            isHUDVisible.toggle()
        case .function(11):
            toggleKeyCapture(at: host)
        case .function(12):
            isWindowScreenshotDue = true
        case .character("?"):
            isKeyHelpVisible.toggle()
        case .character("S"):
            clock.toggleSlowMotion(at: at)
            traceClock(host)
        case .character("."), .character(","):
            guard clock.isPaused else { return false }
            clock.step(frames: key == .character(".") ? 1 : -1, at: at)
            traceClock(host)
        case .space:
            // Space activates a focused item when the focus ring is shown; otherwise it pauses.
            if let events = controller.handleKey(key, modifiers: modifiers, at: animationTime(host)) {
                trace.write(events)
                return true
            }
            clock.togglePause(at: at)
            traceClock(host)
        default:
            return false
        }
        return true
    }

    func traceClock(_ host: Double) {
        trace.write(.clock(state: clock.stateDescription, time: animationTime(host)))
    }

    /// F12: the window's picture at this frame's animation time, without the HUD, the
    /// PAUSED chip or the flash (drawn offscreen from the same scene), to a PNG in the current
    /// folder named after the configuration, the date and the clock; then the window flashes.
    /// Called right after a frame is drawn.
    func writeWindowScreenshot() {
        isWindowScreenshotDue = false
        let now = animationTime(lastHost)
        let path = timestampedPath(extension: "png", clock: now)
        do {
            try PNGWriter.write(controller.scene(at: now), to: path, scale: scale, renderer: renderer)
            trace.write(.screenshot(path: path))
            flashUntil = lastHost + Self.flashDuration
            isDirty = true
        } catch {
            Console.error("screenshot: \(error)")
        }
    }

    /// A frame rendered offscreen at animation time `time`, without the HUD: what a script's
    /// screenshot shows, identical between runs with `--fixed-step`.
    func writeOffscreenScreenshot(to path: String, at time: Double) throws {
        try PNGWriter.write(controller.scene(at: time), to: path, scale: scale, renderer: renderer)
        trace.write(.screenshot(path: path))
    }
}
