import TabBarKit
import TabBarOutput
import TabBarX11

/// What every window mode (the tab bar, `compare`) does before its loop runs: the trace's
/// exit line on a signal or a lost display, and one way to give up when the start fails.
public enum WindowStart {
    /// Watches the handled signals (blocked first, before any thread exists) and the X
    /// connection, so that either ends the process with the trace's exit line at once. Files
    /// still being written are settled first (`PendingOutputs`): a GIF capture is finished with
    /// the frames encoded so far, every other output keeps its old contents.
    public static func watch(_ trace: TraceWriter) -> SignalWatch? {
        let output = trace.output
        X11Window.whenConnectionLost {
            PendingOutputs.settle()
            output?.end(with: TraceWriter.exitLine(.display), drainTime: 0)
        }
        return SignalWatch { signal in
            PendingOutputs.settle()
            output?.end(with: TraceWriter.exitLine(.signal(signal)), drainTime: 0)
        }
    }

    /// A failed start (a configuration, a script, the window): one line on stderr, the
    /// trace's exit line, and the code to exit with.
    public static func fail(_ error: any Error, trace: TraceWriter) -> ExitCode {
        Console.error("\(error)")
        let code = ExitCode(for: error)
        trace.end(code: code)
        return code
    }

    /// Opens a window, or says why not (see `fail`).
    public static func open(
        title: String, width: Int, height: Int, trace: TraceWriter
    ) -> Result<X11Window, ExitCodeFailure> {
        do {
            return .success(try X11Window(title: title, width: width, height: height))
        } catch {
            return .failure(ExitCodeFailure(code: fail(error, trace: trace)))
        }
    }
}

/// A start that failed and was reported; only its exit code is left to return.
public struct ExitCodeFailure: Error {
    /// The code the process exits with.
    public let code: ExitCode
}
