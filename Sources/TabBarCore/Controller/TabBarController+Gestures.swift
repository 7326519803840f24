/// Long presses (tooltips), swipes between tabs, wheel steps and hover.
extension TabBarController {
    /// How long a tooltip stays after its press is released (Flutter's `showDuration`, 1.5 s),
    /// and how long it takes to fade in and out.
    static let tooltipLinger = 1.5
    static let tooltipFade = 0.1

    /// Fires a long press whose time has come.
    func advanceGestures(to time: Double) -> [TraceEvent] {
        applyLongPress(gestures.longPress.advance(to: time), at: time)
    }

    func applyLongPress(_ outputs: [LongPressRecognizer.Output], at time: Double) -> [TraceEvent] {
        var events: [TraceEvent] = []
        for output in outputs {
            switch output {
            case .began(let item):
                // A long press is not a tap: the bar's tap recognizer lets go of the press
                // (the long press keeps it, to hear the release).
                events += applyBar(gestures.barTaps.cancel(), at: time)
                hints.tooltip = (item, time, .infinity)
                events.append(.tooltip(index: item))
            case .ended(let item):
                if let current = hints.tooltip, current.item == item {
                    hints.tooltip = (item, current.shown, time + Self.tooltipLinger)
                }
            }
        }
        return events
    }

    /// When a gesture needs the clock: a pending long press, or a tooltip to hide.
    public func nextDeadline(after time: Double) -> Double? {
        [gestures.longPress.deadline, hints.tooltip.map { $0.hides + Self.tooltipFade }].compactMap { $0 }.filter {
            $0 > time
        }.min()
    }

    /// The swipe recognizer's outputs: the page follows, switches or springs back. A release
    /// (`released`) that springs back is traced as a rejection; an abandoned drag (the pointer
    /// left, a new press) is not something the person decided.
    func applySwipe(_ outputs: [SwipeRecognizer.Output], at time: Double, released: Bool = false) -> [TraceEvent] {
        var events: [TraceEvent] = []
        for output in outputs {
            switch output {
            case .dragging(let offset):
                _ = gestures.pageTaps.cancel()
                pageDrag.set(offset)
            case .swiped(let direction):
                events += commitSwipe(direction, at: time)
            case .snappedBack(let offset):
                pageDrag.set(offset)
                pageDrag.animate(to: 0, at: time, Self.swipeSettle)
                if released { events.append(.reject(index: selectedIndex, reason: .tooShort, cause: .swipe)) }
            }
        }
        return events
    }

    /// The nearest enabled item `step` places away on screen (mirrored right to left).
    func neighbour(_ step: Int) -> Int? {
        let direction = layout.isRightToLeft ? -step : step
        var index = selectedIndex + direction
        while items.indices.contains(index) {
            if items[index].isEnabled && !items[index].hijacksTap { return index }
            index += direction
        }
        return nil
    }

    /// A wheel notch over the bar steps to the next or previous tab, as Qt's tab bar does.
    func wheelOverBar(dy: Double, at time: Double) -> [TraceEvent] {
        guard dy != 0, let target = neighbour(dy > 0 ? 1 : -1) else { return [] }
        return select(target, cause: .wheel, at: time)
    }

    /// The item under the pointer changed.
    func hover(_ point: Point, at time: Double) -> [TraceEvent] {
        let item = navigator.presented == nil ? layout.item(at: barPoint(point, at: time)) : nil
        guard item != hints.hovered else { return [] }
        hints.hovered = item
        return [.hover(index: item)]
    }

    /// The pointer shape over `point`: a hand over anything clickable.
    public func cursor(at point: Point, time: Double) -> CursorShape {
        if navigator.presented == nil, let item = layout.item(at: barPoint(point, at: time)) {
            return items[item].isEnabled ? .hand : .arrow
        }
        return pageTargets(at: time).targetAt(point) != nil ? .hand : .arrow
    }
}

/// The mouse pointer's shape.
public enum CursorShape: Sendable {
    /// The usual pointer.
    case arrow
    /// A pointing hand, over something that reacts to a click.
    case hand
}
