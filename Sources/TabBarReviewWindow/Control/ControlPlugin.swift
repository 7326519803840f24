import TabBarCore
import TabBarKit
import TabBarReview
import TabBarX11

/// `--control`: JSON lines on standard input drive the window. Each command does what its API,
/// key or script step does and is answered by one line: a `control` line with its id (a
/// query's state, a wait's time), or an `error` line saying why. Lines are handled in order,
/// a bounded batch per turn of the loop, and a `waitFor` holds the lines after it.
final class ControlPlugin: WindowPlugin {
    unowned let session: ReviewSession
    /// The channel's input, the command waiting and whether it asked to quit.
    var run: ControlRun

    init(session: ReviewSession, run: ControlRun) {
        self.session = session
        self.run = run
    }

    var trace: TraceWriter { session.trace }

    /// `{"quit": true}`, or the end of input without `keep-open`: the loop ends with exit 0.
    func exitCode(at host: Double) -> ExitCode? {
        run.wantsToQuit ? .success : nil
    }

    /// Handles what is waiting on the channel at host time `host`; `clock` measures the batch.
    /// Returns when to be called again.
    func service(at host: Double, clock: MonotonicClock) -> ReaderNext {
        var run = self.run
        defer { self.run = run }
        var handled = 0
        // Why the batch ended: the input had nothing more to give right now.
        var isIdle = false
        while handled < ControlRun.batch && !run.wantsToQuit {
            if let held = run.wait {
                guard settle(held, &run, at: host) else { return .afterFrame(host) }
            }
            guard let piece = run.input.next() else {
                isIdle = true
                break
            }
            handled += 1
            switch piece {
            case .tooLong(let number):
                trace.write(
                    .error(
                        source: "control", line: number,
                        reason: "line longer than \(ControlLineSplitter.defaultMaximumLine) bytes; skipped to its end"))
            case .line(let number, let text):
                guard !text.allSatisfy(\.isWhitespace) else { continue }
                handle(text, line: number, &run, at: host)
            }
            if clock.now() - host > ControlRun.budget { break }
        }
        let spent = clock.now() - host
        if run.wantsToQuit { return .ended }
        if run.input.hasEnded && run.wait == nil {
            // The end of input is not an error; unless kept open, the window closes with exit 0.
            trace.write(.control(line: run.input.lineCount, command: "end"))
            run.wantsToQuit = !run.keepsOpen
            return .ended
        }
        // Lines left (a batch cut short, a wait, a read budget spent) come back next frame;
        // otherwise the next line wakes the loop.
        guard !isIdle || run.wait != nil || !run.input.isDrained else { return .whenReadable }
        return .afterFrame(host + spent * (1 + ControlRun.share))
    }

    /// Decodes and carries out one line, answering it (now, or once its wait is over).
    private func handle(_ text: String, line: Int, _ run: inout ControlRun, at host: Double) {
        let request: ControlRequest
        do {
            request = try ControlRequest.decode(text)
        } catch {
            trace.write(.error(source: "control", line: line, reason: error.reason, id: error.id))
            return
        }
        switch perform(request.command, at: host, run: &run) {
        case .done:
            let state = request.command == .queryState ? currentState(at: host) : nil
            trace.write(.control(line: line, command: request.command.name, id: request.id, state: state))
        case .failed(let reason), .asserted(_, .some(let reason), _):
            trace.write(.error(source: "control", line: line, reason: reason, id: request.id))
        case .asserted:
            trace.write(.control(line: line, command: request.command.name, id: request.id))
        case .waiting(let wait):
            run.wait = (line, request, wait)
            _ = settle((line, request, wait), &run, at: host)
        }
    }

    /// Checks the command waiting; answers it and returns true once it is over.
    private func settle(
        _ held: (line: Int, request: ControlRequest, wait: PendingWait), _ run: inout ControlRun, at host: Double
    ) -> Bool {
        let steps = session.steps
        let state = steps.waitState(held.wait, at: host, now: session.animationTime(host))
        guard state != .pending else { return false }
        run.wait = nil
        let id = held.request.id, line = held.line, name = held.request.command.name
        if case .timedOut(let reason) = state {
            trace.write(.error(source: "control", line: line, reason: reason, id: id))
            return true
        }
        var outcome = StepOutcome.done
        if let then = held.wait.then {
            outcome = steps.perform(
                .click(then), at: session.animationTime(host), clock: host, cause: .control, throughMore: false)
        }
        if case .failed(let reason) = outcome {
            trace.write(.error(source: "control", line: line, reason: reason, id: id))
        } else {
            trace.write(.control(line: line, command: name, id: id, waited: host - held.wait.start))
        }
        return true
    }
}
