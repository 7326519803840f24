/// UIKit's page curls (`transitionCurlUp`, `transitionCurlDown`), the transition the seed
/// article gives its items: the unselected icon curls away and uncovers the selected one.
/// The title takes its selected colour at once, as Ramotion sets colours before the
/// transition starts.
public struct CurlAnimation: ItemAnimation {
    /// Whether the icon curls up from its bottom edge (`curl-up`) or down from its top.
    public let isUpward: Bool
    public var duration: Double

    /// A curl up or down lasting `duration` seconds (0.5 by default, Ramotion's transitions').
    public init(upward: Bool, duration: Double = 0.5) {
        isUpward = upward
        self.duration = duration
    }

    public var name: String { isUpward ? "curl-up" : "curl-down" }

    public func selecting(elapsed: Double) -> ItemPose {
        var pose = ItemPose.selected
        // A finished curl shows the selected icon as it rests, so the motion ends on 0 and
        // settling needs no blend back through the curl.
        let progress = Tween(from: 0, to: 1, length: duration).value(at: elapsed)
        pose.curlProgress = progress >= 1 ? 0 : progress
        pose.curlUpward = isUpward
        // The icon counts as its selected face once that is half uncovered (the face the
        // curl settles on); the title (`ItemPose.selected`) is selected from the start.
        pose.face = progress < 0.5 ? 0 : 1
        return pose
    }

    /// Selecting steps twice: the icon's face at half time, when the selected face is half
    /// uncovered (the curve is symmetric), and the end, where progress 1 is replaced
    /// by 0, which draws the same picture.
    public func discontinuities(role: ItemAnimator.Kind, duration: Double) -> [Double] {
        role == .select && duration > 0 ? [duration / 2, duration] : []
    }
}
