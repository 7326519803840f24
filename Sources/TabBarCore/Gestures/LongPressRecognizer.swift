/// Turns a press held still on an item into a long press (Flutter's tooltip gesture).
///
/// A press on an item waits `duration` seconds; if the pointer stays within `slop` pixels
/// of where it went down, the long press fires (`.began`) and lasts until the release or a
/// cancel (`.ended`). A fired press must not also become a tap: the caller cancels its
/// `TapRecognizer` when `.began` comes out. Once fired, moving no longer matters (the
/// tooltip stays until the finger lifts), as in Flutter.
///
/// Time is a parameter: `advance(to:)` fires the press, and `move` and `release` advance
/// first, so an event that arrives after the deadline still sees the long press fire before
/// it. `deadline` tells the event loop when to wake up. No clock, no X.
public struct LongPressRecognizer: Hashable, Sendable {
    /// What a pointer event or the passing of time led to.
    public enum Output: Hashable, Sendable {
        /// The long press fired on the item (show its tooltip; cancel the tap).
        case began(Int)
        /// The press that had fired was released or cancelled (hide the tooltip).
        case ended(Int)
    }

    /// How long a press must be held before it fires, in seconds.
    public var duration: Double
    /// How far the pointer may move from where it went down before the pending press is
    /// abandoned, in logical pixels.
    public var slop: Double

    /// An item pressed, waiting for the duration.
    public private(set) var pendingItem: Int?
    /// An item whose long press fired and is still held.
    public private(set) var firedItem: Int?
    /// Where the pending press went down, in logical pixels.
    private var pressPoint = Point.zero
    /// When the pending press went down, in seconds.
    private var pressTime = 0.0

    /// `duration` in seconds (negative means 0), `slop` in logical pixels (negative means 0).
    public init(duration: Double = 0.5, slop: Double = 8) {
        self.duration = max(duration, 0)
        self.slop = max(slop, 0)
    }

    /// When `advance` next needs to be called (the pending press's deadline, seconds), if
    /// any — the event loop sleeps until then.
    public var deadline: Double? {
        pendingItem == nil ? nil : pressTime + duration
    }

    /// A primary-button press at `point` and `time` (seconds). Ends any earlier press first.
    public mutating func press(at point: Point, time: Double, in targets: some HitTesting) -> [Output] {
        let out = cancel()
        if let item = targets.item(at: point) {
            pendingItem = item
            pressPoint = point
            pressTime = time
        }
        return out
    }

    /// The pointer moved. Beyond `slop` from the press point, or off the pending item's hit
    /// area (with the same tolerance, should the layout have changed), the pending press is
    /// abandoned for good. A fired press ignores moves.
    public mutating func move(to point: Point, time: Double, in targets: some HitTesting) -> [Output] {
        let out = advance(to: time)
        guard let item = pendingItem else { return out }
        if point.distance(to: pressPoint) > slop || !targets.item(item, contains: point, tolerance: slop) {
            pendingItem = nil
        }
        return out
    }

    /// The primary button was released at `time`. A press held past its deadline fires and
    /// ends at once; a fired press ends; a press released early does nothing (it may be a
    /// tap).
    public mutating func release(at point: Point, time: Double) -> [Output] {
        var out = advance(to: time)
        out += cancel()
        return out
    }

    /// Abandons any press (the pointer left the window, the layout changed, or another
    /// gesture such as a swipe took the pointer).
    public mutating func cancel() -> [Output] {
        pendingItem = nil
        guard let item = firedItem else { return [] }
        firedItem = nil
        return [.ended(item)]
    }

    /// Call as time passes (seconds): fires `.began` once the press has been held for
    /// `duration`, at most once per press.
    public mutating func advance(to time: Double) -> [Output] {
        guard let item = pendingItem, let deadline, time >= deadline else { return [] }
        pendingItem = nil
        firedItem = item
        return [.began(item)]
    }
}
