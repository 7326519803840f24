/// TEMPORARY stand-in until the effects land.
public enum IconCurl {
    public static func nodes(front: IconFace, back: IconFace, frame: Rect, progress: Double, upward: Bool) -> [SceneNode] {
        [back.node(in: frame), front.node(in: frame, opacity: 1 - progress)]
    }
}
