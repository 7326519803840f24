/// `transitionCrossDissolve`: the unselected face fades into the selected one, and back
/// on deselect, with UIKit's default ease-in-out.
public struct CrossDissolveAnimation: ItemAnimation {
    public let name = "cross-dissolve"
    public var duration: Double

    public init(duration: Double = 0.5) {
        self.duration = duration
    }

    public func selecting(elapsed: Double) -> ItemPose {
        var pose = ItemPose.selected
        pose.face = Tween(from: 0, to: 1, length: duration).value(at: elapsed)
        return pose
    }

    public var deselectDuration: Double { duration }

    public func deselecting(elapsed: Double) -> ItemPose {
        var pose = ItemPose.deselected
        pose.face = Tween(from: 1, to: 0, length: duration).value(at: elapsed)
        return pose
    }
}
