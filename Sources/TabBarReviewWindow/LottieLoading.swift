import TabBarCairo
import TabBarCore
import TabBarKit
import TabBarX11

/// Lottie icons are loaded into rlottie after the first frame: the window shows the bar
/// without waiting for rlottie to build each file's model (`ConfigurationFile` checked the
/// files already, so a bad one never opened the window), then draws them whole. A plug-in
/// only for its exit code: a file rlottie refused closes the window.
final class LottieLoading: WindowPlugin {
    unowned let session: ReviewSession
    /// Set when a Lottie file rlottie refused: the window closes with this code.
    private(set) var failedCode: ExitCode?

    init(session: ReviewSession) {
        self.session = session
    }

    /// Loads the configuration's checked Lottie files (`seconds()` reads the host clock) and
    /// has the next frame drawn whole with them; a file rlottie refuses is one line on stderr
    /// and closes the window with exit 2.
    func load(seconds: () -> Double) {
        let start = seconds()
        do {
            let files = try session.renderer.images.loadPendingLotties()
            session.trace.write(.lottie(files: files, seconds: seconds() - start))
        } catch {
            Console.error("\(error)")
            failedCode = .input
        }
        session.pipeline.invalidate()
    }

    func exitCode(at host: Double) -> ExitCode? {
        failedCode
    }
}
