/// Moves the bar's selection indicator and reports when it starts and stops.
///
/// Each kind has its own motion, and each retargets from what is on screen:
/// - `colorful-mask`: TColorful's stretch-then-shrink (`ColorfulMaskMotion`), 0.5 + 0.5 s
///   by default (`maskPhaseDuration`);
/// - `bottom-line`: Ramotion's line slides to the new slot in 0.3 s by default
///   (`bottomLineDuration`), ease-in-out;
/// - `pill`: Flutter M3's indicator grows on the new item (scale-x 0.4 → 1 over 500 ms,
///   emphasized, fading in over 100 ms) while the old one fades out in 100 ms.
public struct IndicatorAnimator: Sendable {
    /// Which indicator moves.
    public let kind: IndicatorKind
    var mask: ColorfulMaskMotion
    var lineLower: AnimatedValue
    var lineUpper: AnimatedValue
    var pillScales: [AnimatedValue]
    var pillOpacities: [AnimatedValue]
    var hasReportedEnd = true
    /// Reduced motion: the indicator does not travel; it cross-fades from `fadeFrom` to its
    /// new place over `ReducedMotion.fadeDuration` — except the colourful mask, which changes
    /// at once (`changesAtOnce`).
    public var isReduced = false
    var fadeFrom: SlotSpan?
    var fadeStart = -Double.infinity

    /// Ramotion's `bottomLineMoveDuration`: the default.
    public static let lineDuration = 0.3
    /// Seconds the bottom line takes to slide.
    public var lineSlideDuration = Self.lineDuration
    /// Seconds of each of the colourful mask's two phases.
    public var maskPhaseDuration = ColorfulMaskMotion.phaseDuration
    /// Seconds the pill takes to grow: Flutter's `NavigationBar` animation duration.
    public static let pillDuration = 0.5
    /// Seconds the new pill takes to fade in, and the old one to fade out (Flutter's 100 ms).
    public static let pillFadeDuration = 0.1
    /// "As soon as the animation starts, the scale jumps to 40 %."
    public static let pillStartScale = 0.4

    /// An indicator of `kind` resting on item `selectedIndex` of `itemCount`.
    public init(kind: IndicatorKind, selectedIndex: Int, itemCount: Int) {
        self.kind = kind
        mask = .resting(on: selectedIndex)
        lineLower = AnimatedValue(Double(selectedIndex))
        lineUpper = AnimatedValue(Double(selectedIndex + 1))
        pillScales = (0..<itemCount).map { _ in AnimatedValue(1) }
        pillOpacities = (0..<itemCount).map { AnimatedValue($0 == selectedIndex ? 1 : 0) }
    }

    /// Heads for item `index` from wherever the indicator is at `time`.
    public mutating func move(to index: Int, at time: Double) -> [AnimationTrace] {
        guard kind != .none, index != targetIndex || isMoving(at: time) else {
            // Nothing moves, but the destination is remembered (`targetIndex` reads it).
            if kind == .none { mask = .resting(on: index) }
            return []
        }
        var traces: [AnimationTrace] = []
        if !hasReportedEnd && isMoving(at: time) {
            traces.append(trace(.end, interrupted: true, time: time))
        }
        let previous = targetIndex
        if isReduced && kind != .pill {
            fadeFrom = changesAtOnce ? nil : span(at: time)
            fadeStart = time
            mask = .resting(on: index)
            lineLower.set(Double(index))
            lineUpper.set(Double(index + 1))
            hasReportedEnd = false
            traces.append(trace(.begin, time: time))
            return traces
        }
        switch kind {
        case .colorfulMask:
            mask = ColorfulMaskMotion(
                from: mask.span(at: time), toSlot: index, at: time, phaseLength: maskPhaseDuration)
        case .bottomLine:
            let slide = MotionSpec.tween(duration: lineSlideDuration, curve: .easeInEaseOut)
            lineLower.animate(to: Double(index), at: time, slide)
            lineUpper.animate(to: Double(index + 1), at: time, slide)
        case .pill:
            let fade = MotionSpec.tween(duration: Self.pillFadeDuration, curve: .linear)
            if pillScales.indices.contains(previous) && previous != index {
                pillOpacities[previous].animate(to: 0, at: time, fade)
            }
            if pillScales.indices.contains(index) {
                // A pill still visible grows on from where it is; a hidden one starts at 40 %.
                if pillOpacities[index].value(at: time) <= 0 {
                    pillScales[index].set(isReduced ? 1 : Self.pillStartScale)
                }
                pillScales[index].animate(to: 1, at: time, .tween(duration: Self.pillDuration, curve: .emphasized))
                pillOpacities[index].animate(to: 1, at: time, fade)
            }
        case .none:
            break
        }
        hasReportedEnd = false
        traces.append(trace(.begin, time: time))
        return traces
    }

