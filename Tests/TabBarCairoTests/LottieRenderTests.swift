import CCairo
import TabBarCore
import TabBarLottie
import TestPaths
import XCTest

@testable import TabBarCairo

/// Lottie frames through the renderer: drawn by rlottie at the device size they cover (so at
/// 2× they are rlottie's own 2× pixels, not a stretched 1× picture), recoloured by the tint,
/// and cached per file, size, frame and colour within the variants' budget.
final class LottieRenderTests: XCTestCase {
    static let heart = Repository.root().appendingPathComponent("assets/lottie/heart.json").path
    static let size = Size(width: 60, height: 50)
    static let frame = Rect(x: 10, y: 8, width: 30, height: 30)

    func scene(
        frame number: Int, rendering: ImageRendering = .original, transform: TabBarCore.AffineTransform = .identity
    ) -> Scene {
        Scene(
            size: Self.size, background: Color(red: 0, green: 0, blue: 0, alpha: 0),
            layers: [
                SceneLayer(
                    id: "icon",
                    node: .group(
                        [
                            .image(
                                .lottie(Self.heart, frame: number), frame: Self.frame, rendering: rendering, opacity: 1)
                        ],
                        transform: transform))
            ])
    }

    /// Draws `scene` at `scale` onto a transparent ARGB surface.
    func draw(_ scene: Scene, scale: Double, renderer: SceneRenderer = SceneRenderer()) throws -> RasterSurface {
        let surface = try RasterSurface(
            width: Int(Self.size.width * scale), height: Int(Self.size.height * scale), opaque: false)
        renderer.render(scene, on: surface, scale: scale)
        return surface
    }

    /// rlottie's own drawing of `frame` at `side`×`side` pixels.
    func rlottie(frame: Int, side: Int, recolour: Color? = nil) throws -> [UInt32] {
        let player = try LottiePlayer(
            bytes: Array(try Data(contentsOf: URL(fileURLWithPath: Self.heart))), path: Self.heart)
        var pixels = [UInt32](repeating: 0, count: side * side)
        pixels.withUnsafeMutableBufferPointer {
            player.render(
                frame: frame, into: $0.baseAddress!, width: side, height: side, bytesPerRow: side * 4,
                recolour: recolour)
        }
        return pixels
    }

    /// At 1× and 2× (and 3×), the icon's pixels are exactly rlottie's at the device size: crisp.
    func testFrames_AreDrawnAtTheDeviceSize() throws {
        for scale in [1.0, 2, 3] {
            let surface = try draw(scene(frame: 20), scale: scale)
            let side = Int(Self.frame.width * scale)
            let expected = try rlottie(frame: 20, side: side)
            let x0 = Int(Self.frame.minX * scale), y0 = Int(Self.frame.minY * scale)
            var differing = 0
            for y in 0..<side {
                for x in 0..<side where surface.pixel(x: x0 + x, y: y0 + y) != expected[y * side + x] {
                    differing += 1
                }
            }
            XCTAssertEqual(differing, 0, "at \(scale)×")
            XCTAssertGreaterThan(expected.filter { $0 >> 24 == 0xFF }.count, side * side / 5, "the heart is filled")
        }
    }

    /// A template rendering recolours every fill and stroke: the unselected grey and the
    /// selected red, each opaque pixel exactly the colour, on the same frame.
    func testTint_RecoloursEveryFillAndStroke() throws {
        let renderer = SceneRenderer()
        for hex in [0x8E8E93, 0xFF2D55, 0x8E8E93] as [UInt32] {
            let tint = Color(hex: hex)
            let surface = try draw(scene(frame: 30, rendering: .template(tint)), scale: 2, renderer: renderer)
            var opaque = 0
            for y in 0..<surface.height {
                for x in 0..<surface.width where surface.pixel(x: x, y: y) >> 24 == 0xFF {
                    opaque += 1
                    let word = surface.pixel(x: x, y: y)
                    XCTAssertEqual(word & 0xFF_FFFF, hex, "at \(x),\(y)")
                    if word & 0xFF_FFFF != hex { return }
                }
            }
            XCTAssertGreaterThan(opaque, 500)
        }
    }

    /// A frame drawn once is copied afterwards; frames, sizes and colours each make their own.
    func testFrames_AreCachedPerFrameSizeAndColour() throws {
        let renderer = SceneRenderer()
        let variants = renderer.images.variants
        _ = try draw(scene(frame: 10), scale: 2, renderer: renderer)
        XCTAssertEqual(variants.made, 1)
        _ = try draw(scene(frame: 10), scale: 2, renderer: renderer)
        XCTAssertEqual(variants.made, 1, "the same frame again is a copy")
        _ = try draw(scene(frame: 11), scale: 2, renderer: renderer)
        _ = try draw(scene(frame: 10), scale: 1, renderer: renderer)
        _ = try draw(scene(frame: 10, rendering: .template(.black)), scale: 2, renderer: renderer)
        XCTAssertEqual(variants.made, 4)
        XCTAssertEqual(variants.count, 4)
    }

    /// Every frame of the heart at 3×, twice over, in a budget that holds about a tenth of
    /// them: the cache stays within it, and the least recently used frames go.
    func testFrames_StayWithinTheBudget() throws {
        let renderer = SceneRenderer()
        let variants = renderer.images.variants
        let frameBytes = 90 * 4 * 90
        variants.setBudget(frameBytes * 5)
        for round in 0..<2 {
            for number in 0...48 {
                _ = try draw(scene(frame: number), scale: 3, renderer: renderer)
                XCTAssertLessThanOrEqual(variants.bytes, variants.budget, "round \(round), frame \(number)")
            }
        }
        XCTAssertEqual(variants.count, 5)
        XCTAssertEqual(variants.made, 98, "nothing was kept beyond the budget")
    }

    /// In motion (a bounce's scale), sizes are rounded up to quarter octaves: a bounce from
    /// 1× to 1.4× draws a few sizes, not one a frame. (Scales chosen off whole pixel sizes: a
    /// frame that lands unscaled on whole pixels is drawn at its own size.)
    func testScaledFramesInMotion_UseAFewSizes() throws {
        let renderer = SceneRenderer(layers: LayerCache())
        for step in 0...40 {
            let scale = 1.0013 + Double(step) / 100
            let transform = TabBarCore.AffineTransform.scale(scale, scale).about(Self.frame.center)
            _ = try draw(scene(frame: 20, transform: transform), scale: 2, renderer: renderer)
        }
        XCTAssertLessThanOrEqual(renderer.images.variants.made, 3)
    }
}
