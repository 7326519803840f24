import TabBarCore
import TestPaths
import XCTest

@testable import TabBarCairo

/// Icons shrunk once (`ImageVariants`) and copied or blended afterwards, against the source
/// shrunk with the GOOD filter on every draw.
final class ImageVariantsTests: XCTestCase {
    static let icon = ImageRef(Repository.root().appendingPathComponent("assets/icons/home.png").path)
    static let size = Size(width: 120, height: 80)

    func scene(
        _ frame: Rect, rendering: ImageRendering = .template(.black), transform: TabBarCore.AffineTransform = .identity
    )
        -> Scene
    {
        Scene(
            size: Self.size, background: .white,
            layers: [
                SceneLayer(
                    id: "icon",
                    node: .group(
                        [.image(Self.icon, frame: frame, rendering: rendering, opacity: 1)], transform: transform))
            ])
    }

    /// Renders `scene` through a renderer with a layer cache (variants in use) and one without
    /// (the source shrunk on every draw) at `scale`; returns the largest channel difference
    /// and the number of pixels differing by more than 24.
    func difference(_ scene: Scene, scale: Double = 1, exact: Bool = false) throws -> (worst: Int, far: Int, made: Int)
    {
        let cached = SceneRenderer(layers: LayerCache())
        let plain = SceneRenderer()
        let w = Int(Self.size.width * scale), h = Int(Self.size.height * scale)
        let a = try RasterSurface(width: w, height: h), b = try RasterSurface(width: w, height: h)
        cached.render(scene, on: a, scale: scale, exact: exact)
        plain.render(scene, on: b, scale: scale)
        var worst = 0, far = 0
        for y in 0..<h {
            for x in 0..<w {
                let pa = a.pixel(x: x, y: y), pb = b.pixel(x: x, y: y)
                var d = 0
                for shift: UInt32 in [0, 8, 16] {
                    let ca = Int((pa >> shift) & 0xFF), cb = Int((pb >> shift) & 0xFF)
                    d = max(d, abs(ca - cb))
                }
                worst = max(worst, d)
                if d > 24 { far += 1 }
            }
        }
        return (worst, far, cached.images.variants.made)
    }

    /// On whole device pixels, a variant's copy is the source's draw, pixel for pixel, at
    /// 1× and 2×, tinted and in its own colours.
    func testOnTheGrid_IsExact() throws {
        for scale in [1.0, 2.0] {
            for rendering in [ImageRendering.template(Color(red: 0.15, green: 0.5, blue: 0.84)), .original] {
                for origin in [Point(x: 10, y: 20), Point(x: 47, y: 3)] {
                    let d = try difference(
                        scene(Rect(origin: origin, size: Size(width: 26, height: 26)), rendering: rendering),
                        scale: scale)
                    XCTAssertEqual(d.worst, 0, "\(rendering) at \(origin), \(scale)×")
                    XCTAssertEqual(d.made, 1, "one variant drawn")
                }
            }
        }
    }

    /// Off the grid (a bounce's scale, a fractional offset, a rotation) a variant of twice the
    /// size is shrunk bilinearly: the stated tolerance is no channel off by more than 48/255 and
    /// fewer than 40 of a 26 px icon's pixels off by more than 24 (its edges, a little softer).
    func testInMotion_IsClose() throws {
        let frames = [
            Rect(x: 10.3, y: 20.6, width: 26, height: 26), Rect(x: 10, y: 20, width: 29.7, height: 29.7),
        ]
        for frame in frames {
            let d = try difference(scene(frame))
            XCTAssertGreaterThan(d.made, 0, "a variant is used for \(frame)")
            XCTAssertLessThanOrEqual(d.worst, 48, "\(frame)")
            XCTAssertLessThan(d.far, 40, "\(frame)")
        }
        let turned = try difference(
            scene(
                Rect(x: -13, y: -13, width: 26, height: 26),
                transform: TabBarCore.AffineTransform.rotation(0.4).concatenating(.translation(40, 40))))
        XCTAssertLessThanOrEqual(turned.worst, 48)
        XCTAssertLessThan(turned.far, 40)
    }

    /// A frame that must be exact draws an off-grid icon from its source.
    func testExactFrame_DrawsTheSource() throws {
        let d = try difference(scene(Rect(x: 10.3, y: 20.6, width: 26, height: 26)), exact: true)
        XCTAssertEqual(d.worst, 0)
        XCTAssertEqual(d.made, 0)
    }

    /// Enlarged or barely shrunk images are drawn as before (no convolution to save).
    func testUnshrunkImages_HaveNoVariant() throws {
        let d = try difference(scene(Rect(x: 4, y: 4, width: 80, height: 72)))
        XCTAssertEqual(d.made, 0)
        XCTAssertEqual(d.worst, 0)
    }

    /// A bounce (26 px to 1.2 times that and back, off the grid) blends from a variant or two,
    /// not one per pixel size it passes through; a flip (the width down to nothing) from one a
    /// rung, most of them tiny.
    func testMotion_ReusesAFewVariants() throws {
        let renderer = SceneRenderer(layers: LayerCache())
        let surface = try RasterSurface(width: Int(Self.size.width), height: Int(Self.size.height))
        for step in 0...40 {
            let side = 26 * (1 + 0.2 * Double(step) / 40)
            renderer.render(scene(Rect(x: 10.3, y: 20.6, width: side, height: side)), on: surface, scale: 1)
        }
        XCTAssertLessThanOrEqual(renderer.images.variants.made, 2, "a bounce")
        let bounce = renderer.images.variants.bytes
        for step in 0...52 {
            let width = 26 * Double(52 - step) / 52
            renderer.render(scene(Rect(x: 10.3, y: 20.6, width: max(0.25, width), height: 26)), on: surface, scale: 1)
        }
        XCTAssertLessThanOrEqual(renderer.images.variants.made - 2, 25, "a flip")
        XCTAssertLessThan(renderer.images.variants.bytes - bounce, 100 << 10, "a flip's variants")
    }

    /// Off the grid a variant is 1.68 to 2 times the drawn side (never more, which would skip
    /// pixels of it), or the source's own size when that is less than twice the drawn side.
    func testMotionSide_IsAboutTwiceTheDrawnSide() {
        for drawn in stride(from: 0.5, through: 60, by: 0.37) {
            let side = ImageVariants.motionSide(drawn: drawn, source: 96)
            if 2 * drawn >= 96 {
                XCTAssertEqual(side, 96)
            } else {
                XCTAssertLessThanOrEqual(Double(side), 2 * drawn + 1e-9, "\(drawn)")
                XCTAssertGreaterThanOrEqual(Double(side), min(1.68 * drawn - 1, 2 * drawn), "\(drawn)")
            }
        }
    }

    /// However many sizes a long bounce asks for, the variants stay within their budget.
    func testVariants_StayWithinTheirBudget() throws {
        let variants = ImageVariants(budget: 64 << 10)
        let source = try RasterSurface(width: 96, height: 96, opaque: false)
        for size in 8...120 {
            _ = variants.variant(of: source, path: "icon", width: size, height: size)
            XCTAssertLessThanOrEqual(variants.bytes, variants.budget)
        }
        XCTAssertGreaterThan(variants.count, 0)
    }
}
