import Glibc
import TabBarCore
import TabBarKit
import TabBarReview
import TabBarReviewWindow

extension WindowOptions {
    /// What the window is opened with: these options, `script` read from `scriptPath`, and
    /// the environment's debugging knobs.
    func reviewOptions(script: QAScript?) -> ReviewWindow.Options {
        var window = ReviewWindow.Options()
        window.size = Size(width: Double(width), height: Double(height))
        window.scale = scale
        window.slowFactor = slow ?? 1
        window.fixedStep = fixedStep
        window.exitAfter = exitAfter
        window.showHUD = showHUD
        window.showRepaints = showRepaints
        window.script = script
        window.reportPath = reportPath
        window.recordPath = recordPath
        window.capturePath = capturePath
        window.control = control
        window.keepsControlOpen = keepsControlOpen
        window.updatesSnapshots = updateSnapshots
        window.reloader = configPath.map {
            ConfigReloader(
                path: $0, catalog: .demo, pages: .demo, reduceMotion: reduceMotion,
                prepare: { [device = device] in device.apply(to: $0) })
        }
        window.watch = watch
        window.timeline = timeline
        window.icon = WindowIcon.load
        // A debugging knob, and the way tests cover the XPutImage fallback.
        window.allowsSharedMemory = getenv("TABBAR_NO_SHM") == nil
        // Every frame through the back buffer (the bench's before-and-after of direct copies).
        window.showsPagesDirectly = getenv("TABBAR_NO_DIRECT") == nil
        // One back buffer or two whatever the size (tests cover both in small windows; the
        // bench compares them).
        window.bufferCount = getenv("TABBAR_BUFFERS").flatMap { Int(String(cString: $0)) }
        return window
    }
}
