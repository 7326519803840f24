import TabBarCairo
import TabBarCore

/// Options the offline commands share: configuration, size, scale and output file.
struct OfflineOptions {
    var configPath: String?
    var width = 390
    var height = 844
    var scale = 1.0
    var output: String?

    /// Reads one shared option at `argument`; false when the argument is not one of them.
    mutating func read(_ argument: String, from cursor: inout ArgumentCursor) throws(UsageError) -> Bool {
        switch argument {
        case "--config": configPath = try cursor.value(for: argument)
        case "--size": (width, height) = try cursor.size(for: argument)
        case "--scale": scale = try cursor.number(for: argument, in: 0.5...4)
        case "-o", "--output": output = try cursor.value(for: argument)
        default: return false
        }
        return true
    }

    /// The output path, which every offline command needs.
    func requireOutput(_ command: String) throws(UsageError) -> String {
        guard let output, !output.isEmpty else { throw UsageError("\(command) needs -o FILE.png") }
        return output
    }

    var viewport: Size { Size(width: Double(width), height: Double(height)) }

    func loadConfiguration(images: ImageCache) throws(ConfigError) -> AppConfiguration {
        try tabbar.loadConfiguration(configPath, images: images)
    }
}

/// Renders a scene to a PNG file at a scale; failures become one-line errors.
enum PNGWriter {
    static func write(_ scene: Scene, to path: String, scale: Double, renderer: SceneRenderer) throws {
        let surface = try RasterSurface(width: max(1, Int((scene.size.width * scale).rounded())),
                                        height: max(1, Int((scene.size.height * scale).rounded())))
        renderer.render(scene, on: surface, scale: scale)
        try surface.writePNG(to: path)
    }
}
