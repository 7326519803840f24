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
        case .function(2):
            repaints = repaints == nil ? RepaintFlashes() : nil
            trace.write(.repaints(shown: repaints != nil))
        case .function(11):
            toggleKeyCapture(at: host)
        case .function(12):
            isWindowScreenshotDue = true
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

    /// F12: the window as it is on screen, to a timestamped PNG in the current folder.
    /// Called right after a frame is drawn.
    func writeWindowScreenshot() {
        isWindowScreenshotDue = false
        guard let surface = surface?.surface else {
            Console.error("screenshot: the window has no frame to write")
            return
        }
        let path = timestampedPath(extension: "png")
        do {
            try surface.writePNG(to: path)
            trace.write(.screenshot(path: path))
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
