import TabBarCore

/// Frame deadlines on a fixed grid of `AnimationClock.frameRate` (60 Hz), like GTK's frame
/// clock without compositor timings.
///
/// Deadlines are `origin + k / rate`, never "last frame + 1/rate": the latter accumulates
/// wake-up latency and drifts to about 57 fps (measured; see platform-notes.md). A grid
/// starts when motion starts and stops when the window goes idle.
public struct FrameGrid: Sendable {
    /// Frames per second; the program's frame rate unless told otherwise.
    public let rate: Double
    private var origin: Double?
    private var count: Int = 0

    /// A grid of `rate` frames per second (`AnimationClock.frameRate` by default), not started.
    public init(rate: Double = AnimationClock.frameRate) {
        self.rate = rate
    }

    /// Whether the grid has started: between the first frame of a motion and the window going
    /// idle.
    public var isRunning: Bool { origin != nil }

    /// The next deadline, if the grid runs.
    public var nextDeadline: Double? {
        origin.map { $0 + Double(count) / rate }
    }

    /// Starts a grid whose first deadline is `time` (no-op when already running).
    public mutating func start(at time: Double) {
        guard origin == nil else { return }
        origin = time
        count = 0
    }

    /// Consumes the deadline for a frame drawn at `now`, returning the frame's time (the
    /// deadline itself, so animations advance evenly). Deadlines already missed are skipped.
    public mutating func take(now: Double) -> Double {
        guard let origin else { return now }
        let due = origin + Double(count) / rate
        let missed = max(0, Int(((now - due) * rate).rounded(.down)))
        count += missed + 1
        return due + Double(missed) / rate
    }

    /// Stops the grid; the next frame starts a new one.
    public mutating func stop() {
        origin = nil
    }
}
