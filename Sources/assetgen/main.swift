import Glibc
import TabBarCairo
import TabBarCore

// assetgen: draws the project's icon PNGs into assets/icons and the flip-book frames into
// assets/frames (run by `make assets`).
// Icons are drawn at 96×96 pixels (4× the 24-unit grid) so they stay crisp when the bar
// scales them down, and at 2× HiDPI.
let pixels = 96
let output = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "assets"

/// A drawing that reaches the image's edge was cut off: the art left the 24-unit box.
struct OutsideTheBox: Error, CustomStringConvertible {
    let path: String
    var description: String { "\(path): the drawing touches the image's edge" }
}

func write(_ nodes: [SceneNode], to path: String) throws {
    let surface = try RasterSurface(width: pixels, height: pixels, opaque: false)
    let scale = Double(pixels) / 24
    let scene = Scene(
        size: Size(width: Double(pixels), height: Double(pixels)), background: .clear,
        layers: [SceneLayer(id: "icon", node: .group(nodes, transform: .scale(scale, scale)))])
    SceneRenderer().render(scene, on: surface)
    // Every edge pixel must be clear (alpha is the top byte of Cairo's ARGB32).
    let edge = (0..<pixels).flatMap { i in [(i, 0), (i, pixels - 1), (0, i), (pixels - 1, i)] }
    guard edge.allSatisfy({ surface.pixel(x: $0.0, y: $0.1) >> 24 == 0 }) else { throw OutsideTheBox(path: path) }
    try surface.writePNG(to: path)
    print("wrote \(path)")
}

/// Tab icons with an outline face (`name.png`) and a filled one (`name-selected.png`).
let icons: [(String, (Bool) -> [SceneNode])] = [
    ("home", IconArt.home), ("live", IconArt.live), ("follow", IconArt.follow), ("profile", IconArt.profile),
    ("chat", IconArt.chat), ("search", IconArt.search), ("settings", IconArt.settings), ("more", IconArt.more),
]
do {
    mkdir(output + "/icons", 0o755)
    for (name, art) in icons {
        try write(art(false), to: "\(output)/icons/\(name).png")
        try write(art(true), to: "\(output)/icons/\(name)-selected.png")
    }
    // The raised centre button's plus has one face.
    try write(IconArt.plus(), to: "\(output)/icons/plus.png")

    // The window's icon (_NET_WM_ICON).
    try write(AppIconArt.nodes(), to: "\(output)/app-icon.png")

    // Flip-books, one folder each, frames numbered from 000.
    mkdir(output + "/frames", 0o755)
    mkdir(output + "/frames/bell", 0o755)
    for index in 0..<BellFrames.count {
        let digits = String(index)
        let number = String(repeating: "0", count: max(0, 3 - digits.count)) + digits
        try write(BellFrames.frame(index), to: "\(output)/frames/bell/\(number).png")
    }
} catch {
    print("assetgen: error: \(error)")
    exit(1)
}
