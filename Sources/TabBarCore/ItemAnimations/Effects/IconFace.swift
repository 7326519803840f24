/// TEMPORARY stand-in until the effects land.
public struct IconFace: Hashable, Sendable {
    public var image: ImageRef
    public var rendering: ImageRendering
    public init(image: ImageRef, rendering: ImageRendering) {
        self.image = image
        self.rendering = rendering
    }
    public func node(in frame: Rect, opacity: Double = 1) -> SceneNode {
        .image(image, frame: frame, rendering: rendering, opacity: opacity)
    }
}
