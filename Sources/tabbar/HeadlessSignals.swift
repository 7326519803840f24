import TabBarOutput
import TabBarX11

/// How the commands without a window (`render`, `filmstrip`, `animate`, `plot`, `compare -o`,
/// `gallery -o`, `list`, `schema`) end on SIGINT, SIGTERM, SIGHUP and SIGQUIT: at once, with the
/// window's codes (128 + N). The signals are blocked from the start (`CommandDispatch`) and read
/// from a descriptor by a thread of their own, so SIGQUIT never reaches the Swift runtime's
/// handler (whose crash report it would print); the files still being written are removed, and
/// their destinations keep their old contents (`PendingOutputs`).
enum HeadlessSignals {
    /// Starts watching (once); a signal that came since the start is handled now.
    static func watch() {
        _ = watching
    }

    private static let watching = SignalWatch(grace: 0) { _ in PendingOutputs.settle() }
}
