/// The geometry of page transitions as pure functions of progress: no clock, no state.
/// Progress 0 is the start and 1 the end; a spring (`TransitionTiming`) overshoots past 1
/// for a moment, and every function accepts progress somewhat outside 0…1 and stays finite.
///
/// Each kind is written once, forwards (push, present, tab); the reversing roles are its
/// mirror: `frame(k, role: .pop, p) == frame(k, role: .push, 1 − p).mirrored()`, and the
/// same for dismiss/present. The magic move is the exception: its arriving page shows at
/// once in both directions, and only its flying rectangle runs backwards. So progress 0 of a pop shows the top page fully and 1 the page
/// beneath, and `outgoing` is always the page being left.
public enum TransitionGeometry {
    /// The frame at `progress` of a transition of `kind` in `role`, over `area` (window
    /// pixels; for present/dismiss usually the whole window, since a presented page covers
    /// the bar). Kinds meant for other roles still work: any forward role plays the kind's
    /// forward geometry, and pop/dismiss its mirror.
    /// - Precondition: `progress` is not NaN.
    public static func frame(
        _ kind: TransitionKind, role: TransitionRole, area: Rect, progress: Double,
        parameters: TransitionParameters
    ) -> TransitionFrame {
        precondition(!progress.isNaN, "TransitionGeometry.frame needs a progress, got NaN")
        if kind == .move {
            return moveFrame(area: area, forward: role.isReversing ? 1 - progress : progress, parameters: parameters)
        }
        if role.isReversing {
            return forwardFrame(kind, area: area, progress: 1 - progress, parameters: parameters).mirrored()
        }
        return forwardFrame(kind, area: area, progress: progress, parameters: parameters)
    }

    /// The forward (push, present, tab) frame of `kind`.
    static func forwardFrame(
        _ kind: TransitionKind, area: Rect, progress p: Double,
        parameters: TransitionParameters
    ) -> TransitionFrame {
        switch kind {
        case .push: return pushFrame(area: area, progress: p)
        case .crossDissolve: return crossDissolveFrame(progress: p)
        case .bubble: return bubbleFrame(area: area, progress: p, parameters: parameters)
        case .modal: return modalFrame(area: area, progress: p, parameters: parameters)
        case .move: return moveFrame(area: area, forward: p, parameters: parameters)
        case .slide: return slideFrame(area: area, progress: p, forward: parameters.slideForward)
        case .none: return noneFrame(progress: p)
        }
    }

    /// Cross-dissolve, HYBEaseInOutTransition: the new page's alpha goes 0 → 1 over the old
    /// one. HYB also fades the old page 1 → 0, which lets the window behind show through
    /// mid-way (25 % of it at the middle); here the old page stays opaque underneath, so
    /// the picture is exactly old × (1 − t) + new × t with no hole. Reversed (a pop), the
    /// page on top fades out over the page beneath. Opacities are clamped to 0…1 when a
    /// spring overshoots.
    static func crossDissolveFrame(progress p: Double) -> TransitionFrame {
        TransitionFrame(outgoing: .identity, incoming: PagePlacement(opacity: clamp01(p)))
    }

    /// No animation. A frame in between only exists if a caller asks for one, so the cut
    /// sits at the midpoint: the old page up to progress 0.5, the new one from there. That
    /// keeps `.none` symmetric under mirroring and exact at 0 and 1. Its timing is
    /// `TransitionTiming.instant`, whose progress is 1 at once.
    static func noneFrame(progress p: Double) -> TransitionFrame {
        let arrived = p >= 0.5
        return TransitionFrame(outgoing: arrived ? .hidden : .identity, incoming: arrived ? .identity : .hidden)
    }

    /// `value` limited to 0…1, for opacities and alphas that must not overshoot.
    static func clamp01(_ value: Double) -> Double {
        min(max(value, 0), 1)
    }

    /// Linear interpolation; `t` may lie outside 0…1 (springs). Written as a weighted sum
    /// so that t = 0 gives exactly `a` and t = 1 exactly `b`: rest frames are exact.
    static func mix(_ a: Double, _ b: Double, _ t: Double) -> Double {
        (1 - t) * a + t * b
    }
}
