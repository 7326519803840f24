/// ESTabBarController's highlight example (`ExampleHighlightableContentView`): the icon
/// rests at scale 1.15; a press scales it by 0.8 relative to that (to 0.92) over 0.2 s, and
/// a release or cancel returns it to 1.15 over 0.2 s, both with UIKit's default ease-in-out.
/// Selection itself is instant.
public struct PressAnimation: ItemAnimation {
    public let name = "press"
    /// Seconds to shrink (and to grow back); 0.2 in ES.
    public var duration: Double
    /// The icon's scale at rest, selected or not; 1.15 in ES.
    public var restingScale = 1.15
    /// The pressed scale relative to the resting one, 0.8 in ES.
    public var pressedScale = 0.8

    /// A press that shrinks and grows back over `duration` seconds (ES's 0.2 by default).
    public init(duration: Double = 0.2) {
        self.duration = duration
    }

    public var selectedPose: ItemPose {
        var pose = ItemPose.selected
        pose.iconScale = restingScale
        return pose
    }

    public var deselectedPose: ItemPose {
        var pose = ItemPose.deselected
        pose.iconScale = restingScale
        return pose
    }

    /// The select motion is the press itself, so selecting has no motion of its own.
    public func selecting(elapsed: Double) -> ItemPose { selectedPose }

    /// The press's length: the shrink takes `duration`, and so does the growth back.
    public var highlightDuration: Double { duration }

    public func highlighted(_ pose: ItemPose, progress: Double) -> ItemPose {
        var p = pose
        let shrink = 1 - (1 - pressedScale) * TimingCurve.easeInEaseOut.value(at: progress)
        p.iconScaleX *= shrink
        p.iconScaleY *= shrink
        return p
    }
}
