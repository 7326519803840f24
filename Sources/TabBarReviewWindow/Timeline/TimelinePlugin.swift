import TabBarCairo
import TabBarCore
import TabBarKit
import TabBarLoading
import TabBarReview

/// The timeline panel in the window (`T`, `--timeline`), as a plug-in: it joins the panel
/// (`TimelinePanel`, and `TabBarReview`'s model, layout and scene) to the window. The panel
/// docks beside or below the bar's area, which keeps its size: the window grows to make room.
/// Its scene is drawn with the window's and paced with it: it asks for frames only while the
/// interaction it plays gives inputs, so an open panel at rest wakes nothing. It comes first
/// among the plug-ins: its pointer and keys before the recorder's and the review keys, its
/// panel under the HUD, its inputs before the frame's advance.
final class TimelinePlugin: WindowPlugin {
    unowned let session: ReviewSession
    let panel: TimelinePanel

    /// Sets the panel up: the controller's inputs and the trace's motions feed it from now on,
    /// open or not, so that opening it shows the last interaction. `resizeWindow` makes the
    /// window a size in device pixels; `open` starts with the panel shown (the window was
    /// opened at `TimelineLayout.window(for:)`).
    init(session: ReviewSession, open: Bool, resizeWindow: @escaping (Int, Int) -> Void) {
        self.session = session
        panel = TimelinePanel(resizeWindow: resizeWindow)
        if let path = session.reloader?.path { panel.load(path) }
        hookController()
        session.trace.listeners.append { [unowned self] in note($0) }
        if open { show(resizing: false) }
    }

    var isOpen: Bool { panel.isOpen }
    var controller: TabBarController {
        get { session.controller }
        set { session.controller = newValue }
    }
    var pipeline: FramePipeline { session.pipeline }
    var trace: TraceWriter { session.trace }
    var reloader: ConfigReloader? { session.reloader }
    var scale: Double { session.scale }
    var renderer: SceneRenderer { session.renderer }

    func animationTime(_ host: Double) -> Double {
        session.animationTime(host)
    }

    // MARK: The host's hooks

    func intercept(_ event: InputEvent, at host: Double) -> Bool {
        handlePointer(event, at: host)
    }

    func handleKey(_ key: Key, modifiers: KeyModifiers, at host: Double) -> Bool {
        handleTimelineKey(key, at: host)
    }

    func sourceArea(inWindow size: Size, device: (width: Int, height: Int)) -> Size {
        barArea(inWindow: size, device: device)
    }

    /// Inputs of its interaction wait for the clock.
    func wantsFrame(at host: Double) -> Bool { !panel.pending.isEmpty }

    /// A frame the playhead holds still (the clock paused by a scrub, not being dragged) is
    /// drawn exactly, as at rest: the picture `tabbar render --at` draws.
    var holdsStill: Bool { panel.isOpen && pipeline.clock.isPaused && panel.model.drag == nil }

    func frameBegins(at host: Double, time: Double) {
        feed(upTo: time)
    }

    func decorate(_ scene: Scene, at host: Double, time: Double) -> Scene {
        withPanel(scene, at: time)
    }

    func idleWork(at time: Double) -> Bool {
        restingWork(at: time)
    }

    /// Watches the inputs of the controller now in place (after each new one: an edit, a reload).
    func hookController() {
        controller.inputObserver = { [unowned self] event, time in
            guard !panel.isFeeding else { return }
            resumeAfterScrub(for: event)
            let controller = self.controller, panel = self.panel
            panel.recorder.note(
                event, at: time, atRest: !controller.isAnimating(at: time), snapshot: { controller.snapshot() })
        }
    }

    /// A motion's begin or end: the rows of the interaction shown (a new one starts them afresh).
    func note(_ event: TraceEvent) {
        guard let (_, phase, time, _) = TimelineMotion.traced(event) else { return }
        if phase == .begin, panel.recorder.motionBegan(at: time) { panel.startRows() }
        guard let take = panel.recorder.shown else { return }
        if panel.model.rows.note(event, origin: take.origin) { panel.rowsTraced = false }
    }

    /// Before a frame at animation time `now`: gives the inputs of the interaction played
    /// that the clock has reached (traced: they play now).
    func feed(upTo now: Double) {
        guard let next = panel.pending.first, next.time <= now else { return }
        panel.isFeeding = true
        while let next = panel.pending.first, next.time <= now {
            panel.pending.removeFirst()
            trace.write(controller.handle(next.event, at: next.time))
        }
        panel.isFeeding = false
    }

