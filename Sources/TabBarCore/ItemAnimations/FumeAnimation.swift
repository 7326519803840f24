/// Ramotion's fume: the title floats up and evaporates while the icon settles down
/// (`RAMFumeAnimation`, seed-libraries.md §1.4).
///
/// Select: icon y +4 over d/2 (then on to the resting +12 over the second half, so the
/// motion ends exactly at rest); title y −60, scale 1 → 2, opacity 1 → 0 over d.
/// Deselect: icon back over d/2; title from y+15 to y, opacity 0 → 1 over d.
/// Resting selected: icon +12, title hidden. Every track is cubic, as in the library.
public struct FumeAnimation: ItemAnimation {
    public let name = "fume"
    /// Seconds; 0.5 by default (Ramotion's demo uses 0.4).
    public var duration: Double

    public init(duration: Double = 0.5) {
        self.duration = duration
    }

    public var selectedPose: ItemPose {
        var pose = ItemPose.selected
        pose.iconOffset.y = 12
        pose.titleOpacity = 0
        return pose
    }

    public func selecting(elapsed: Double) -> ItemPose {
        let half = duration / 2
        var pose = ItemPose.selected
        pose.iconOffset.y = elapsed < half
            ? KeyframeTimeline([0, 4], length: half).value(at: elapsed)
            : KeyframeTimeline([4, 12], length: half, delay: half).value(at: elapsed)
        pose.titleOffset.y = KeyframeTimeline([0, -60], length: duration).value(at: elapsed)
        pose.titleScale = KeyframeTimeline([1, 2], length: duration).value(at: elapsed)
        pose.titleOpacity = KeyframeTimeline([1, 0], length: duration).value(at: elapsed)
        return pose
    }

    public var deselectDuration: Double { duration }

    public func deselecting(elapsed: Double) -> ItemPose {
        var pose = ItemPose.deselected
        pose.iconOffset.y = KeyframeTimeline([12, 0], length: duration / 2).value(at: elapsed)
        pose.titleOffset.y = KeyframeTimeline([15, 0], length: duration).value(at: elapsed)
        pose.titleOpacity = KeyframeTimeline([0, 1], length: duration).value(at: elapsed)
        return pose
    }
}
