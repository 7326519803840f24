import Foundation
import TabBarCairo
import TabBarCore
import TabBarReview

/// The reviewer's keys: HUD, screenshots, slow motion, pause and frame stepping.
extension WindowDriver {
    /// Handles a review key; false when the key is for the tab bar instead.
    func handleReviewKey(_ key: Key, modifiers: KeyModifiers, at host: Double) -> Bool {
        let at = pipeline.clockHost(host)
        switch key {
        case .function(1):
            hud.isVisible.toggle()
        case .function(11):
            toggleKeyCapture(at: host)
        case .function(12):
            screenshots.isDue = true
        case .character("S"):
            pipeline.clock.toggleSlowMotion(at: at)
            traceClock(host)
        case .character("."), .character(","):
            guard pipeline.clock.isPaused else { return false }
            pipeline.clock.step(frames: key == .character(".") ? 1 : -1, at: at)
            traceClock(host)
        case .space:
            // Space activates a focused item when the focus ring is shown; otherwise it pauses.
            if let events = controller.handleKey(key, modifiers: modifiers, at: animationTime(host)) {
                trace.write(events)
                return true
            }
            pipeline.clock.togglePause(at: at)
            traceClock(host)
        default:
            return false
        }
        return true
    }

    func traceClock(_ host: Double) {
        trace.write(.clock(state: pipeline.clock.stateDescription, time: animationTime(host)))
    }

    /// F12: the window as it is on screen, to a timestamped PNG in the current folder.
    /// Called right after a frame is drawn.
    func writeWindowScreenshot() {
        do {
            trace.write(.screenshot(path: try screenshots.write(pipeline.surface?.surface)))
        } catch {
            Console.error("screenshot: \(error)")
        }
    }

    /// A frame rendered offscreen at animation time `time`, without the HUD: what a script's
    /// screenshot shows, identical between runs with `--fixed-step`.
    func writeOffscreenScreenshot(to path: String, at time: Double) throws {
        try PNGWriter.write(controller.scene(at: time), to: path, scale: pipeline.scale, renderer: renderer)
        trace.write(.screenshot(path: path))
    }
}
