import TabBarCore

/// The checks at the end of a motion: it comes to rest at its end and not before, the
/// window draws until it does, it rests as a window started there draws it, and (for an
/// item) it rests selected exactly when it is.
struct RestCheck {
    var scope: MotionScope
    /// Seconds from the input to the motion's end.
    var end: Double
    var look: SelectedLook?

    /// Checks the frames a play drew (seconds since the input, scene), the last one drawn
    /// when the window stopped, against the rest `window` comes to.
    func check(_ frames: [(time: Double, scene: Scene)], window: HeadlessWindow, into inspector: inout FrameInspector) {
        guard let last = frames.last else { return }
        let controller = window.controller
        // The play stops after `MotionPlay.limit` seconds even if the window would draw on.
        let cutShort = window.needsFrame
        let absoluteLast = window.lastFrame?.time ?? 0
        _ = controller.advance(to: absoluteLast + 30)
        let rest = controller.scene(at: absoluteLast + 30)
        let restLayers = own(rest)
        func differs(_ k: Int) -> String? { SceneEquality.difference(layers: own(frames[k].scene), restLayers) }
        func finding(_ message: String, at k: Int) -> FrameFinding {
            FrameFinding(
                message: message, time: frames[k].time, previousTime: k > 0 ? frames[k - 1].time : nil,
                scenes: (k > 0 ? [frames[k - 1].scene] : []) + [frames[k].scene])
        }
        let seconds = FrameInspector.seconds
        if let k = frames.indices.first(where: { frames[$0].time >= end - 1e-9 && differs($0) != nil }) {
            inspector.note(
                .rest, finding("still moving at \(seconds(frames[k].time)), after its end at \(seconds(end))", at: k))
        } else if differs(frames.count - 1) != nil {
            inspector.note(
                .rest,
                finding(
                    cutShort
                        ? "still moving at \(seconds(last.time)), when the check stops watching"
                        : "the window stops drawing at \(seconds(last.time)) before it comes to rest",
                    at: frames.count - 1))
        } else {
            // The first frame from which every frame is the resting one.
            var still = frames.count - 1
            while still > 0 && differs(still - 1) == nil { still -= 1 }
            if end - frames[still].time > MotionPlay.lateness {
                inspector.note(
                    .rest,
                    finding(
                        "at rest from \(seconds(frames[still].time)), but its end comes only at \(seconds(end))",
                        at: still))
            }
        }
        checkFresh(rest, controller: controller, into: &inspector)
        let atEnd = frames.firstIndex { $0.time >= end - 1e-9 } ?? frames.count - 1
        checkLook(frames, at: atEnd, selected: controller.selectedIndex, into: &inspector)
    }

    /// The motion's own layers of `scene`.
    func own(_ scene: Scene) -> [SceneLayer] { scene.layers.filter { scope.owns(layer: $0.id) } }

    /// At rest on a tab's root page, the motion's layers are what a window started on that
    /// selection draws (with the badges it has now, as a configuration declaring them would).
    func checkFresh(_ rest: Scene, controller: TabBarController, into inspector: inout FrameInspector) {
        guard controller.navigator.depth == 1, controller.navigator.presented == nil else { return }
        var configuration = controller.configuration
        configuration.initialIndex = controller.selectedIndex
        if configuration.tabs.count == controller.items.count {
            for index in configuration.tabs.indices { configuration.tabs[index].badge = controller.items[index].badge }
        }
        let fresh = TabBarController(
            configuration: configuration, viewport: controller.layout.viewport, measurer: controller.measurer)
        if let difference = SceneEquality.difference(layers: own(rest), own(fresh.scene(at: 0))) {
            inspector.note(
                .rest,
                FrameFinding(
                    message: "rests unlike a window started on item \(controller.selectedIndex) draws it: \(difference)"
                ))
        }
    }

    /// An item that was deselected rests deselected; one that was selected rests selected:
    /// judged on the frame at the motion's end, `frames[k]`.
    func checkLook(
        _ frames: [(time: Double, scene: Scene)], at k: Int, selected: Int, into inspector: inout FrameInspector
    ) {
        guard let look, case .item(let slot) = scope, look.references[slot] != nil else { return }
        let shown = look.selectedSlots(in: frames[k].scene)
        let at = " at \(FrameInspector.seconds(frames[k].time)), its end"
        let message: String
        if slot != selected, shown.contains(slot) {
            message = "two selected items: item \(slot) still looks selected beside item \(selected)" + at
        } else if slot == selected, !shown.contains(slot) {
            message = "item \(slot) is selected but looks deselected" + at
        } else {
            return
        }
        inspector.note(
            slot == selected ? .holes : .ghosts,
            FrameFinding(
                message: message, time: frames[k].time, previousTime: k > 0 ? frames[k - 1].time : nil,
                scenes: (k > 0 ? [frames[k - 1].scene] : []) + [frames[k].scene]))
    }
}