    /// The slot the indicator heads for (or rests on): where its motion ends. It is read
    /// from the motion itself, so there is no second copy of the selection to keep in step;
    /// the selection reaches the indicator only through `move(to:at:)`.
    public var targetIndex: Int {
        switch kind {
        case .bottomLine: Int(lineLower.target.rounded())
        case .pill: pillOpacities.firstIndex { $0.target == 1 } ?? 0
        case .colorfulMask, .none: Int(mask.target.lower.rounded())
        }
    }

    /// Reports the end of a motion whose time is up.
    public mutating func advance(to time: Double) -> [AnimationTrace] {
        guard !hasReportedEnd, !isMoving(at: time) else { return [] }
        hasReportedEnd = true
        return [trace(.end, time: endTime)]
    }

    /// When the current motion ends.
    public var endTime: Double {
        if isReduced && kind != .pill { return fadeStart + (changesAtOnce ? 0 : ReducedMotion.fadeDuration) }
        switch kind {
        case .colorfulMask: return mask.endTime
        case .bottomLine: return max(lineLower.endTime, lineUpper.endTime)
        case .pill: return (pillScales + pillOpacities).map(\.endTime).max() ?? -Double.infinity
        case .none: return -Double.infinity
        }
    }

    /// Reduced motion with the colourful mask: the tile and the items it reveals change at
    /// once, in one frame. A cross-fade cannot keep titles readable there: the tile behind a
    /// title passes through colours on which no ink reaches the contrast it has at rest
    /// (issue 9, defect 13), and no motion is the most reduced motion.
    public var changesAtOnce: Bool { isReduced && kind == .colorfulMask }

    /// Whether the indicator is still moving at `time` (seconds on the animation clock).
    public func isMoving(at time: Double) -> Bool {
        time < endTime
    }

    /// Where a sliding indicator is at `time`, in slot units (the selected slot for a pill).
    public func span(at time: Double) -> SlotSpan {
        switch kind {
        case .colorfulMask: mask.span(at: time)
        case .bottomLine: SlotSpan(lower: lineLower.value(at: time), upper: lineUpper.value(at: time))
        case .pill, .none: SlotSpan(slot: targetIndex)
        }
    }

    /// Item `index`'s pill at `time`: its horizontal scale and its opacity.
    public func pill(_ index: Int, at time: Double) -> (scaleX: Double, opacity: Double) {
        guard pillScales.indices.contains(index) else { return (1, 0) }
        return (pillScales[index].value(at: time), min(max(pillOpacities[index].value(at: time), 0), 1))
    }

    /// What the scene builder needs to draw the indicator at `time`.
    public func state(at time: Double) -> IndicatorState {
        var state = IndicatorState(
            kind: kind, span: span(at: time), pills: pillScales.indices.map { pill($0, at: time) })
        if let fadeFrom, isReduced, time < fadeStart + ReducedMotion.fadeDuration {
            state.fading = (fadeFrom, min(max((time - fadeStart) / ReducedMotion.fadeDuration, 0), 1))
        }
        return state
    }

    private func trace(_ phase: AnimationPhase, interrupted: Bool = false, time: Double) -> AnimationTrace {
        AnimationTrace(
            index: targetIndex, name: kind.rawValue, phase: phase, kind: .indicator, interrupted: interrupted,
            time: time)
    }
}

/// A snapshot of the indicator for drawing.
public struct IndicatorState: Sendable {
    /// Which indicator to draw.
    public var kind: IndicatorKind
    /// The mask's or line's extent in slot units.
    public var span: SlotSpan
    /// Each item's pill: horizontal scale and opacity.
    public var pills: [(scaleX: Double, opacity: Double)]
    /// Reduced motion: the span being faded out, and how far the cross-fade has got (0…1).
    public var fading: (from: SlotSpan, progress: Double)?
}
