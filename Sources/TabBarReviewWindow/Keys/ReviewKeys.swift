import TabBarCairo
import TabBarCore
import TabBarReview

/// The reviewer's keys: HUD, screenshots, slow motion, pause and frame stepping.
extension WindowDriver {
    /// Handles a review key; false when the key is for the tab bar instead.
    func handleReviewKey(_ key: Key, modifiers: KeyModifiers, at host: Double) -> Bool {
        if handleTimelineKey(key, at: host) { return true }
        switch key {
        case .function(1):
            hud.isVisible.toggle()
            trace.write(.hud(shown: hud.isVisible))
        case .function(2):
            repaints.toggle()
            trace.write(.repaints(shown: repaints.isShown))
        case .function(11):
            toggleKeyCapture(at: host)
        case .function(12):
            screenshots.isDue = true
        case .character("?"):
            hud.isKeyHelpVisible.toggle()
            trace.write(.keyHelp(shown: hud.isKeyHelpVisible))
        case .space:
            // Space activates a focused item when the focus ring is shown; otherwise it pauses.
            if let events = controller.handleKey(key, modifiers: modifiers, at: animationTime(host)) {
                trace.write(events)
                return true
            }
            fallthrough
        default:
            guard pipeline.handleClockKey(key, at: host) else { return false }
            traceClock(host)
        }
        return true
    }

    func traceClock(_ host: Double) {
        trace.write(pipeline.clockEvent(at: host))
    }

    /// F12: the window's picture at this frame's animation time, without the HUD, the
    /// PAUSED chip or the flash (drawn offscreen from the same scene), to a PNG in the current
    /// folder named after the configuration, the date and the clock; then the window flashes.
    /// Called right after a frame is drawn.
    func writeWindowScreenshot() {
        screenshots.isDue = false
        let path = capturePath(extension: "png", at: lastHost)
        do {
            try PNGWriter.write(
                controller.scene(at: animationTime(lastHost)), to: path, scale: scale, renderer: renderer)
            trace.write(.screenshot(path: path))
            screenshots.flashUntil = lastHost + WindowScreenshots.flashDuration
            pipeline.isDirty = true
        } catch {
            Console.error("screenshot: \(error)")
        }
    }

    /// A frame rendered offscreen at animation time `time`, without the HUD: what a script's
    /// screenshot shows, identical between runs with `--fixed-step`.
    func writeOffscreenScreenshot(to path: String, at time: Double) throws {
        try offscreenPicture(at: time).writePNG(to: path)
        trace.write(.screenshot(path: path))
    }

    /// The frame at animation time `time` without the HUD, as `PNGWriter` draws it.
    func offscreenPicture(at time: Double) throws -> RasterSurface {
        try PNGWriter.picture(controller.scene(at: time), scale: pipeline.scale, renderer: renderer)
    }
}
