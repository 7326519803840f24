import TabBarCore
import TabBarKit
import TabBarReview

/// Where a script's (or a control command's) pointer step lands, and what its waits wait for.
extension StepRunner {
    /// Where a target is now: a point, or the More item to click first for a title behind More.
    enum Landing {
        case point(Point)
        case throughMore(Point)
        case failure(String)
    }

    /// Resolves `target` against the layout at `time`. A title behind More lands on its row
    /// when More's list is on top and at rest, else on More itself (`throughMore`).
    func land(_ target: ScriptTarget, at time: Double) -> Landing {
        switch target {
        case .point(let point): return .point(point)
        case .item(let index):
            guard controller.layout.items.indices.contains(index) else {
                return .failure("item \(index): there are only \(controller.layout.items.count) items")
            }
            return .point(center(ofSlot: index))
        case .title(let title):
            switch ItemLocator.place(of: title, in: controller) {
            case .failure(let error): return .failure(error.message)
            case .success(.bar(let slot)): return .point(center(ofSlot: slot))
            case .success(.more(let slot, let row)):
                if controller.selectedIndex == slot, controller.moreRowsShown(at: time) != nil,
                    let rect = controller.rect(of: .row(row), at: time)
                {
                    return .point(rect.center)
                }
                return .throughMore(center(ofSlot: slot))
            }
        }
    }

    func center(ofSlot slot: Int) -> Point {
        let item = controller.layout.items[slot]
        return item.circle?.center ?? item.frame.center
    }

    /// The point a gesture's target stands for now; a title behind More fails (only a click
    /// goes through More).
    func point(of target: ScriptTarget, at time: Double) -> Result<Point, StepFailure> {
        switch land(target, at: time) {
        case .point(let point): return .success(point)
        case .failure(let message): return .failure(StepFailure(message: message))
        case .throughMore:
            return .failure(StepFailure(message: "\(target.summary) is behind More: click it by title first"))
        }
    }

    /// A click on `target`; through More, a click on More and a wait for its list, after which
    /// the row is clicked (`throughMore` false: the list should be there by now).
    func click(
        _ target: ScriptTarget, at time: Double, clock: Double, cause: SelectionCause, throughMore: Bool
    ) -> StepOutcome {
        switch land(target, at: time) {
        case .point(let point):
            click(point, at: time, cause: cause)
            return .done
        case .failure(let message):
            return .failed("click: \(message)")
        case .throughMore(let more):
            guard throughMore else { return .failed("click \(target.summary): More's list did not open") }
            click(more, at: time, cause: cause)
            return .waiting(
                PendingWait(condition: .idle, start: clock, timeout: ScriptWait.defaultTimeout, then: target))
        }
    }

    /// Whether `wait` holds at animation time `now`, or has timed out at `clock` (its waiter's
    /// clock). The timeout is seconds of motion: in slow motion it stretches as the motion does
    /// (`--slow 10` waits ten times longer), so a script passes unchanged at any speed; a
    /// paused clock still times out.
    func waitState(_ wait: PendingWait, at clock: Double, now: Double) -> WaitState {
        if let ticket = wait.screenshot {
            guard let written = session.screenshotQueue.result(ticket) else { return .pending }
            return written.map { .timedOut($0) } ?? .holds
        }
        switch wait.condition {
        case .idle:
            // Idle: nothing moves, and the frame showing it is drawn.
            guard controller.isAnimating(at: now) || pipeline.isDirty else { return .holds }
        case .transitionEnd:
            guard controller.navigator.isAnimating(at: now) else { return .holds }
        }
        var moving: [String] = []
        for name in controller.animatingNames(at: now) where !moving.contains(name) { moving.append(name) }
        guard clock - wait.start >= wait.timeout * pipeline.clock.slowFactor - 1e-9 else { return .pending }
        let still = moving.isEmpty ? "" : "; still moving: " + moving.joined(separator: ", ")
        return .timedOut(
            "waitFor \(wait.condition.rawValue): timed out after \(ScriptJSON.number(wait.timeout)) s\(still)")
    }
}

/// Why a step could not be carried out.
struct StepFailure: Error {
    var message: String
}

extension ScriptTarget {
    /// "item 2", "\"Chat\"" or "120,300", for messages.
    var summary: String {
        switch self {
        case .item(let index): "item \(index)"
        case .title(let title): DiagnosticText.quoted(title)
        case .point(let point): "\(ScriptJSON.number(point.x)),\(ScriptJSON.number(point.y))"
        }
    }
}
