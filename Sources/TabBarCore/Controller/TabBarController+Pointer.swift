/// Routing pointer input: presses on the bar go to the bar's tap and long-press
/// recognizers, presses on the page (or on a modal, which covers the bar) to the page's
/// tap and swipe recognizers.
extension TabBarController {
    /// How far the bar has slid down at `time` (it hides by sliding off the bottom edge).
    func barOffset(at time: Double) -> Double {
        let top = layout.items.map(\.frame.minY).min().map { min($0, layout.bar.minY) } ?? layout.bar.minY
        return navigator.barHiddenFraction(at: time) * (layout.viewport.height - top)
    }

    /// `point` in the bar's own (unslid) coordinates.
    func barPoint(_ point: Point, at time: Double) -> Point {
        Point(x: point.x, y: point.y - barOffset(at: time))
    }

    func pointerDown(at point: Point, time: Double) -> [TraceEvent] {
        var events = cancelPress(at: time)
        // Focus-visible: the ring is for the keyboard; a click hides it (and Space pauses again).
        if hints.focused != nil { events.append(.focus(index: nil, cause: .tap)) }
        hints.focused = nil
        events += coveredBarClick(at: point, time: time)
        let onBar = navigator.presented == nil && layout.item(at: barPoint(point, at: time)) != nil
        if onBar {
            gestures.pressOwner = .bar
            let local = barPoint(point, at: time)
            events += applyBar(gestures.barTaps.press(at: local, in: layout), at: time)
            events += applyLongPress(gestures.longPress.press(at: local, time: time, in: layout), at: time)
        } else {
            gestures.pressOwner = .page
            _ = gestures.pageTaps.press(at: point, in: pageTargets(at: time))
            if navigator.presented == nil && !navigator.isTransitioning {
                // Half the page commits a swipe; a page still settling is caught where it is.
                gestures.swipe.threshold = pageArea(at: time).width / 2
                gestures.swipe.press(at: point, time: time, catching: catchSettlingPage(at: time))
            }
        }
        return events
    }

    func pointerMoved(to point: Point, time: Double) -> [TraceEvent] {
        switch gestures.pressOwner {
        case .bar:
            let local = barPoint(point, at: time)
            return applyLongPress(gestures.longPress.move(to: local, time: time, in: layout), at: time)
                + applyBar(gestures.barTaps.move(to: local, in: layout), at: time)
        case .page:
            _ = gestures.pageTaps.move(to: point, in: pageTargets(at: time))
            return applySwipe(gestures.swipe.move(to: point, time: time), at: time)
        case nil:
            return hover(point, at: time)
        }
    }

    func pointerUp(at point: Point, time: Double) -> [TraceEvent] {
        defer { gestures.pressOwner = nil }
        switch gestures.pressOwner {
        case .bar:
            let local = barPoint(point, at: time)
            return applyLongPress(gestures.longPress.release(at: local, time: time), at: time)
                + applyBar(gestures.barTaps.release(at: local, in: layout), at: time)
        case .page:
            let swiped = gestures.swipe.isActive
            var events = applySwipe(gestures.swipe.release(at: point, time: time), at: time, released: true)
            let targets = pageTargets(at: time)
            let taps = gestures.pageTaps.release(at: point, in: targets)
            guard !swiped else { return events }
            for case .tap(let code) in taps {
                if let target = targets.target(code) { events += activate(target, in: targets, at: time) }
            }
            return events
        case nil:
            return []
        }
    }

    func cancelPress(at time: Double) -> [TraceEvent] {
        _ = gestures.pageTaps.cancel()
        let snap = applySwipe(gestures.swipe.cancel(), at: time)
        let long = applyLongPress(gestures.longPress.cancel(), at: time)
        gestures.pressOwner = nil
        return snap + long + applyBar(gestures.barTaps.cancel(), at: time)
    }

    /// The pointer left the window: no press, no hover.
    func pointerLeft(at time: Double) -> [TraceEvent] {
        var events = cancelPress(at: time)
        if hints.hovered != nil {
            hints.hovered = nil
            events.append(.hover(index: nil))
        }
        return events
    }

    func applyBar(_ outputs: [TapRecognizer.Output], at time: Double) -> [TraceEvent] {
        var events: [TraceEvent] = []
        for output in outputs {
            switch output {
            case .highlight(let item):
                setPressed(item, true, at: time)
                // RDV selects on touch-down; the release then decides nothing.
                if barStyle.selectOn == .press { events += select(item, cause: .tap, at: time) }
            case .unhighlight(let item):
                setPressed(item, false, at: time)
            case .tap(let item):
                setPressed(item, false, at: time)
                if barStyle.selectOn == .release { events += select(item, cause: .tap, at: time) }
            }
        }
        return events
    }

    /// A wheel notch over the bar steps tabs; over the page it scrolls about three lines.
    func wheel(dy: Double, at point: Point, time: Double) -> [TraceEvent] {
        if navigator.presented == nil && layout.item(at: barPoint(point, at: time)) != nil
            || barContains(point, at: time)
        {
            return wheelOverBar(dy: dy, at: time)
        }
        let targets = pageTargets(at: time)
        navigator.scroll(
            by: dy * Self.wheelStep, maxScroll: PageRenderer.maxScroll(targets.page, in: targets.frame), at: time)
        return []
    }

    /// Whether `point` is on the bar (when no modal covers it).
    func barContains(_ point: Point, at time: Double) -> Bool {
        navigator.presented == nil && layout.bar.contains(barPoint(point, at: time))
    }

    /// Pixels one wheel notch scrolls a page.
    static let wheelStep = 48.0
}
