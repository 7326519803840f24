import TabBarCairo
import TabBarCore

/// Renders part of a scene, for goldens that only care about the bar.
public enum RegionRender {
    /// The pixels of `region` of `scene` (logical pixels, at scale 1).
    public static func render(
        _ scene: Scene, region: Rect, renderer: SceneRenderer = SceneRenderer()
    ) throws -> RasterSurface {
        let moved = Scene(
            size: region.size, background: scene.background,
            layers: scene.layers.map {
                SceneLayer(id: $0.id, node: .group([$0.node], transform: .translation(-region.minX, -region.minY)))
            })
        let surface = try RasterSurface(width: Int(region.width), height: Int(region.height))
        renderer.render(moved, on: surface)
        return surface
    }
}
