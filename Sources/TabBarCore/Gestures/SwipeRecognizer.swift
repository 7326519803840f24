/// Turns a horizontal drag on the page area into a tab switch, decided on release.
///
/// After the press, the pointer must move `activation` pixels (straight-line distance from
/// the press point) with more horizontal than vertical motion (|dx| > |dy|) before the drag
/// becomes a swipe; until then it may still be a tap. A drag that first covers that
/// distance mostly vertically is never a swipe (a direction lock, as in a paging scroll
/// view). Once active, the page follows the pointer by dx from the press point, with its
/// neighbour beside it, and nothing is decided while the button is held: dragging back
/// undoes it. On release the switch commits when the page has moved `threshold` pixels
/// (the controller makes that half the page) or was flung at `flingVelocity` px/s or more
/// in the direction it moved; otherwise it springs back. A fling against the drag cancels it.
///
/// A press can catch a page that is still settling (`press(at:time:catching:)`): the drag
/// continues from that offset at once. A pure state machine with no clock and no X: tests
/// drive it with plain points and times.
public struct SwipeRecognizer: Hashable, Sendable {
    /// Which neighbouring tab a swipe goes to, by index.
    public enum Direction: Hashable, Sendable {
        /// The pointer moved left: the following tab (index + 1) comes in from the right.
        case next
        /// The pointer moved right: the preceding tab (index − 1) comes in from the left.
        case previous
    }

    /// What a pointer event led to.
    public enum Output: Hashable, Sendable {
        /// The page follows the pointer horizontally by `offset` logical pixels (negative = left).
        case dragging(offset: Double)
        /// Released past the threshold or with a fling: switch tabs; the page settles from
        /// the last `.dragging` offset.
        case swiped(Direction)
        /// Released or cancelled short of a switch: animate the offset back to 0 from
        /// `from` logical pixels.
        case snappedBack(from: Double)
    }

    private enum Phase: Hashable, Sendable {
        case idle
        /// Pressed, not yet moved `activation` pixels.
        case possible
        /// Moved mostly vertically first: this press is not a swipe.
        case rejected
        /// The page follows the pointer.
        case dragging
    }

    /// How far the page must have moved at release to switch tabs, in logical pixels
    /// (|offset| ≥ threshold); the controller sets half the page's width.
    public var threshold: Double
    /// How far the pointer must move before the drag can become a swipe, in logical pixels.
    public var activation: Double
    /// The release speed, in logical pixels per second, that switches tabs whatever the
    /// distance, when it points the way the page moved.
    public var flingVelocity: Double
    /// The window over which the release velocity is measured, in seconds.
    static let velocityWindow = 0.1

    /// A swipe has taken the pointer (the caller cancels taps and long presses then).
    public private(set) var isActive = false
    private var phase = Phase.idle
    /// Where the press went down, in logical pixels.
    private var start = Point.zero
    /// The page's offset when the press caught it.
    private var caught = 0.0
    /// The last offset reported by `.dragging`, in logical pixels.
    private var offset = 0.0
    /// Recent (time, x) samples for the release velocity.
    private var samples: [Sample] = []

    private struct Sample: Hashable, Sendable {
        var time: Double
        var x: Double
    }

    /// `threshold`, `activation` in logical pixels, `flingVelocity` in px/s.
    public init(threshold: Double = 195, activation: Double = 12, flingVelocity: Double = 300) {
        self.threshold = threshold
        self.activation = activation
        self.flingVelocity = flingVelocity
    }

    /// A primary-button press at `point` at `time`. `catching` is the offset of a page still
    /// settling from an earlier drag: non-zero, the press takes the page where it is and the
    /// drag is active at once. Any earlier drag is forgotten without output: call
    /// `cancel()` first if one may still be on screen.
    public mutating func press(at point: Point, time: Double = 0, catching: Double = 0) {
        start = point
        caught = catching
        offset = catching
        samples = [Sample(time: time, x: point.x)]
        phase = catching != 0 ? .dragging : .possible
        isActive = catching != 0
    }

    /// The pointer moved with the button held at `time` (without a press, nothing happens).
    public mutating func move(to point: Point, time: Double = 0) -> [Output] {
        if phase != .idle { record(point, time) }
        guard activate(towards: point) else { return [] }
        offset = caught + point.x - start.x
        return [.dragging(offset: offset)]
    }

    /// The primary button was released at `point` at `time`: an active drag switches
    /// (`.swiped`) or springs back from the release offset. A drag that never activated
    /// produces nothing (it may be a tap).
    public mutating func release(at point: Point, time: Double = 0) -> [Output] {
        defer { reset() }
        if phase != .idle { record(point, time) }
        guard activate(towards: point) else { return [] }
        let dx = caught + point.x - start.x
        if let direction = decide(offset: dx, velocity: releaseVelocity) { return [.swiped(direction)] }
        return [.snappedBack(from: dx)]
    }

    /// Abandons the drag (the pointer left the window, the layout changed): an active drag
    /// snaps back from its last offset.
    public mutating func cancel() -> [Output] {
        defer { reset() }
        return phase == .dragging ? [.snappedBack(from: offset)] : []
    }

    /// Activates a possible drag that has moved far enough horizontally, rejects one that
    /// moved far enough vertically; true when the drag is (now) following the finger.
    private mutating func activate(towards point: Point) -> Bool {
        if phase == .possible, point.distance(to: start) >= activation {
            let horizontal = abs(point.x - start.x) > abs(point.y - start.y)
            phase = horizontal ? .dragging : .rejected
            isActive = horizontal
        }
        return phase == .dragging
    }

    /// The switch a release at `offset` moving at `velocity` px/s makes, if any: a fling
    /// decides by its direction (against the drag, it cancels), else the distance does.
    private func decide(offset: Double, velocity: Double) -> Direction? {
        let direction: Direction = offset < 0 ? .next : .previous
        guard offset != 0 else { return nil }
        if abs(velocity) >= flingVelocity { return (velocity < 0) == (offset < 0) ? direction : nil }
        return abs(offset) >= threshold ? direction : nil
    }

    private mutating func record(_ point: Point, _ time: Double) {
        samples.append(Sample(time: time, x: point.x))
        // Pointer events come at most a few hundred a second: 32 cover the window.
        if samples.count > 32 { samples.removeFirst(samples.count - 32) }
    }

    /// The horizontal speed over the last `velocityWindow` seconds of samples, px/s.
    private var releaseVelocity: Double {
        guard let last = samples.last,
            let first = samples.first(where: { $0.time >= last.time - Self.velocityWindow && $0.time < last.time })
                ?? samples.dropLast().last, last.time > first.time
        else { return 0 }
        return (last.x - first.x) / (last.time - first.time)
    }

    private mutating func reset() {
        phase = .idle
        isActive = false
        offset = 0
        caught = 0
        samples = []
    }
}
