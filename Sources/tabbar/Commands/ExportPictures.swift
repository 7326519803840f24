import TabBarCairo
import TabBarCore

/// Draws the pictures of an exported motion with the window's renderer: a node alone in a
/// rectangle (logical pixels, on whole pixels at `scale`), transparent around it, as PNG bytes.
struct ExportPictures {
    var renderer: SceneRenderer

    func png(of node: SceneNode, in box: Rect, scale: Double) -> [UInt8]? {
        let width = Int((box.width * scale).rounded()), height = Int((box.height * scale).rounded())
        guard width > 0, height > 0, width <= 16384, height <= 16384,
            let surface = try? RasterSurface(width: width, height: height, opaque: false)
        else { return nil }
        let scene = Scene(
            size: box.size, background: Color(red: 0, green: 0, blue: 0, alpha: 0),
            layers: [SceneLayer(id: "picture", node: .group([node], transform: .translation(-box.minX, -box.minY)))])
        renderer.render(scene, on: surface, scale: scale)
        return surface.pngBytes()
    }
}
