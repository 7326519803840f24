/// Ramotion's fume: the title floats up and evaporates while the icon settles down
/// (`RAMFumeAnimation`, seed-libraries.md §1.4).
///
/// The seed's numbers: play moves the icon y [cy, cy+4] over d/2; the title y −60,
/// scale 1 → 2, opacity 1 → 0 over d. Deselect: icon y [cy+4, cy] over d/2; title from
/// y+15 to y, opacity 0 → 1 over d. Selected state: icon +12, title hidden.
///
/// The seed contradicts itself: its play motion stops at +4 but its selected state rests
/// at +12, so the library jumps 8 px whenever the selected state is re-applied. Choice
/// made here: the icon reaches +4 at d/2, as the seed says, then goes on to +12 by d, so
/// the motion ends on the resting pose with no jump; deselect starts from that +12 (not
/// the seed's +4) for the same reason. Every track is cubic, as in the library.
public struct FumeAnimation: ItemAnimation {
    public let name = "fume"
    /// Seconds; 0.5 by default (Ramotion's demo uses 0.4).
    public var duration: Double

    /// A fume lasting `duration` seconds.
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
        pose.iconOffset.y =
            elapsed < half
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
