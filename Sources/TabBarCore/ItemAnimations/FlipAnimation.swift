/// Ramotion's flip transitions (`RAMFlipLeft/Right/Top/BottomTransitionItemAnimations`):
/// the icon turns over, showing the selected face from the halfway point, over the
/// duration with UIKit's default ease-in-out. Ramotion sets the label's colour before it
/// starts the icon's transition, so the title is in its selected colour from the first
/// frame. Deselecting only changes colour, at once.
public struct FlipAnimation: ItemAnimation {
    /// The edge the turn starts from, as in `transitionFlipFromLeft` and friends.
    public enum Edge: String, Sendable, CaseIterable {
        /// From the left edge (`transitionFlipFromLeft`), turning about the vertical axis.
        case left
        /// From the right edge (`transitionFlipFromRight`).
        case right
        /// From the top edge (`transitionFlipFromTop`), turning about the horizontal axis.
        case top
        /// From the bottom edge (`transitionFlipFromBottom`).
        case bottom
    }

    /// The edge the turn starts from.
    public let edge: Edge
    public var duration: Double

    /// A flip from `edge` lasting `duration` seconds (Ramotion's 0.5 by default).
    public init(from edge: Edge, duration: Double = 0.5) {
        self.edge = edge
        self.duration = duration
    }

    public var name: String { "flip-" + edge.rawValue }

    public func selecting(elapsed: Double) -> ItemPose {
        var pose = ItemPose.selected
        // A full turn (π) looks exactly like the selected icon at rest (0), so the motion
        // ends on 0: settling to rest must not blend back through the edge-on angle.
        let angle = Tween(from: 0, to: .pi, length: duration).value(at: elapsed)
        pose.flipAngle = angle >= .pi ? 0 : angle
        pose.flipAxis = edge == .left || edge == .right ? .vertical : .horizontal
        pose.flipDirection = edge == .left || edge == .top ? 1 : -1
        // The icon's selected face shows from halfway; the title (`ItemPose.selected`) is
        // already in its selected colour.
        pose.face = angle < .pi / 2 ? 0 : 1
        return pose
    }

    /// Selecting steps twice: the face swap at half time, where the card is edge-on (the
    /// ease-in-out curve is symmetric, so the angle reaches π/2 exactly then), and the end,
    /// where the angle π is replaced by 0, which draws the same picture. Deselecting only
    /// changes colour, at its start.
    public func discontinuities(role: ItemAnimator.Kind, duration: Double) -> [Double] {
        role == .select && duration > 0 ? [duration / 2, duration] : []
    }
}
