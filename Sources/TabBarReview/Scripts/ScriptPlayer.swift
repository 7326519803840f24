import TabBarCore

/// Plays a `QAScript` against the animation clock: steps run in order, and a `wait`
/// holds the rest back until that much animation time has passed. Pure: the host asks
/// which steps are due at a time and performs them.
public struct ScriptPlayer: Sendable {
    public let script: QAScript
    private var next = 0
    private var resumeAt: Double

    /// A player whose first step is due at `start`.
    public init(script: QAScript, start: Double) {
        self.script = script
        resumeAt = start
    }

    /// Whether every step has run and the last wait has passed by `time`.
    public func isFinished(at time: Double) -> Bool {
        next >= script.steps.count && time >= resumeAt - 1e-9
    }

    /// The step (from 1) running at `time`: a wait that has not passed yet, else the next step
    /// due. "Step N of M" when a script is cut short.
    public func currentStep(at time: Double) -> Int {
        guard next > 0 else { return min(1, script.steps.count) }
        return time < resumeAt - 1e-9 ? next : min(next + 1, script.steps.count)
    }

    /// When the next step, or the end of the final wait, falls due.
    public var nextDeadline: Double { resumeAt }

    /// The steps due by `time`, in order; waits are consumed, not returned.
    public mutating func due(at time: Double) -> [QAScript.Step] {
        var steps: [QAScript.Step] = []
        while next < script.steps.count && time >= resumeAt - 1e-9 {
            let step = script.steps[next]
            next += 1
            if case .wait(let seconds) = step.action {
                resumeAt += seconds
            } else {
                steps.append(step)
            }
        }
        return steps
    }
}
