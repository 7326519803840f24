/// Ramotion's bounce: the icon's scale runs through keyframes 1.0, 1.4, 0.9, 1.15, 0.95,
/// 1.02, 1.0 with cubic interpolation (seed-libraries.md §1.4, `RAMBounceAnimation`).
/// Deselecting only changes colour; tapping the selected item bounces it again (ES).
public struct BounceAnimation: ItemAnimation {
    public let name = "bounce"
    /// Seconds; Ramotion's default is 0.5 (its demo uses 0.8, ES 0.6).
    public var duration: Double

    /// The scale keyframes, evenly spaced as `CAKeyframeAnimation` does without keyTimes.
    public static let scaleTrack = KeyframeTrack(
        values: [1.0, 1.4, 0.9, 1.15, 0.95, 1.02, 1.0],
        interpolation: .cubic)

    /// A bounce lasting `duration` seconds (Ramotion's 0.5 by default).
    public init(duration: Double = 0.5) {
        self.duration = duration
    }

    public func selecting(elapsed: Double) -> ItemPose {
        var pose = ItemPose.selected
        pose.iconScale = Self.scaleTrack.value(at: duration > 0 ? elapsed / duration : 1)
        return pose
    }

    public var reselectDuration: Double { duration }

    /// Reselecting bounces again.
    public func reselecting(elapsed: Double) -> ItemPose { selecting(elapsed: elapsed) }
}
