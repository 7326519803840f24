import TabBarCore

/// One interaction, kept so that it can be played again or scrubbed: the controller's state
/// before it and every input it was given, at its animation time.
public struct TimelineTake {
    /// One input and when the controller got it.
    public struct Input {
        /// The input as the controller got it (a tap, a key, a navigation command).
        public var event: InputEvent
        /// The animation time it came at, so a replay gives it at the same moment.
        public var time: Double

        /// `event` at animation time `time`.
        public init(event: InputEvent, time: Double) {
            self.event = event
            self.time = time
        }
    }

    /// The state before the first input; nil when the motions began without input (the
    /// control channel's commands), which can be shown but not played again.
    public var snapshot: TabBarController.Snapshot?
    /// The timeline's 0: the animation time the first motion began (until one begins, the
    /// first input's). Inputs may come before it (a press held before its release selects).
    public var origin: Double
    /// Every input of the interaction in order: what a replay gives the controller again.
    public var inputs: [Input]

    /// The interaction from `snapshot`, its 0 at `origin`, with `inputs` so far.
    public init(snapshot: TabBarController.Snapshot?, origin: Double, inputs: [Input] = []) {
        self.snapshot = snapshot
        self.origin = origin
        self.inputs = inputs
    }

    /// Seconds from the first input to the timeline's 0.
    public var lead: Double { inputs.first.map { origin - $0.time } ?? 0 }

    /// The same interaction with its 0 at `origin` instead.
    public func moved(to origin: Double) -> TimelineTake {
        let shift = origin - self.origin
        return TimelineTake(
            snapshot: snapshot, origin: origin,
            inputs: inputs.map { Input(event: $0.event, time: $0.time + shift) })
    }

    /// Puts `controller` in the state this take shows at animation time `time`: the state
    /// before it, then the inputs given by `time`, then whatever ended by `time`; with no
    /// time, the state before its first input. What this traced is thrown away (it happened
    /// when the take was played). Returns the inputs still to come, which the caller gives as
    /// the clock reaches them; nil without a snapshot.
    public func restore(_ controller: TabBarController, at time: Double?) -> [Input]? {
        guard let snapshot else { return nil }
        controller.restore(snapshot)
        guard let time else { return inputs }
        var later: [Input] = []
        for input in inputs {
            if input.time <= time {
                _ = controller.handle(input.event, at: input.time)
            } else {
                later.append(input)
            }
        }
        _ = controller.advance(to: time)
        return later
    }
}

extension TimelineTake {
    /// The take played again in a controller of its own for `configuration` (the one whose
    /// state the snapshot is), sampled every 1/60 s from its first input for `span` seconds
    /// as `tabbar plot` samples a motion: the property lanes of every named node. Nil without
    /// a snapshot.
    public func samples(
        configuration: AppConfiguration, viewport: Size, measurer: any TextMeasuring, span: Double
    ) -> MotionSamples? {
        let controller = TabBarController(configuration: configuration, viewport: viewport, measurer: measurer)
        guard var later = restore(controller, at: nil)?[...] else { return nil }
        let frames = max(1, Int((span / AnimationClock.frameDuration).rounded(.up)))
        let times = (0...frames).map { Double($0) * AnimationClock.frameDuration }
        return MotionSamples(times: times) { offset in
            let time = origin + offset
            while let next = later.first, next.time <= time {
                _ = controller.handle(next.event, at: next.time)
                later.removeFirst()
            }
            _ = controller.advance(to: time)
            return controller.scene(at: time)
        }
    }
}

/// Keeps the interaction the timeline shows, and the one being given: a take starts with
/// the first input at rest (or the first after the panel moved the clock), holds every input
/// until the next such one, and becomes the one shown once a motion begins in it.
public struct TimelineRecorder {
    /// The interaction shown: the last one in which a motion began.
    public private(set) var shown: TimelineTake?
    /// The inputs since the last rest, not yet shown when nothing began in them yet.
    public private(set) var recording: TimelineTake?
    private var isRecordingShown = false
    /// A press is down: its release belongs to the take the press began, though nothing
    /// moved between them (a card's tap pushes on release, from rest).
    private var isPressHeld = false
    /// The panel plays the take shown (a replay, an edit, a scrub): motions that begin are
    /// its own, and the next input starts another take, even while something moves.
    private var isSealed = false

    /// A recorder with nothing shown or recorded: the first input starts a take.
    public init() {}

    /// Notes an input given at `time`; `atRest` says whether nothing moved just before it,
    /// `snapshot` gives the state before it.
    public mutating func note(
        _ event: InputEvent, at time: Double, atRest: Bool, snapshot: () -> TabBarController.Snapshot
    ) {
        if case .resize = event { return }
        let input = TimelineTake.Input(event: event, time: time)
        if (atRest && !isPressHeld) || isSealed || recording == nil {
            recording = TimelineTake(snapshot: snapshot(), origin: time, inputs: [input])
            isRecordingShown = false
            isSealed = false
        } else {
            recording?.inputs.append(input)
            if isRecordingShown { shown?.inputs.append(input) }
        }
        switch event {
        case .pointerDown: isPressHeld = true
        case .pointerUp, .pointerLeave: isPressHeld = false
        default: break
        }
    }

    /// A motion began at `time`: the interaction being given becomes the one shown (true
    /// when that is a new one, whose rows start afresh). Without one (no input started it, as
    /// with the control channel's commands), a take without a snapshot starts at `time`.
    public mutating func motionBegan(at time: Double) -> Bool {
        if isSealed || isRecordingShown { return false }
        var take = recording ?? TimelineTake(snapshot: nil, origin: time)
        take.origin = time
        shown = take
        recording = take
        isRecordingShown = true
        return true
    }

    /// Nothing moves any more: the interaction is over, and the next input or motion starts another.
    public mutating func rested() {
        // A press held at rest is not over: its release is still to come.
        guard !isPressHeld else { return }
        recording = nil
        isRecordingShown = false
        isSealed = false
    }

    /// The panel played `take` (a replay, an edit): it is the one shown, and the next input
    /// starts another.
    public mutating func show(_ take: TimelineTake) {
        shown = take
        recording = nil
        isRecordingShown = false
        isSealed = true
    }

    /// The panel moved the clock (a scrub): motions that begin as it runs on belong to the
    /// take shown, and the next input starts another.
    public mutating func seal() {
        isSealed = true
    }
}
