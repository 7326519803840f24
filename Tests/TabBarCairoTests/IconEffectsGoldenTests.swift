import TabBarCairo
import TabBarCore
import TestSupport
import XCTest

/// Film strips of the flip and curl icon effects, rendered through the window's renderer:
/// nine 64×64 cells per strip at progress 0, 1/8, …, 1, each showing a 48×48 home icon
/// (grey outline in front, blue filled behind) on white. Each reference was reviewed by eye.
final class IconEffectsGoldenTests: XCTestCase {
    static let cell = 64.0
    static let icon = 48.0
    static let frames = 9

    let front = IconFace(
        image: IconEffectsGoldenTests.asset("icons/home.png"), rendering: .template(Color(hex: 0x8A97A8)))
    let back = IconFace(
        image: IconEffectsGoldenTests.asset("icons/home-selected.png"), rendering: .template(Color(hex: 0x2682D5)))

    /// A file under the repository's `assets/`.
    static func asset(_ path: String) -> ImageRef {
        ImageRef(Repository.root().appendingPathComponent("assets").appendingPathComponent(path).path)
    }

    /// One strip: `nodes(frame, progress)` drawn in each cell, left to right.
    func filmStrip(_ nodes: (Rect, Double) -> [SceneNode]) throws -> RasterSurface {
        let size = Size(width: Self.cell * Double(Self.frames), height: Self.cell)
        let layers = (0..<Self.frames).map { i -> SceneLayer in
            let cell = Rect(x: Double(i) * Self.cell, y: 0, width: Self.cell, height: Self.cell)
            let frame = Rect.centered(at: cell.center, size: Size(width: Self.icon, height: Self.icon))
            let progress = Double(i) / Double(Self.frames - 1)
            return SceneLayer(id: "cell-\(i)", node: .group(nodes(frame, progress)))
        }
        let surface = try RasterSurface(width: Int(size.width), height: Int(size.height))
        SceneRenderer().render(Scene(size: size, background: .white, layers: layers), on: surface)
        return surface
    }

    func flip(_ axis: FlipAxis, direction: Double) throws -> RasterSurface {
        try filmStrip { frame, progress in
            IconFlip.nodes(
                front: front, back: back, frame: frame, angle: progress * .pi, axis: axis,
                direction: direction)
        }
    }

    func curl(upward: Bool) throws -> RasterSurface {
        try filmStrip { frame, progress in
            IconCurl.nodes(front: front, back: back, frame: frame, progress: progress, upward: upward)
        }
    }

    func testFlipLeft() throws {
        Golden.assertMatches(try flip(.vertical, direction: 1), named: "flip-left")
    }

    func testFlipRight() throws {
        Golden.assertMatches(try flip(.vertical, direction: -1), named: "flip-right")
    }

    func testFlipTop() throws {
        Golden.assertMatches(try flip(.horizontal, direction: 1), named: "flip-top")
    }

    func testFlipBottom() throws {
        Golden.assertMatches(try flip(.horizontal, direction: -1), named: "flip-bottom")
    }

    func testCurlUp() throws {
        Golden.assertMatches(try curl(upward: true), named: "curl-up")
    }

    func testCurlDown() throws {
        Golden.assertMatches(try curl(upward: false), named: "curl-down")
    }
}
