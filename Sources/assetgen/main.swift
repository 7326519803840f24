import Glibc
import TabBarCairo
import TabBarCore

// assetgen: draws the project's icon PNGs into assets/icons (run by `make assets`).
// Icons are drawn at 96×96 pixels (4× the 24-unit grid) so they stay crisp when the bar
// scales them down, and at 2× HiDPI.
let pixels = 96
let output = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "assets"

func write(_ nodes: [SceneNode], to path: String) throws {
    let surface = try RasterSurface(width: pixels, height: pixels, opaque: false)
    let scale = Double(pixels) / 24
    let scene = Scene(size: Size(width: Double(pixels), height: Double(pixels)), background: .clear,
                      layers: [SceneLayer(id: "icon", node: .group(nodes, transform: .scale(scale, scale)))])
    SceneRenderer().render(scene, on: surface)
    try surface.writePNG(to: path)
    print("wrote \(path)")
}

let icons: [(String, (Bool) -> [SceneNode])] = [
    ("home", IconArt.home), ("live", IconArt.live), ("follow", IconArt.follow), ("profile", IconArt.profile),
]
do {
    mkdir(output + "/icons", 0o755)
    for (name, art) in icons {
        try write(art(false), to: "\(output)/icons/\(name).png")
        try write(art(true), to: "\(output)/icons/\(name)-selected.png")
    }
} catch {
    print("assetgen: error: \(error)")
    exit(1)
}
