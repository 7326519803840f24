import TabBarCore
import TabBarReview

/// The `--control` channel's state: the input, the command waiting (a `waitFor`, or a click
/// through More), and whether the channel asked the window to close.
struct ControlRun {
    let input: ControlInput
    /// `--control keep-open`: the end of input leaves the window open.
    var keepsOpen = false
    /// The command holding the lines after it, with its line, id and wait.
    var wait: (line: Int, request: ControlRequest, wait: PendingWait)?
    /// `{"quit": true}`, or the end of input without `keep-open`: the loop ends with exit 0.
    var wantsToQuit = false

    /// Lines handled per call, whatever they cost: the rest wait for the next turn, after a frame.
    static let batch = 32
    /// Seconds of work per call after which the rest waits for the next turn (a screenshot
    /// costs more than this alone; at least one line is handled per call).
    static let budget = 0.004
    /// A batch that took this many seconds is followed by this many times as long for
    /// frames: the channel takes at most a third of the loop's time however dear its lines.
    static let share = 2.0
}
