import TabBarCore
import TabBarKit
import TabBarReview

/// The one executor of steps: a script's step and a control command shaped like one
/// (`click`, `key`, `waitFor`, asserts) go through `perform(_:at:clock:cause:)`, which returns
/// a `StepOutcome` (done, failed, asserted, or waiting on a `PendingWait`) that the script
/// and the channel each report their way. Clicks and keys go through the same paths as a
/// person's input.
final class StepRunner {
    unowned let session: ReviewSession

    init(session: ReviewSession) {
        self.session = session
    }

    var controller: TabBarController { session.controller }
    var trace: TraceWriter { session.trace }
    var pipeline: FramePipeline { session.pipeline }
    var scale: Double { session.scale }

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
            if !session.host.windowKey(key, modifiers: modifiers, at: session.lastHost) {
                trace.write(controller.handle(.key(key, modifiers: modifiers), at: time, cause: cause))
            }
            return .done
        case .wait:
            return .done
        case .waitFor(let condition, let timeout):
            return .waiting(PendingWait(condition: condition, start: clock, timeout: timeout))
        case .screenshot(let path):
            do {
                try session.writeOffscreenScreenshot(to: path, at: time)
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
}
