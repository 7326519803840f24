import TabBarCore
import TabBarKit
import TabBarReview
import TabBarX11

/// QA scripts: the steps due run against the script's clock after each frame's advance,
/// through the same input paths as a person (`StepRunner`); a step that waits (`waitFor`, a
/// click through More) holds the rest until it is over. While a script runs, every frame is
/// drawn and goes whole through the buffer (asserts read it), and its end ends the loop.
final class ScriptPlugin: WindowPlugin {
    unowned let session: ReviewSession
    /// The script in progress.
    var run: ScriptRun?
    /// The asserts of the script that ended, for `--report`.
    var finishedReport: ScriptReport?
    /// The trace on the script's clock, for the HTML report.
    var reportTimeline: ReportTimeline?

    init(session: ReviewSession) {
        self.session = session
    }

    func wantsFrame(at host: Double) -> Bool { run != nil }

    var readsBuffer: Bool { run != nil }

    /// Script waits count host time (whole frames with --fixed-step), like a person
    /// waiting: a paused or slowed clock must not stall the script.
    func sourceAdvanced(at host: Double, time: Double) {
        guard run != nil else { return }
        // A script keeps the window drawing, so the idle turn never comes: the timeline's
        // work at rest (its lanes) is done before the steps that look at it.
        if let timeline = session.timeline {
            while timeline.restingWork(at: time) {}
        }
        runSteps(at: session.pipeline.clockHost(host))
    }

    func exitCode(at host: Double) -> ExitCode? {
        let pipeline = session.pipeline
        guard let run, let code = run.finishedCode(at: pipeline.clockHost(session.lastHost)) else { return nil }
        self.run = nil
        finishedReport = run.report
        session.trace.write(.scriptEnd(failures: run.failures))
        return code
    }

    /// Runs the steps due by `host` (the script's clock). Each acts at the animation time
    /// the clock shows when it runs, so a step sees what the steps before it did (a scrub
    /// key moves the clock, and the screenshot after it shows that instant).
    private func runSteps(at host: Double) {
        guard var run else { return }
        let steps = session.steps
        while true {
            let now = session.animationTime(session.lastHost)
            if let (step, wait) = run.wait {
                let state = steps.waitState(wait, at: host, now: now)
                guard state != .pending else { break }
                run.finishWait(at: host)
                if case .timedOut(let message) = state {
                    Console.error(run.fail(step, message))
                } else if let then = wait.then {
                    let outcome = steps.perform(.click(then), at: now, clock: host, cause: .script, throughMore: false)
                    handle(outcome, step, &run, host)
                }
                continue
            }
            guard let step = run.nextStep(at: host) else { break }
            handle(steps.perform(step.action, at: now, clock: host, cause: .script), step, &run, host)
        }
        self.run = run
    }

    /// Reports what `step` did into `run`: a failure, an assert, or a wait that holds the script.
    private func handle(_ outcome: StepOutcome, _ step: QAScript.Step, _ run: inout ScriptRun, _ host: Double) {
        switch outcome {
        case .done: break
        case .failed(let message): Console.error(run.fail(step, message))
        case .asserted(let name, let failure, let evidence):
            if let line = run.assert(step, name, failure: failure, evidence: evidence, at: host) {
                Console.error(line)
            }
        case .waiting(let wait): run.hold(step, wait)
        }
    }

    /// Ends a script still running when the loop stopped (the window closed, `--exit-after`
    /// or a signal): a `script` end event saying where it stopped, and a line on stderr.
    /// Returns whether the exit code must say the script failed (3).
    func endAtExit() -> Bool {
        guard var run else { return false }
        self.run = nil
        let end = run.endAtExit(at: session.pipeline.clockHost(session.lastHost))
        finishedReport = run.report
        session.trace.write(end.event)
        if let message = end.message { Console.error(message) }
        return end.message != nil || run.failures > 0
    }
}
