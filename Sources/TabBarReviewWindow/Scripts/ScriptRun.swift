import TabBarCore
import TabBarLoading
import TabBarReview
import TabBarX11

/// A QA script in progress: its player, the step it waits on, how many steps failed and
/// every assert's outcome (for `--report`). It decides when the script is over and what that
/// means for the exit code; the driver performs the steps.
struct ScriptRun {
    private(set) var player: ScriptPlayer
    private(set) var failures = 0
    private(set) var report: ScriptReport
    /// The step holding the script (a `waitFor`), with its wait.
    var wait: (step: QAScript.Step, wait: PendingWait)?
    /// Real time, for the report's testcase times.
    private let clock = MonotonicClock()
    private var lastDecision = 0.0

    init(_ script: QAScript) {
        player = ScriptPlayer(script: script, start: 0)
        report = ScriptReport(suite: script.file.map(FileSystem.fileName) ?? "tabbar script")
    }

    /// Where `step` is, for the report: the script's file name, line and column.
    func place(of step: QAScript.Step) -> String {
        "\(player.script.file.map(FileSystem.fileName) ?? "script"):\(step.location)"
    }

    /// Records an assert's outcome at `time` on the script's clock; returns the stderr line when it failed.
    mutating func assert(
        _ step: QAScript.Step, _ name: String, failure: String?, evidence: AssertEvidence, at time: Double
    ) -> String? {
        let now = clock.now()
        report.add(
            ScriptReport.Case(
                name: name, place: place(of: step), failure: failure, time: now - lastDecision, at: time,
                evidence: evidence))
        lastDecision = now
        return failure.map { fail(step, $0) }
    }

    /// The next step due by `time` on the script's clock.
    mutating func nextStep(at time: Double) -> QAScript.Step? {
        player.nextStep(at: time)
    }

    /// `step` waits: nothing after it runs until `finishWait(at:)`.
    mutating func hold(_ step: QAScript.Step, _ wait: PendingWait) {
        self.wait = (step, wait)
        player.hold()
    }

    /// The wait is over at `time`: the steps after it count from there.
    mutating func finishWait(at time: Double) {
        wait = nil
        player.release(at: time)
    }

    /// Records a failed step and returns its stderr line, naming the script, line and column.
    mutating func fail(_ step: QAScript.Step, _ message: String) -> String {
        failures += 1
        let place = player.script.file.map { "\($0):\(step.location): " } ?? ""
        return "script: " + place + message
    }

    /// The exit code once every step has run by `time`, else nil.
    func finishedCode(at time: Double) -> ExitCode? {
        guard player.isFinished(at: time) else { return nil }
        return failures == 0 ? .success : .script
    }

    /// The script's end event when the loop stopped at `time`, and the stderr line when it
    /// had not finished.
    mutating func endAtExit(at time: Double) -> (event: TraceEvent, message: String?) {
        if player.isFinished(at: time) { return (.scriptEnd(failures: failures), nil) }
        let message = "did not finish: step \(player.currentStep(at: time)) of \(player.script.steps.count)"
        report.error = message
        let line = "script: " + (player.script.file.map { $0 + ": " } ?? "") + message
        return (.scriptEnd(failures: failures, error: message), line)
    }
}
