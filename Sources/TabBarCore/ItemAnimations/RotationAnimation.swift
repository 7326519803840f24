/// Ramotion's rotation: the icon turns once, 0 → −2π (left, anticlockwise) or +2π
/// (right, clockwise), linearly over the duration (`RAMRotationAnimation`, 0.5 s).
public struct RotationAnimation: ItemAnimation {
    /// Which way the icon turns.
    public enum Direction: String, Sendable {
        /// Anticlockwise, 0 → −2π.
        case left
        /// Clockwise, 0 → +2π.
        case right
    }

    /// Which way the icon turns.
    public let direction: Direction
    public var duration: Double

    /// A full turn `direction`, over `duration` seconds (Ramotion's 0.5 by default).
    public init(direction: Direction, duration: Double = 0.5) {
        self.direction = direction
        self.duration = duration
    }

    public var name: String { "rotate-" + direction.rawValue }

    public func selecting(elapsed: Double) -> ItemPose {
        var pose = ItemPose.selected
        let turn = direction == .left ? -2 * Double.pi : 2 * Double.pi
        pose.iconRotation = Tween(from: 0, to: turn, length: duration, curve: .linear).value(at: elapsed)
        return pose
    }
}
