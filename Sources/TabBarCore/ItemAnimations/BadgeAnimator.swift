/// Plays ESTabBarController's badge-change animations when an item's badge value changes
/// at run time: a scale bounce of the badge (from 0 when it appears) or a wiggle of the
/// icon, both 0.6 s with cubic keyframes (seed-libraries.md §5.2, `badgeChangedAnimation`).
public struct BadgeAnimator: Sendable {
    /// ES's example: `duration` 0.3 × 2.
    public static let duration = 0.6
    static let bounce = KeyframeTrack(values: [1.0, 1.4, 0.9, 1.15, 0.95, 1.02, 1.0], interpolation: .cubic)
    static let appear = KeyframeTrack(values: [0.0, 1.4, 0.9, 1.15, 0.95, 1.02, 1.0], interpolation: .cubic)
    static let wiggle = KeyframeTrack(values: [0, -8, 4, -4, 3, -2, 0], interpolation: .cubic)

    var start = -Double.infinity
    var kind: BadgeAnimationKind = .none
    var isAppearing = false

    /// An animator with no badge animation playing.
    public init() {}

    /// Starts the animation for a change at `time`; `appearing` when the badge was hidden.
    public mutating func play(_ kind: BadgeAnimationKind, appearing: Bool, at time: Double) {
        self.kind = kind
        isAppearing = appearing
        start = time
    }

    /// Whether a badge animation is still playing at `time`.
    public func isAnimating(at time: Double) -> Bool {
        kind != .none && time < start + Self.duration
    }

    /// The badge's scale at `time`.
    public func badgeScale(at time: Double) -> Double {
        guard kind == .bounce, isAnimating(at: time) else { return 1 }
        return (isAppearing ? Self.appear : Self.bounce).value(at: max(0, time - start) / Self.duration)
    }

    /// The icon's extra vertical offset at `time`, in logical pixels.
    public func iconOffset(at time: Double) -> Double {
        guard kind == .wiggle, isAnimating(at: time) else { return 0 }
        return Self.wiggle.value(at: max(0, time - start) / Self.duration)
    }
}
