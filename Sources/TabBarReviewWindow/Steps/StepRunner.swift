import TabBarCore
import TabBarReview

/// QA scripts: steps run against the script's clock, through the same input paths as a user.
extension WindowDriver {
    /// Runs the steps due by `host` (the script's clock); their actions happen at `animationTime`.
    /// A step that waits (`waitFor`, a click through More) holds the rest until it is over.
    func runScript(at host: Double, animationTime now: Double) {
        guard var run = script else { return }
        while true {
            if let (step, wait) = run.wait {
                let state = waitState(wait, at: host, now: now)
                guard state != .pending else { break }
                run.finishWait(at: host)
                if case .timedOut(let message) = state {
                    report(run.fail(step, message))
                } else if let then = wait.then {
                    handle(
                        perform(.click(then), at: now, clock: host, cause: .script, throughMore: false), step, &run,
                        host)
                }
                continue
            }
            guard let step = run.nextStep(at: host) else { break }
            handle(perform(step.action, at: now, clock: host, cause: .script), step, &run, host)
        }
        script = run
    }

    /// Reports what `step` did into `run`: a failure, an assert, or a wait that holds the script.
    private func handle(_ outcome: StepOutcome, _ step: QAScript.Step, _ run: inout ScriptRun, _ host: Double) {
        switch outcome {
        case .done: break
        case .failed(let message): report(run.fail(step, message))
        case .asserted(let name, let failure, let evidence):
            if let line = run.assert(step, name, failure: failure, evidence: evidence, at: host) { report(line) }
        case .waiting(let wait): run.hold(step, wait)
        }
    }

    private func report(_ line: String) {
        Console.error(line)
    }

    /// Performs one step's action at animation time `time`; `clock` is the waiter's clock
    /// (when a wait it starts began). Clicks by title behind More click More first and wait
    /// for its list (`throughMore`).
    func perform(
        _ action: QAScript.Action, at time: Double, clock: Double, cause: SelectionCause, throughMore: Bool = true
    ) -> StepOutcome {
        pipeline.isDirty = true
        switch action {
        case .click(let target):
            return click(target, at: time, clock: clock, cause: cause, throughMore: throughMore)
        case .key(let key, let modifiers):
            if !handleReviewKey(key, modifiers: modifiers, at: lastHost) {
                trace.write(controller.handle(.key(key, modifiers: modifiers), at: time, cause: cause))
            }
            return .done
        case .wait:
            return .done
        case .waitFor(let condition, let timeout):
            return .waiting(PendingWait(condition: condition, start: clock, timeout: timeout))
        case .screenshot(let path):
            do {
                try writeOffscreenScreenshot(to: path, at: time)
                return .done
            } catch {
                return .failed("screenshot \(path): \(error)")
            }
        case .assertSelected(let expected):
            return assertSelected(expected)
        case .pointer, .dragMove, .wheel, .check:
            return performRich(action, at: time, cause: cause)
        }
    }

    func assertSelected(_ expected: ScriptItem) -> StepOutcome {
        let name: String
        switch expected {
        case .index(let index): name = "selected \(index)"
        case .title(let title): name = "selected " + DiagnosticText.quoted(title)
        }
        let slot: Int
        switch ItemLocator.slot(of: expected, in: controller) {
        case .success(let found): slot = found
        case .failure(let error): return .asserted(name: name, failure: error.message)
        }
        let actual = controller.selectedIndex
        trace.write(.assertion(ok: actual == slot, expected: slot, actual: actual))
        let failure = actual == slot ? nil : "expected \(expected.summary) selected, found \(actual)"
        return .asserted(name: name, failure: failure)
    }

    func click(_ point: Point, at time: Double, cause: SelectionCause) {
        trace.write(controller.handle(.pointerDown(point, button: .primary), at: time, cause: cause))
        trace.write(controller.handle(.pointerUp(point, button: .primary), at: time, cause: cause))
    }

    /// Ends a script still running when the loop stopped (the window closed, `--exit-after`
    /// or a signal): a `script` end event saying where it stopped, and a line on stderr.
    /// Returns whether the exit code must say the script failed (3).
    func endScriptAtExit() -> Bool {
        guard var run = script else { return false }
        script = nil
        let end = run.endAtExit(at: pipeline.clockHost(lastHost))
        finishedReport = run.report
        trace.write(end.event)
        if let message = end.message { Console.error(message) }
        return end.message != nil || run.failures > 0
    }
}
