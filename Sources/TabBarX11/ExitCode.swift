/// The process exit codes, in one place for every mode (docs/window.md, "Exit codes"): the command
/// dispatcher, the window command, the window driver and the event loop all speak this type,
/// so no two places can map the same failure to different numbers.
public enum ExitCode: Equatable, Sendable {
    /// 0: the window closed, `--exit-after` ran out, a script passed, a command succeeded.
    case success
    /// 1: no X display could be opened, the connection was lost, or drawing cannot go on.
    case display
    /// 2: a bad command line, configuration, script or input file, or an unwritable output.
    case input
    /// 3: a script's step failed, or the script had not finished when the window stopped.
    case script
    /// 128+N: signal N ended the program.
    case signal(Int32)

    /// The number the process exits with.
    public var code: Int32 {
        switch self {
        case .success: 0
        case .display: 1
        case .input: 2
        case .script: 3
        case .signal(let number): 128 + number
        }
    }

    /// The code for a failure: X11 errors are about the display (1); every other error is
    /// about what the user gave the program or asked it to write (2).
    public init(for error: any Error) {
        self = error is X11Error ? .display : .input
    }
}
