import TabBarReview

/// What performing a script step (or a control command shaped like one) did, for the
/// script or the control channel to report in its own way.
enum StepOutcome {
    case done
    /// It could not be carried out; the message says why.
    case failed(String)
    /// An assert: its name, why it failed (nil: it held) and what it compared.
    case asserted(name: String, failure: String?, evidence: AssertEvidence = AssertEvidence())
    /// Nothing after it runs until `wait` holds or times out.
    case waiting(PendingWait)
}

/// A `waitFor` in progress, a click through More waiting for More's list to settle, or a
/// control screenshot being written.
struct PendingWait {
    var condition: ScriptWait
    /// A screenshot's ticket (`ScreenshotQueue`): the wait is for its file, not for motion.
    var screenshot: Int?
    /// When it began, on the clock of whoever waits (the script's, or the loop's for control).
    var start: Double
    var timeout: Double
    /// A click to make once it holds: the row of a title behind More.
    var then: ScriptTarget?

    init(condition: ScriptWait, start: Double, timeout: Double, then: ScriptTarget? = nil, screenshot: Int? = nil) {
        self.condition = condition
        self.start = start
        self.timeout = timeout
        self.then = then
        self.screenshot = screenshot
    }
}

/// Where a pending wait stands.
enum WaitState: Equatable {
    case pending
    case holds
    /// It timed out, or its screenshot could not be written: why.
    case timedOut(String)
}
