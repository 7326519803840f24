import TabBarCore
import TabBarReview

/// QA scripts: steps run against the animation clock, through the same input paths as a user.
extension WindowDriver {
    /// Runs the steps due by `host` (the script's clock); their actions happen at `animationTime`.
    func runScript(at host: Double, animationTime: Double) {
        guard var run = script else { return }
        let steps = run.due(at: host)
        script = run
        for step in steps { perform(step, at: animationTime) }
    }

    func perform(_ step: QAScript.Step, at time: Double) {
        if performRich(step, at: time) {
            pipeline.isDirty = true
            return
        }
        switch step.action {
        case .clickItem(let index):
            guard controller.layout.items.indices.contains(index) else {
                fail(step, "click item \(index): there are only \(controller.layout.items.count) items")
                return
            }
            let slot = controller.layout.items[index]
            click(slot.circle?.center ?? slot.frame.center, at: time)
        case .clickPoint(let point):
            click(point, at: time)
        case .key(let key, let modifiers):
            if !handleReviewKey(key, modifiers: modifiers, at: lastHost) {
                trace.write(controller.handle(.key(key, modifiers: modifiers), at: time, cause: .script))
            }
        case .wait, .pointer, .dragMove, .wheel, .check:
            break
        case .screenshot(let path):
            do {
                try writeOffscreenScreenshot(to: path, at: time)
            } catch {
                fail(step, "screenshot \(path): \(error)")
            }
        case .assertSelected(let expected):
            let actual = controller.selectedIndex
            trace.write(.assertion(ok: actual == expected, expected: expected, actual: actual))
            let failure = actual == expected ? nil : "expected item \(expected) selected, found \(actual)"
            recordAssert(step, "selected \(expected)", failure: failure)
        }
        pipeline.isDirty = true
    }

    func click(_ point: Point, at time: Double) {
        trace.write(controller.handle(.pointerDown(point, button: .primary), at: time, cause: .script))
        trace.write(controller.handle(.pointerUp(point, button: .primary), at: time, cause: .script))
    }

    /// A failed step: one line on stderr naming the script, line and column.
    func fail(_ step: QAScript.Step, _ message: String) {
        guard let line = script?.fail(step, message) else { return }
        Console.error(line)
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