    /// Once the window rests after a frame at animation time `time` (the event loop's idle
    /// work, one piece per call): the interaction is over; with the panel open, its lanes
    /// are sampled, then its rows traced, and one frame shows the lanes. False when there is
    /// nothing to do.
    func restingWork(at time: Double) -> Bool {
        guard panel.pending.isEmpty, !controller.isAnimating(at: time) else { return false }
        panel.recorder.rested()
        guard panel.isOpen, let take = panel.recorder.shown, panel.model.rows.areAtRest,
            !panel.model.rows.rows.isEmpty
        else { return false }
        if panel.sampledOrigin != take.origin {
            sample(take)
            pipeline.isDirty = true
            return true
        }
        if !panel.rowsTraced {
            traceRows(now: time)
            return true
        }
        return false
    }

    /// The bar's area in a window of `size` (logical pixels): all of it, or what the open
    /// panel leaves (the area it was opened beside, when the window is the size asked for).
    func barArea(inWindow size: Size, device: (width: Int, height: Int)) -> Size {
        guard panel.isOpen else { return size }
        if let asked = panel.requestedWindow, asked == device { return panel.barViewport }
        panel.barViewport = TimelineLayout.viewport(inWindow: size, dock: panel.dock)
        return panel.barViewport
    }

    /// `scene` with the open panel beside or below it, the scene grown to the window.
    func withPanel(_ scene: Scene, at now: Double) -> Scene {
        guard panel.isOpen else { return scene }
        var scene = scene
        let view = panelScene(now: now)
        scene.size = TimelineLayout.window(for: controller.layout.viewport)
        scene.layers += view.layers
        return scene
    }

    /// The panel as it is at animation time `now`.
    func panelScene(now: Double) -> TimelineScene {
        let bindings = self.bindings()
        let layout = self.layout(bindings: bindings, now: now)
        var scene = TimelineScene(
            layout: layout, model: panel.model, bindings: bindings,
            fileName: reloader.map { FileSystem.fileName(of: $0.path) }, unsavedEdits: panel.unsavedEdits,
            playhead: playhead(layout: layout, now: now), canEdit: panel.document != nil)
        scene.clock = pipeline.clock.state
        scene.curves = curves()
        return scene
    }

    /// Where the playhead is at animation time `now`: seconds into the interaction shown,
    /// within the time axis.
    func playhead(layout: TimelineLayout, now: Double) -> Double {
        min(max(0, now - (panel.recorder.shown?.origin ?? now)), layout.span)
    }

    func layout(bindings: [Int: [MotionBinding]], now: Double) -> TimelineLayout {
        let fields = Set(bindings.filter { $0.value.contains { $0.property == .damping } }.keys)
        var lanes: [Int: Int] = [:]
        for row in panel.model.expanded { lanes[row] = panel.model.lanes(ofRow: row).count }
        let curves = Set(curves().keys).intersection(panel.model.expanded)
        let origin = panel.recorder.shown?.origin ?? now
        return TimelineLayout(
            viewport: controller.layout.viewport, rows: panel.model.rows.rows, fields: fields, curves: curves,
            lanes: lanes, now: now - origin)
    }

    /// Each row's configuration keys; none when edits are off.
    func bindings() -> [Int: [MotionBinding]] {
        guard panel.document != nil else { return [:] }
        var bindings: [Int: [MotionBinding]] = [:]
        for (index, row) in panel.model.rows.rows.enumerated() {
            bindings[index] = row.motion.bindings(
                in: controller.configuration, observed: row.interrupted ? nil : row.duration)
        }
        return bindings
    }

    /// The curve of each row that a tween of one Bézier plays; none when edits are off.
    func curves() -> [Int: CurveBinding] {
        guard panel.document != nil else { return [:] }
        var curves: [Int: CurveBinding] = [:]
        for (index, row) in panel.model.rows.rows.enumerated() {
            curves[index] = row.motion.curveBinding(in: controller.configuration)
        }
        return curves
    }

    /// `T` anywhere, and the panel's keys while it is open; false for a key that is not the panel's.
    func handleTimelineKey(_ key: Key, at host: Double) -> Bool {
        if key == .character("T"), !panel.isOpen {
            show(resizing: true)
            return true
        }
        guard panel.isOpen else { return false }
        let now = animationTime(host), bindings = bindings()
        let layout = layout(bindings: bindings, now: now)
        let playhead = playhead(layout: layout, now: now)
        guard
            let action = panel.model.action(
                for: key, playhead: playhead, bindings: bindings, curves: curves())
        else { return false }
        perform(action, at: host)
        return true
    }

    /// A pointer event on the open panel (or during a drag that began there); false for one
    /// that is the bar's.
    func handlePointer(_ event: InputEvent, at host: Double) -> Bool {
        guard panel.isOpen else { return false }
        let bindings = bindings()
        let layout = layout(bindings: bindings, now: animationTime(host))
        guard let actions = panel.model.pointer(event, layout: layout, bindings: bindings, curves: curves())
        else { return false }
        for action in actions { perform(action, at: host) }
        pipeline.isDirty = true
        return true
    }
}
