import TabBarCore

/// Plays a `QAScript` against the script's clock: steps run in order, a `wait` holds the
/// rest back until that much time has passed, and a step the host cannot finish at once
/// (a `waitFor`, a click through More) holds them until the host releases the player.
/// Pure: the host asks for the next step due at a time and performs it.
public struct ScriptPlayer: Sendable {
    /// The script being played.
    public let script: QAScript
    private var next = 0
    private var resumeAt: Double
    /// A step is waiting for something other than time (`hold()`); nothing else is due.
    public private(set) var isHeld = false

    /// A player whose first step is due at `start`.
    public init(script: QAScript, start: Double) {
        self.script = script
        resumeAt = start
    }

    /// Whether every step has run, none holds the script, and the last wait has passed by `time`.
    public func isFinished(at time: Double) -> Bool {
        !isHeld && next >= script.steps.count && time >= resumeAt - 1e-9
    }

    /// The step (from 1) running at `time`: a wait that has not passed yet or a step that
    /// holds the script, else the next step due. "Step N of M" when a script is cut short.
    public func currentStep(at time: Double) -> Int {
        guard next > 0 else { return min(1, script.steps.count) }
        return isHeld || time < resumeAt - 1e-9 ? next : min(next + 1, script.steps.count)
    }

    /// When the next step, or the end of the final wait, falls due (while not held).
    public var nextDeadline: Double { resumeAt }

    /// The next step due by `time`, or nil; waits are consumed, not returned.
    public mutating func nextStep(at time: Double) -> QAScript.Step? {
        while !isHeld && next < script.steps.count && time >= resumeAt - 1e-9 {
            let step = script.steps[next]
            next += 1
            guard case .wait(let seconds) = step.action else { return step }
            resumeAt += seconds
        }
        return nil
    }

    /// The step just returned waits for something: no step is due until `release(at:)`.
    public mutating func hold() {
        isHeld = true
    }

    /// What held the script happened at `time`: the steps after it count from there.
    public mutating func release(at time: Double) {
        isHeld = false
        resumeAt = max(resumeAt, time)
    }
}
