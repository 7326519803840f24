import TabBarCore

/// One motion played in a headless window and checked as it plays: the window's own frames
/// (`HeadlessWindow`, the window's path under `--fixed-step`), slowed four times so that its
/// 60 Hz frames fall 1/240 s of animation time apart, from the input until the window stops
/// drawing; then the rest it comes to.
struct MotionPlay {
    /// Samples per second of animation time.
    static let rate = 240.0
    /// The longest a motion is watched, seconds: it must be at rest by then.
    static let limit = 8.0
    /// How long before its end a motion may already be still (a spring's end comes when it
    /// stays within half a pixel, a little after it first does: `SpringEndTests`).
    static let lateness = 0.05

    /// One input of the motion: what to do to the window, and at which 60 Hz frame of it.
    struct Input {
        var frame: Int
        var act: (HeadlessWindow) -> Void
    }

    /// What the checks found, and what they cost.
    struct Outcome {
        var findings: [MotionCheck: FrameFinding] = [:]
        var timings: [MotionCheck: Duration] = [:]
        /// The whole play: window, frames and checks.
        var total: Duration = .zero
    }

    var scope: MotionScope
    var measurer: any TextMeasuring
    /// How much faster than a tween a spring transition may move (`SpringAllowance`).
    var allowance = 1.0
    /// How long the motion lasts after its input when no trace says so (a badge, a bar's slide).
    var untraced = 0.0
    /// How items look selected, for the ghost and hole checks at rest (nil: not checked).
    var look: SelectedLook?

    /// Plays `inputs` in `window`, at rest where the motion starts; `endTime` reads the
    /// motion's end from what the window traced since its input (and the input's time),
    /// nil when it cannot tell (then the motion lasts until the window stops drawing).
    func run(
        in window: HeadlessWindow, inputs: [Input], endTime: (ArraySlice<TraceEvent>, Double) -> Double?
    ) -> Outcome {
        let clock = ContinuousClock()
        let began = clock.now
        let restBefore = window.lastFrame?.scene ?? window.drawFrame().scene
        window.setSlowFactor(Self.rate / AnimationClock.frameRate)
        let start = window.now, traced = window.trace.count
        var inspector = FrameInspector(
            scope: scope, layout: window.controller.layout, measurer: measurer, allowance: allowance,
            restBefore: restBefore)
        var frames: [(time: Double, scene: Scene)] = []
        var pending = inputs[...]
        var steps: [(time: Double, layer: String)] = []
        repeat {
            let before = window.trace.count
            while let next = pending.first, next.frame * Int(Self.rate / AnimationClock.frameRate) <= frames.count {
                next.act(window)
                pending.removeFirst()
            }
            let frame = window.drawFrame()
            steps += Self.declaredSteps(window.trace[before...], in: window.controller, at: frame.time)
            let time = frame.time - start
            let previous = frames.last?.time ?? time
            let swaps = Set(
                steps.filter { $0.time >= previous + start - 1e-9 && $0.time <= frame.time + 1e-9 }.map(\.layer))
            inspector.inspect(
                FrameInspector.Frame(time: time, scene: frame.scene), selected: window.controller.selectedIndex,
                steps: swaps)
            frames.append((time, frame.scene))
        } while (!pending.isEmpty || window.needsFrame) && Double(frames.count) < Self.limit * Self.rate
        let end = max(
            endTime(window.trace[traced...], start).map { $0 - start } ?? frames[frames.count - 1].time, untraced)
        var outcome = Outcome()
        inspector.timed(.rest) { inspector in
            RestCheck(scope: scope, end: end, look: look).check(frames, window: window, into: &inspector)
        }
        if scope.checks.contains(.holes) && scope.isTransition {
            let rest = frames[frames.count - 1].scene
            inspector.timed(.holes) { $0.finishHoles(restAfter: rest) }
        }
        outcome.findings = inspector.findings
        outcome.timings = inspector.timings
        outcome.total = clock.now - began
        return outcome
    }

    /// The steps in the motions `trace` (what the frame drawn at `time` traced) begins, as
    /// absolute times and layers: those an item animation declares
    /// (`ItemAnimation.discontinuities`); the selection's own switch of both items' faces
    /// (colours and icons change at once, as Ramotion's do); and the reduced colourful
    /// mask's change at once, for the indicator and every item it reveals.
    static func declaredSteps(
        _ trace: ArraySlice<TraceEvent>, in controller: TabBarController, at time: Double
    ) -> [(time: Double, layer: String)] {
        trace.flatMap { event -> [(time: Double, layer: String)] in
            if case .select(let from, let to, _) = event {
                return [(time, "bar.item.\(from)"), (time, "bar.item.\(to)")]
            }
            guard case .animation(let begun) = event, begun.phase == .begin else { return [] }
            switch begun.kind {
            case .select, .deselect, .reselect:
                guard controller.items.indices.contains(begun.index) else { return [] }
                let animation = controller.items[begun.index].animation
                let role = ItemAnimator.Kind(rawValue: begun.kind.rawValue) ?? .select
                let duration =
                    switch role {
                    case .select: animation.duration
                    case .deselect: animation.deselectDuration
                    case .reselect: animation.reselectDuration
                    }
                return animation.discontinuities(role: role, duration: duration).map {
                    (begun.time + $0, "bar.item.\(begun.index)")
                }
            case .indicator:
                guard controller.indicatorChangesAtOnce else { return [] }
                return (["bar.indicator"] + controller.items.indices.map { "bar.item.\($0)" }).map { (begun.time, $0) }
            }
        }
    }
}
