/// Routing pointer input: presses on the bar go to the bar's tap recognizer, presses on
/// the page (or on a modal, which covers the bar) to the page's.
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
        let onBar = navigator.presented == nil && layout.item(at: barPoint(point, at: time)) != nil
        if onBar {
            pressOwner = .bar
            events += applyBar(barTaps.press(at: barPoint(point, at: time), in: layout), at: time)
        } else {
            pressOwner = .page
            _ = pageTaps.press(at: point, in: pageTargets(at: time))
        }
        return events
    }

    func pointerMoved(to point: Point, time: Double) -> [TraceEvent] {
        switch pressOwner {
        case .bar: return applyBar(barTaps.move(to: barPoint(point, at: time), in: layout), at: time)
        case .page: _ = pageTaps.move(to: point, in: pageTargets(at: time))
        case nil: break
        }
        return []
    }

    func pointerUp(at point: Point, time: Double) -> [TraceEvent] {
        defer { pressOwner = nil }
        switch pressOwner {
        case .bar:
            return applyBar(barTaps.release(at: barPoint(point, at: time), in: layout), at: time)
        case .page:
            let targets = pageTargets(at: time)
            let taps = pageTaps.release(at: point, in: targets)
            return taps.flatMap { output -> [TraceEvent] in
                guard case .tap(let code) = output, let target = targets.target(code) else { return [] }
                return activate(target, in: targets, at: time)
            }
        case nil:
            return []
        }
    }

    func cancelPress(at time: Double) -> [TraceEvent] {
        _ = pageTaps.cancel()
        pressOwner = nil
        return applyBar(barTaps.cancel(), at: time)
    }

    func applyBar(_ outputs: [TapRecognizer.Output], at time: Double) -> [TraceEvent] {
        var events: [TraceEvent] = []
        for output in outputs {
            switch output {
            case .highlight(let item):
                setPressed(item, true, at: time)
            case .unhighlight(let item):
                setPressed(item, false, at: time)
            case .tap(let item):
                setPressed(item, false, at: time)
                events += select(item, cause: .tap, at: time)
            }
        }
        return events
    }

    /// A wheel step over the page scrolls it by about three lines.
    func wheel(dy: Double, at point: Point, time: Double) -> [TraceEvent] {
        guard !(navigator.presented == nil && layout.item(at: barPoint(point, at: time)) != nil) else { return [] }
        let targets = pageTargets(at: time)
        navigator.scroll(by: dy * Self.wheelStep, maxScroll: PageRenderer.maxScroll(targets.page, in: targets.frame), at: time)
        return []
    }

    /// Pixels one wheel notch scrolls a page.
    static let wheelStep = 48.0
}
