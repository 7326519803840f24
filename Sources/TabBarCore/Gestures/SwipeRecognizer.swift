/// Turns a horizontal drag on the page area into a tab switch.
///
/// After the press, the pointer must move `activation` pixels (straight-line distance from
/// the press point) with more horizontal than vertical motion (|dx| > |dy|) before the drag
/// becomes a swipe; until then it may still be a tap. A drag that first covers that
/// distance mostly vertically is never a swipe (a direction lock, as in a paging scroll
/// view). Once active, the page follows the finger by dx from the press point; reaching
/// `threshold` pixels switches tabs at once, and releasing earlier snaps the page back.
///
/// Offsets are measured from the press point, so the page stays where it was grabbed (it
/// catches up the `activation` pixels on the move that activates). A pure state machine
/// with no clock and no X: tests drive it with plain points.
public struct SwipeRecognizer: Hashable, Sendable {
    /// Which neighbouring tab a swipe goes to, by index.
    public enum Direction: Hashable, Sendable {
        /// The finger moved left: the following tab (index + 1) comes in from the right.
        case next
        /// The finger moved right: the preceding tab (index − 1) comes in from the left.
        case previous
    }

    /// What a pointer event led to.
    public enum Output: Hashable, Sendable {
        /// The page follows the finger horizontally by `offset` logical pixels (negative = left).
        case dragging(offset: Double)
        /// The threshold was reached: switch tabs now (the drag is over; the page transition
        /// takes over from the last `.dragging` offset).
        case swiped(Direction)
        /// Released or cancelled before the threshold: animate the offset back to 0 from
        /// `from` logical pixels.
        case snappedBack(from: Double)
    }

    private enum Phase: Hashable, Sendable {
        case idle
        /// Pressed, not yet moved `activation` pixels.
        case possible
        /// Moved mostly vertically first: this press is not a swipe.
        case rejected
        /// The page follows the finger.
        case dragging
        /// `.swiped` came out; everything until the release is ignored.
        case finished
    }

    /// How far the finger must drag horizontally to switch tabs, in logical pixels (|dx| ≥ threshold).
    public var threshold: Double
    /// How far the finger must move before the drag can become a swipe, in logical pixels.
    public var activation: Double

    /// A swipe has taken the pointer (the caller cancels taps and long presses then); it
    /// stays true after `.swiped` until the release.
    public private(set) var isActive = false
    private var phase = Phase.idle
    /// Where the press went down, in logical pixels.
    private var start = Point.zero
    /// The last offset reported by `.dragging`, in logical pixels.
    private var offset = 0.0

    /// `threshold` and `activation` in logical pixels.
    public init(threshold: Double = 80, activation: Double = 12) {
        self.threshold = threshold
        self.activation = activation
    }

    /// A primary-button press at `point` on the page area. Any earlier drag is forgotten
    /// without output: call `cancel()` first if one may still be on screen.
    public mutating func press(at point: Point) {
        start = point
        offset = 0
        phase = .possible
        isActive = false
    }

    /// The pointer moved with the button held (without a press, nothing happens).
    public mutating func move(to point: Point) -> [Output] {
        guard activate(towards: point) else { return [] }
        let dx = point.x - start.x
        if let direction = swipe(for: dx) {
            phase = .finished
            return [.swiped(direction)]
        }
        offset = dx
        return [.dragging(offset: dx)]
    }

    /// The primary button was released at `point`: an active drag either reaches the
    /// threshold there (`.swiped`) or snaps back from the release offset. A drag that never
    /// activated produces nothing (it may be a tap).
    public mutating func release(at point: Point) -> [Output] {
        defer { reset() }
        guard activate(towards: point) else { return [] }
        let dx = point.x - start.x
        if let direction = swipe(for: dx) { return [.swiped(direction)] }
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

    /// The direction of a drag by `dx` pixels once it reaches the threshold, else nil.
    private func swipe(for dx: Double) -> Direction? {
        guard abs(dx) >= threshold else { return nil }
        return dx < 0 ? .next : .previous
    }

    private mutating func reset() {
        phase = .idle
        isActive = false
        offset = 0
    }
}
