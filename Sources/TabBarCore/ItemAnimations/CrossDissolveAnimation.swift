/// `transitionCrossDissolve`: the unselected icon fades into the selected one with UIKit's
/// default ease-in-out. As in Ramotion's `RAMTransitionItemAnimations`, the colours are set
/// before the transition starts, so the title is selected from the first frame, and
/// deselecting only changes colour, at once: two items never look selected together.
public struct CrossDissolveAnimation: ItemAnimation {
    public let name = "cross-dissolve"
    public var duration: Double

    /// A cross-dissolve lasting `duration` seconds (0.5 by default, Ramotion's transitions').
    public init(duration: Double = 0.5) {
        self.duration = duration
    }

    public func selecting(elapsed: Double) -> ItemPose {
        var pose = ItemPose.selected
        pose.face = Tween(from: 0, to: 1, length: duration).value(at: elapsed)
        return pose
    }
}
