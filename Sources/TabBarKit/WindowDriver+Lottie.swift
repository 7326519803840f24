import TabBarCairo
import TabBarCore

/// Lottie icons are loaded into rlottie after the first frame: the window shows the bar
/// without waiting for rlottie to build each file's model (`ConfigurationFile` checked the
/// files already, so a bad one never opened the window), then draws them whole.
extension WindowDriver {
    /// Loads the configuration's checked Lottie files (`seconds()` reads the host clock) and
    /// has the next frame drawn whole with them; a file rlottie refuses is one line on stderr
    /// and closes the window with exit 2.
    public func loadLotties(seconds: () -> Double) {
        let start = seconds()
        do {
            let files = try renderer.images.loadPendingLotties()
            trace.write(.lottie(files: files, seconds: seconds() - start))
        } catch {
            Console.error("\(error)")
            failedCode = .input
        }
        pipeline.invalidate()
    }
}
