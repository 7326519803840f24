/// ESTabBarController's highlight example: while pressed the icon shrinks to 0.8 of its
/// size over 0.2 s, and grows back on release or cancel. Selection itself is instant.
public struct PressAnimation: ItemAnimation {
    public let name = "press"
    /// Seconds to shrink (and to grow back); 0.2 in ES.
    public var duration: Double
    /// The pressed scale, 0.8 in ES.
    public var pressedScale = 0.8

    public init(duration: Double = 0.2) {
        self.duration = duration
    }

    /// The select motion is the press itself, so selecting has no motion of its own.
    public func selecting(elapsed: Double) -> ItemPose { .selected }

    public var highlightDuration: Double { duration }

    public func highlighted(_ pose: ItemPose, progress: Double) -> ItemPose {
        var p = pose
        let shrink = 1 - (1 - pressedScale) * TimingCurve.easeOut.value(at: progress)
        p.iconScaleX *= shrink
        p.iconScaleY *= shrink
        return p
    }
}
