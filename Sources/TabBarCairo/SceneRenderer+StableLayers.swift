import CCairo
import TabBarCore

/// Layers that stay the same from frame to frame (the bar's items while another one
/// animates, its background) are kept as pictures too, so damage that reaches them only
/// because it was merged with a moving page's costs a copy instead of icons resampled and
/// text laid out again.
extension SceneRenderer {
    /// Draws `layer`: from a picture when it equals the last frame's layer of that id and
    /// holds something costly to draw, else directly.
    func drawLayer(_ layer: SceneLayer, on cr: OpaquePointer) {
        guard drawsFromPicture(layer), let layers else {
            return draw(layer.node, on: cr)
        }
        let content = SceneGroup(children: [layer.node])
        guard
            let picture = layers.picture(
                for: content, scale: deviceScale, layer: true, draw: { self.drawGroup(content, on: $0) })
        else {
            return draw(layer.node, on: cr)
        }
        // The picture was drawn on the device grid at this very place: copying it back is
        // exact up to the rounding of compositing antialiased edges twice (±1/255).
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, picture.surface.surface, Double(picture.originX), Double(picture.originY))
        cairo_paint(cr)
    }

    /// Whether `layer` is drawn from a picture: it equals the last frame's and is costly.
    func drawsFromPicture(_ layer: SceneLayer) -> Bool {
        keepsStableLayers && layers != nil && Self.worthPicture(layer.node) && previousLayers[layer.id] == layer.node
    }

    /// `damage` (logical pixels) for `scene`, the frame about to be drawn, widened by every
    /// backdrop blur it touches and every text run it cuts that this renderer draws directly
    /// (not from a picture), so that no title is repainted in part (`Scene.widened`).
    public func uncut(_ damage: [Rect], in scene: Scene) -> [Rect] {
        var texts: [Rect] = []
        for layer in scene.layers where !drawsFromPicture(layer) {
            layer.node.collectTextBounds(skippingRetained: layers != nil, into: &texts)
        }
        return scene.widened(damage, toTake: texts)
    }

    /// Remembers this frame's layers, for the next frame to tell which stayed the same.
    func noteLayers(_ layers: [SceneLayer]) {
        guard self.layers != nil else { return }
        previousLayers = Dictionary(layers.map { ($0.id, $0.node) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether a picture of `node` saves work: it draws text or images, and holds neither a
    /// retained group (already a picture) nor a backdrop blur (which reads what is beneath).
    static func worthPicture(_ node: SceneNode) -> Bool {
        var costly = false
        func visit(_ node: SceneNode) -> Bool {
            switch node {
            case .text, .image:
                costly = true
                return true
            case .backdropBlur:
                return false
            case .group(let group):
                return !group.retained && group.children.allSatisfy(visit)
            case .fill, .stroke:
                return true
            }
        }
        return visit(node) && costly
    }
}
