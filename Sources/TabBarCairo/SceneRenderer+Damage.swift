import TabBarCore
import TabBarFrame

extension SceneRenderer {
    /// `damage` (logical pixels) for `scene`, the frame about to be drawn, widened by every
    /// backdrop blur it touches and every text run it cuts that this renderer draws directly
    /// (not from a picture), so that no title is repainted in part (`Scene.widened`).
    public func uncut(_ damage: [Rect], in scene: Scene) -> [Rect] {
        var texts: [Rect] = []
        for layer in scene.layers where !planner.drawsFromPicture(layer, policy: policy, store: pictures) {
            layer.node.collectTextBounds(skippingRetained: layers != nil, into: &texts)
        }
        return scene.widened(damage, toTake: texts)
    }
}
