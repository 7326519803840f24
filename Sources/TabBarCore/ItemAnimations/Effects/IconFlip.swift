import Foundation

/// TEMPORARY stand-in until the effects land.
public enum FlipAxis: String, Hashable, Sendable { case vertical, horizontal }
public enum IconFlip {
    public static func nodes(front: IconFace, back: IconFace, frame: Rect, angle: Double, axis: FlipAxis,
                             direction: Double, eyeDistance: Double? = nil) -> [SceneNode] {
        let c = abs(cos(angle))
        let face = angle < .pi / 2 ? front : back
        let t = axis == .vertical ? AffineTransform.scale(c, 1) : AffineTransform.scale(1, c)
        return [.group([face.node(in: frame)], transform: t.about(frame.center))]
    }
}
