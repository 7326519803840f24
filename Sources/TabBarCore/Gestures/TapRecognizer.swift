/// Turns pointer presses and releases over items into taps.
///
/// A press on an item highlights it; releasing on the same item, within `slop` pixels of
/// its hit area, is a tap. Dragging farther away cancels the press for good (the highlight
/// goes, and the release selects nothing), as a touch that leaves a control does.
/// A pure state machine: no clock, no X, so tests drive it with plain points.
public struct TapRecognizer: Hashable, Sendable {
    /// What the recognizer is doing.
    public enum State: Hashable, Sendable {
        /// No press is in progress.
        case idle
        /// A press on `item` that may still become a tap.
        case pressing(item: Int)
        /// A press that left its item; it ends at the release without a tap.
        case cancelled
    }

    /// What a pointer event led to.
    public enum Output: Hashable, Sendable {
        /// Show the pressed highlight on the item.
        case highlight(Int)
        /// Remove the highlight without selecting.
        case unhighlight(Int)
        /// The item was tapped (its highlight ends too).
        case tap(Int)
    }

    /// What the recognizer is doing now.
    public private(set) var state: State = .idle
    /// How far outside its item a pressed pointer may wander, in logical pixels.
    public var slop: Double

    /// A recognizer that lets a pressed pointer wander `slop` logical pixels outside its item
    /// (8 by default) before the press is cancelled.
    public init(slop: Double = 8) {
        self.slop = slop
    }

    /// A primary-button press at `point`.
    public mutating func press(at point: Point, in targets: some HitTesting) -> [Output] {
        var out = cancel()
        if let item = targets.item(at: point) {
            state = .pressing(item: item)
            out.append(.highlight(item))
        } else {
            state = .cancelled
        }
        return out
    }

    /// The pointer moved with the button held (or not; then nothing happens).
    public mutating func move(to point: Point, in targets: some HitTesting) -> [Output] {
        guard case .pressing(let item) = state, !targets.item(item, contains: point, tolerance: slop) else { return [] }
        state = .cancelled
        return [.unhighlight(item)]
    }

    /// The primary button was released at `point`.
    public mutating func release(at point: Point, in targets: some HitTesting) -> [Output] {
        defer { state = .idle }
        guard case .pressing(let item) = state else { return [] }
        return targets.item(item, contains: point, tolerance: slop) ? [.tap(item)] : [.unhighlight(item)]
    }

    /// Abandons any press (the pointer left the window, or the layout changed).
    public mutating func cancel() -> [Output] {
        defer { state = .idle }
        if case .pressing(let item) = state { return [.unhighlight(item)] }
        return []
    }
}
