import TabBarCore

/// Renders a scene to a PNG file at a scale; failures become one-line errors.
public enum PNGWriter {
    /// Draws `scene` with `renderer` at `scale` device pixels per logical pixel into `path`.
    public static func write(_ scene: Scene, to path: String, scale: Double, renderer: SceneRenderer) throws {
        try picture(scene, scale: scale, renderer: renderer).writePNG(to: path)
    }

    /// Draws `scene` with `renderer` at `scale` into a new picture, as `write` does.
    public static func picture(_ scene: Scene, scale: Double, renderer: SceneRenderer) throws -> RasterSurface {
        let surface = try RasterSurface(
            width: max(1, Int((scene.size.width * scale).rounded())),
            height: max(1, Int((scene.size.height * scale).rounded())))
        // The frame as drawing gives it: not the bar's unchanged layers from their pictures.
        renderer.render(scene, on: surface, scale: scale, policy: renderer.policy.asDrawn)
        return surface
    }
}
