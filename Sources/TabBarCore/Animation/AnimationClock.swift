/// The one clock every animation reads, so slow motion and pause reach springs, keyframes
/// and transitions alike (the iOS Simulator's "Slow Animations", plus a frame-by-frame pause
/// for reviewing motion).
///
/// It maps host time (seconds from any monotonic origin, read by the caller) to animation
/// time (seconds). A new clock reads animation time `host / slowFactor`, i.e. 0 at host 0.
/// The mapping is piecewise linear and continuous: pausing, resuming and changing speed
/// re-anchor it at the moment of the change, so the animation time never jumps.
/// Host times passed in are expected never to decrease.
public struct AnimationClock: Hashable, Sendable {
    /// Frames per second: the window draws on a grid of this rate, a fixed-step clock
    /// advances whole frames of it, and every tool samples motion at it. The one place the
    /// program's 60 Hz is written.
    public static let frameRate = 60.0
    /// Length of one stepped frame in seconds.
    public static let frameDuration = 1 / frameRate
    /// The slowest allowed slow-motion factor; larger factors are clamped to it.
    public static let maximumSlowFactor = 100.0

    /// The host time a fixed-step clock (`--fixed-step`) reads once `frames` frames are
    /// drawn: whole frames of 1/60 s. The window and the headless window both count time so,
    /// to the last bit, so that their frames fall at the very same animation times.
    public static func fixedStepHost(frames: Int) -> Double {
        Double(frames) * frameDuration
    }

    /// How many times slower than real time animations run: 1 when normal, 10 means one
    /// second of host time moves the animations by 0.1 s. Always in 1…100.
    public private(set) var slowFactor: Double
    /// Whether the animation time is frozen (only `step` moves it).
    public private(set) var isPaused = false

    /// Host time (s) of the last re-anchoring.
    private var anchorHost = 0.0
    /// Animation time (s) at `anchorHost`; while paused, the time at which the clock froze
    /// (or was last clamped to while stepping).
    private var anchorTime = 0.0
    /// Frames stepped since `anchorTime` while paused. Counted as an integer so that many
    /// steps never accumulate rounding error.
    private var steppedFrames = 0

    /// A running clock; `slowFactor` ≥ 1 makes animations run 1/factor as fast (clamped to
    /// 1…100, NaN meaning 1).
    public init(slowFactor: Double = 1) {
        self.slowFactor = Self.clamped(slowFactor)
    }

    /// Animation time (seconds) at host time `host` (seconds, any monotonic origin).
    /// While paused it does not depend on `host`.
    public func time(at host: Double) -> Double {
        if isPaused { return anchorTime + Double(steppedFrames) / Self.frameRate }
        return anchorTime + (host - anchorHost) / slowFactor
    }

    /// Changes the speed at `host` without moving the animation time there: time(at: host)
    /// is the same before and after. Factors outside 1…100 are clamped (NaN means 1).
    public mutating func setSlowFactor(_ factor: Double, at host: Double) {
        // A paused clock keeps its anchor and step count, so stepping stays drift-free.
        if !isPaused { reanchor(at: host) }
        slowFactor = Self.clamped(factor)
    }

    /// Switches between normal speed and `factor` (Shift+S): any slow motion goes back to 1,
    /// normal speed goes to `factor`. Continuous like `setSlowFactor`.
    public mutating func toggleSlowMotion(at host: Double, factor: Double = 10) {
        setSlowFactor(slowFactor > 1 ? 1 : factor, at: host)
    }

    /// Freezes the animation time at its value at `host`. Does nothing when already paused.
    public mutating func pause(at host: Double) {
        guard !isPaused else { return }
        reanchor(at: host)
        isPaused = true
    }

    /// Lets time run again from where it was paused (stepped frames included), so the first
    /// frame after resuming continues the paused picture. Does nothing when running.
    public mutating func resume(at host: Double) {
        guard isPaused else { return }
        reanchor(at: host)
        isPaused = false
    }

    /// Pauses a running clock or resumes a paused one (Space).
    public mutating func togglePause(at host: Double) {
        if isPaused { resume(at: host) } else { pause(at: host) }
    }

    /// While paused, moves the animation time by `frames` × 1/60 s (negative steps back).
    /// No drift: frames are counted as an integer from the pause and converted once, so
    /// after 10,000 steps of +1 the time is exactly `start + 10000.0 / 60`.
    ///
    /// Does nothing while running: the clock is already moving, and a step would make the
    /// animation time jump. Stepping back stops at 0 (nothing was scheduled before the
    /// clock's start, so earlier frames show nothing new); a clock already below 0 does not
    /// step further back.
    public mutating func step(frames: Int, at host: Double) {
        guard isPaused else { return }
        let (sum, overflow) = steppedFrames.addingReportingOverflow(frames)
        let total = overflow ? (frames < 0 ? Int.min : Int.max) : sum
        let stepped = anchorTime + Double(total) / Self.frameRate
        if frames < 0, stepped < 0 {
            anchorTime = min(time(at: host), 0)
            steppedFrames = 0
        } else {
            steppedFrames = total
        }
    }

    /// Pauses the clock at animation time `time` exactly (the timeline panel's playhead):
    /// scrubbing reads any instant, earlier or later, without stepping frame by frame. Frame
    /// steps then count from `time`; resuming runs on from it. `host` is the host time now.
    public mutating func seek(to time: Double, at host: Double) {
        guard time.isFinite else { return }
        anchorHost = host
        anchorTime = time
        steppedFrames = 0
        isPaused = true
    }

    /// Whether the clock is paused and how slow it runs (the `clock` trace event's `state`).
    public var state: State { State(isPaused: isPaused, slowFactor: slowFactor) }

    /// A short human-readable state for the HUD and the trace: "running", "paused",
    /// "slow ×10", "paused · slow ×10".
    public var stateDescription: String { state.description }

    /// Moves the anchor to `host`, keeping time(at: host) where it is.
    private mutating func reanchor(at host: Double) {
        anchorTime = time(at: host)
        anchorHost = host
        steppedFrames = 0
    }

    private static func clamped(_ factor: Double) -> Double {
        factor.isNaN ? 1 : min(max(factor, 1), maximumSlowFactor)
    }
}
