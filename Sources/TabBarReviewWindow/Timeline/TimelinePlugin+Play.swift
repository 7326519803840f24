import TabBarCore
import TabBarKit
import TabBarReview

/// What the panel's actions do to the window: open and close it, scrub the animation
/// clock, play the interaction again, switch speed, and trace each.
extension TimelinePlugin {
    func perform(_ action: TimelineAction, at host: Double) {
        switch action {
        case .close: close()
        case .save: save()
        case .replay: replay(at: host)
        case .speed(let speed):
            panel.model.speed = speed
            pipeline.clock.setSlowFactor(speed.slowFactor, at: pipeline.clockHost(host))
            traceAction("speed", [.init("percent", .number(Double(speed.rawValue)))])
            ClockKeys.trace(pipeline, at: host, to: trace)
        case .choose(let row):
            panel.model.selected = row
            traceAction("select", rowFields(row))
        case .toggleLanes(let row):
            panel.model.selected = row
            let opened = !panel.model.expanded.contains(row)
            if opened { panel.model.expanded.insert(row) } else { panel.model.expanded.remove(row) }
            traceAction("lanes", rowFields(row) + [.init("shown", .flag(opened))])
        case .scrub(let offset): scrub(to: offset, at: host)
        case .scrubEnded: traceAction("scrub-end")
        case .edit(let row, let property, let value): edit(row: row, property: property, value: value, at: host)
        case .editCurve(let row, let points):
            guard let curve = curves()[row] else { break }
            edit(row: row, path: curve.path, literal: CurveBinding.literal(points), at: host)
        case .confirmSave:
            if save() { hide() }
        case .confirmDiscard: discardEdits()
        case .confirmCancel:
            panel.model.isConfirmingClose = false
            traceAction("stay")
        }
        pipeline.isDirty = true
    }

    func traceAction(_ action: String, _ fields: [TimelineTrace.Field] = []) {
        trace.write(.timeline(TimelineTrace(action, fields)))
    }

    func rowFields(_ row: Int) -> [TimelineTrace.Field] {
        let rows = panel.model.rows.rows
        guard rows.indices.contains(row) else { return [] }
        return [.init("row", .number(Double(row))), .init("name", .text(rows[row].motion.title))]
    }

    /// Opens the panel; `resizing` grows the window to make room (`--timeline` opened it so).
    func show(resizing: Bool) {
        panel.isOpen = true
        panel.barViewport = controller.layout.viewport
        panel.dock = TimelineLayout.dock(for: panel.barViewport)
        let window = TimelineLayout.window(for: panel.barViewport)
        let device = (Int((window.width * scale).rounded()), Int((window.height * scale).rounded()))
        panel.requestedWindow = device
        if resizing { panel.resizeWindow(device.0, device.1) }
        traceAction(
            "open",
            [
                .init("dock", .text(panel.dock.rawValue)), .init("width", .number(Double(device.0))),
                .init("height", .number(Double(device.1))),
            ])
        pipeline.invalidate()
    }

    /// `T` while open: closes, or first asks when edits are unsaved.
    func close() {
        if panel.unsavedEdits > 0 {
            panel.model.isConfirmingClose = true
            traceAction("confirm", [.init("edits", .number(Double(panel.unsavedEdits)))])
            return
        }
        hide()
    }

    /// Closes the panel; the window shrinks back to the bar's area.
    func hide() {
        panel.isOpen = false
        panel.model.isConfirmingClose = false
        panel.model.drag = nil
        let viewport = controller.layout.viewport
        let device = (Int((viewport.width * scale).rounded()), Int((viewport.height * scale).rounded()))
        panel.requestedWindow = nil
        panel.resizeWindow(device.0, device.1)
        traceAction("close")
        pipeline.invalidate()
    }

