import TabBarCore

/// Turns what a person does in the window into a QA script (`--record FILE.json`) that
/// `--script` replays: clicks on items as item clicks, other clicks as points, drags, long
/// presses, wheel turns and keys (review keys included, so a replay reproduces slow motion
/// and pauses), with the host time between inputs as waits rounded to whole frames, or as
/// `{"waitFor": "idle"}` where the pause covered the end of the motion the last step started,
/// so the replay waits for the motion rather than the machine. `A` (`insert(asserts:)`) adds
/// asserts of the state at that moment. Pure: the host passes each input with its host time,
/// the item under a point, and whether anything was moving before and after it.
public struct ScriptRecorder: Sendable {
    /// A press in progress: where and when, and whether it has moved past the slop.
    struct Press: Sendable {
        var point: Point
        var item: Int?
        var time: Double
        var moved: Bool
        /// Whether anything moved when the press came.
        var wasMoving: Bool
    }

    /// Movement beyond this (logical pixels) makes a press a drag, as the recognizers judge.
    static let slop = 8.0
    /// A press held this long without moving is a long press (the recognizer's duration).
    static let longPress = LongPressRecognizer().duration
    /// The longest wait written after the last input: enough for its motion to settle.
    static let trailingWait = 1.0

    private(set) var lines: [String] = []
    private var lastTime: Double
    private var press: Press?
    /// Whether anything moved right after the last step written.
    private var movedAfterLast = false
    /// A step was written since the last `settle`.
    private var isSettling = false

    /// A recorder whose first wait counts from host time `start`.
    public init(start: Double = 0) {
        lastTime = start
    }

    /// Records one input at host time `time`; `item` finds the bar item under a point;
    /// `isMoving` says whether anything moved just before it.
    public mutating func record(_ event: InputEvent, at time: Double, item: (Point) -> Int?, isMoving: Bool = false) {
        switch event {
        case .pointerDown(let point, .primary):
            press = Press(point: point, item: item(point), time: time, moved: false, wasMoving: isMoving)
        case .pointerMove(let point):
            if let start = press?.point, distance(start, point) > Self.slop { press?.moved = true }
        case .pointerUp(let point, .primary):
            guard let down = press else { return }
            press = nil
            if down.moved || distance(down.point, point) > Self.slop {
                let from = down.item.map(ScriptTarget.item) ?? .point(down.point)
                let duration =
                    max(1, ((time - down.time) * AnimationClock.frameRate).rounded()) / AnimationClock.frameRate
                append(
                    #"{"drag": {"from": \#(from.json), "to": \#(ScriptTarget.point(point).json), "duration": \#(frames(duration))}}"#,
                    at: down.time, lasting: duration, wasMoving: down.wasMoving)
            } else {
                let target = down.item.map(ScriptTarget.item) ?? .point(down.point)
                if time - down.time >= Self.longPress {
                    append(
                        #"{"longPress": \#(target.json)}"#, at: down.time, lasting: ScriptGesture.longPressHold,
                        wasMoving: down.wasMoving)
                } else {
                    append(#"{"click": \#(target.json)}"#, at: down.time, wasMoving: down.wasMoving)
                }
            }
        case .wheel(_, let dy, let point):
            guard dy != 0 else { return }
            let target = item(point).map(ScriptTarget.item) ?? .point(point)
            append(
                #"{"wheel": \#(String(target.json.dropLast())), "dy": \#(ScriptJSON.number(dy))}}"#, at: time,
                wasMoving: isMoving)
        case .key(let key, let modifiers):
            guard let name = KeyName.name(key, modifiers) else { return }
            append(#"{"key": \#(ScriptJSON.string(name))}"#, at: time, wasMoving: isMoving)
        default:
            break
        }
    }

    /// After the host handled the input just recorded: whether anything moves now (what the
    /// wait before the next step depends on).
    public mutating func settle(isMoving: Bool) {
        guard isSettling else { return }
        isSettling = false
        movedAfterLast = isMoving
    }

    /// Adds asserts (each a JSON object such as `{"assert": {"selected": 2}}`) at host time
    /// `time`, as steps of their own.
    public mutating func insert(asserts: [String], at time: Double, isMoving: Bool) {
        for line in asserts { append(line, at: time, wasMoving: isMoving) }
        movedAfterLast = isMoving
        isSettling = false
    }

    /// The script as JSON, one step a line, ending with a wait up to `end` (at most
    /// `trailingWait`), or for the motion to end when it ended before `end` (`isMoving` then).
    public func json(endingAt end: Double, isMoving: Bool = false) -> String {
        var steps = lines
        let tail = min(Self.trailingWait, end - lastTime)
        if let wait = waitLine(tail, wasMoving: isMoving) { steps.append(wait) }
        return "{\"steps\": [\n" + steps.map { "  " + $0 }.joined(separator: ",\n") + "\n]}\n"
    }

    /// The number of steps written so far (waits included).
    public var stepCount: Int { lines.count }

    /// Adds a step that started at host time `time` and takes `lasting` seconds to replay,
    /// after a wait for the time since the previous step's replay ended; `wasMoving` says
    /// whether anything moved when it started.
    private mutating func append(_ step: String, at time: Double, lasting: Double = 0, wasMoving: Bool) {
        if let wait = waitLine(time - lastTime, wasMoving: wasMoving) { lines.append(wait) }
        lastTime = max(lastTime, time + lasting)
        lines.append(step)
        isSettling = true
    }

    /// The wait before a step: `{"waitFor": "idle"}` when the motion the last step left
    /// running had ended by then, else `{"wait": …}` for `seconds` rounded to whole frames;
    /// nil when that is no frame.
    private func waitLine(_ seconds: Double, wasMoving: Bool) -> String? {
        let count = (seconds * AnimationClock.frameRate).rounded()
        guard count >= 1 else { return nil }
        if movedAfterLast && !wasMoving { return #"{"waitFor": "idle"}"# }
        return #"{"wait": \#(frames(seconds))}"#
    }

    /// `seconds` rounded to whole 1/60 s frames, as a number cut (not rounded) to six
    /// decimals: a wait a hair short of its frames falls due on the frame it stands for.
    private func frames(_ seconds: Double) -> String {
        let value =
            (max(0, (seconds * AnimationClock.frameRate).rounded()) / AnimationClock.frameRate * 1e6).rounded(.down)
            / 1e6
        return value == value.rounded() ? String(Int(value)) : String(value)
    }

    private func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