    /// The playhead at `offset` seconds into the interaction shown: the controller goes back
    /// to its state then (the state before it, and its inputs given by then), the animation
    /// clock pauses there, and the inputs after it wait for the clock.
    func scrub(to offset: Double, at host: Double) {
        guard let take = panel.recorder.shown, take.snapshot != nil else {
            panel.model.say("Nothing to scrub yet: tap an item, a card or a button first.")
            traceAction("nothing", [.init("for", .text("scrub"))])
            return
        }
        let time = take.origin + max(0, offset)
        panel.isFeeding = true
        panel.pending = take.restore(controller, at: time) ?? []
        panel.isFeeding = false
        pipeline.clock.seek(to: time, at: pipeline.clockHost(host))
        panel.isHeldByScrub = true
        panel.recorder.seal()
        trace.write(.scrub(offset: time - take.origin, time: time))
    }

    /// A press or key for the bar while a scrub holds the clock: the clock plays on from the
    /// instant shown and the input starts a new interaction, as in any app (the scrubbed
    /// interaction's inputs still to come are dropped: the new one interrupts it).
    func resumeAfterScrub(for event: InputEvent) {
        guard panel.isHeldByScrub else { return }
        switch event {
        case .pointerDown, .key, .wheel: break
        case .pointerMove, .pointerUp, .pointerLeave, .resize: return
        }
        panel.isHeldByScrub = false
        panel.pending = []
        guard pipeline.clock.isPaused else { return }
        pipeline.clock.resume(at: pipeline.clockHost(session.lastHost))
        traceAction("resume")
    }

    /// Plays the interaction shown again from its first input, now, at the chosen speed.
    func replay(at host: Double) {
        guard let take = panel.recorder.shown, take.snapshot != nil else {
            panel.model.say("Nothing to replay yet: tap an item, a card or a button first.")
            traceAction("nothing", [.init("for", .text("replay"))])
            return
        }
        let at = pipeline.clockHost(host)
        panel.isHeldByScrub = false
        pipeline.clock.resume(at: at)
        pipeline.clock.setSlowFactor(panel.model.speed.slowFactor, at: at)
        // The first input lands now; the timeline's 0 follows it as it did.
        let moved = take.moved(to: animationTime(host) + take.lead)
        panel.isFeeding = true
        panel.pending = moved.restore(controller, at: nil) ?? []
        panel.isFeeding = false
        panel.recorder.show(moved)
        panel.startRows()
        traceAction("replay", [.init("percent", .number(Double(panel.model.speed.rawValue)))])
        // Its first inputs play now: its rows are there at once, for the next key.
        feed(upTo: moved.inputs.first?.time ?? moved.origin)
    }
}

extension TimelinePlugin {
    /// Samples the lanes of the interaction shown, once it rests: played again in a controller
    /// of its own, as `tabbar plot` samples a motion.
    func sample(_ take: TimelineTake) {
        panel.sampledOrigin = take.origin
        let end = panel.model.rows.rows.compactMap(\.end).max() ?? 0
        guard
            let samples = take.samples(
                configuration: controller.configuration, viewport: controller.layout.viewport,
                measurer: controller.measurer, span: end + 0.1)
        else { return }
        panel.model.lanes = samples.lanes
        panel.model.laneTimes = samples.times
    }

    /// One `timeline` `row` line per row once the interaction rests: its name, start and
    /// length, its duration key, and where its end grip is in window pixels.
    func traceRows(now: Double) {
        panel.rowsTraced = true
        let bindings = bindings()
        let layout = layout(bindings: bindings, now: now)
        for (index, row) in panel.model.rows.rows.enumerated() {
            var fields = rowFields(index)
            fields += [
                .init("start_ms", .number(row.start * 1000)), .init("ms", .number((row.duration ?? 0) * 1000)),
            ]
            if let binding = bindings[index]?.first(where: { $0.property == .duration }) {
                fields += [.init("key", .text(binding.path.description)), .init("value", .number(binding.value))]
            }
            let grip = layout.grip(row: index, end: row.end ?? row.start)
            fields += [
                .init("end_x", .number((grip.midX * scale).rounded())),
                .init("y", .number((grip.midY * scale).rounded())),
            ]
            traceAction("row", fields)
        }
    }
}
