import TabBarCairo
import TabBarCore
import TestSupport
import XCTest

final class SceneRendererTests: XCTestCase {
    let renderer = SceneRenderer()

    func render(
        _ layers: [SceneLayer], size: Size = Size(width: 40, height: 20), damage: [Rect]? = nil,
        on surface: RasterSurface? = nil
    ) throws -> RasterSurface {
        let target = try surface ?? RasterSurface(width: Int(size.width), height: Int(size.height))
        renderer.render(Scene(size: size, background: .white, layers: layers), on: target, damage: damage)
        return target
    }

    func testFills_LandOnTheirPixels() throws {
        let surface = try render([
            SceneLayer(
                id: "a",
                node: .fill(
                    .rect(Rect(x: 10, y: 0, width: 10, height: 20)),
                    .solid(Color(hex: 0xE13329))))
        ])
        XCTAssertEqual(surface.pixel(x: 5, y: 10), 0xFFFF_FFFF)
        XCTAssertEqual(surface.pixel(x: 15, y: 10), 0xFFE1_3329)
    }

    func testDamage_RepaintsOnlyInside() throws {
        let surface = try render([
            SceneLayer(id: "a", node: .fill(.rect(Rect(x: 0, y: 0, width: 40, height: 20)), .solid(.black)))
        ])
        _ = try render(
            [
                SceneLayer(
                    id: "a", node: .fill(.rect(Rect(x: 0, y: 0, width: 40, height: 20)), .solid(Color(hex: 0x00FF00))))
            ],
            damage: [Rect(x: 0, y: 0, width: 10, height: 20)], on: surface)
        XCTAssertEqual(surface.pixel(x: 5, y: 5), 0xFF00_FF00)
        XCTAssertEqual(surface.pixel(x: 25, y: 5), 0xFF00_0000)
    }

    /// A black half and a white half, with a backdrop blur over the middle of the lower rows.
    func stripes(blackUntil edge: Double) -> [SceneLayer] {
        [
            SceneLayer(id: "page", node: .fill(.rect(Rect(x: 0, y: 0, width: edge, height: 20)), .solid(.black))),
            SceneLayer(id: "bar", node: .backdropBlur(Rect(x: 0, y: 10, width: 40, height: 10), radius: 3)),
        ]
    }

    func testBackdropBlur_SoftensOnlyInsideItsRectangle() throws {
        let surface = try render(stripes(blackUntil: 20))
        // Above the blur the edge stays sharp; inside it, it ramps over 2 × 3 × 3 px.
        XCTAssertEqual(surface.pixel(x: 19, y: 5), 0xFF00_0000)
        XCTAssertEqual(surface.pixel(x: 20, y: 5), 0xFFFF_FFFF)
        let ramp = (14...25).map { Int(surface.pixel(x: $0, y: 15) & 0xFF) }
        XCTAssertEqual(ramp, ramp.sorted(), "a smooth rise from black to white: \(ramp)")
        XCTAssertEqual(Double(ramp[5] + ramp[6]) / 2, 127.5, accuracy: 20)
        XCTAssertGreaterThan(ramp[3], 0)
        XCTAssertLessThan(ramp[8], 255)
        // Far from the edge the page is untouched (edges are clamped, nothing outside is read).
        XCTAssertEqual(surface.pixel(x: 0, y: 19), 0xFF00_0000)
        XCTAssertEqual(surface.pixel(x: 39, y: 10), 0xFFFF_FFFF)
    }

    func testBackdropBlur_CacheFollowsThePageBeneath() throws {
        let first = try render(stripes(blackUntil: 20))
        let again = try render(stripes(blackUntil: 20))
        XCTAssertEqual(
            (0..<40).map { first.pixel(x: $0, y: 15) }, (0..<40).map { again.pixel(x: $0, y: 15) },
            "the cached blur is the same blur")
        let moved = try render(stripes(blackUntil: 10))
        // The blur reaches 3 × 3 px either side: 19 px and beyond are white once the edge is at 10.
        XCTAssertEqual(moved.pixel(x: 19, y: 15), 0xFFFF_FFFF, "a changed page beneath is blurred afresh")
        XCTAssertNotEqual(first.pixel(x: 19, y: 15), 0xFFFF_FFFF)
        XCTAssertNotEqual(moved.pixel(x: 10, y: 15), 0xFFFF_FFFF)
    }

    func testTemplateImage_IsFilledWithTheTint() throws {
        let icon = Repository.root().appendingPathComponent("assets/icons/home-selected.png").path
        let node = SceneNode.image(
            ImageRef(icon), frame: Rect(x: 0, y: 0, width: 40, height: 40),
            rendering: .template(Color(hex: 0x2682D5)), opacity: 1)
        let surface = try render([SceneLayer(id: "icon", node: node)], size: Size(width: 40, height: 40))
        // The house's body is solid at (10, 30), which is (6, 18) on the 24-unit grid; the
        // door at (20, 30) and the corner are empty.
        XCTAssertEqual(surface.pixel(x: 10, y: 30), 0xFF26_82D5)
        XCTAssertEqual(surface.pixel(x: 20, y: 34), 0xFFFF_FFFF)
        XCTAssertEqual(surface.pixel(x: 1, y: 1), 0xFFFF_FFFF)
    }

    func testGroupOpacity_BlendsOnce() throws {
        let square = SceneNode.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 20)), .solid(.black))
        let surface = try render([SceneLayer(id: "g", node: .group([square, square], opacity: 0.5))])
        // Two overlapping children at group opacity 0.5 give 50 % grey, not 75 %.
        let grey = surface.pixel(x: 20, y: 10) & 0xFF
        XCTAssertEqual(Double(grey), 127.5, accuracy: 1.5)
    }

    func testMissingImage_DrawsNothingAndDoesNotCrash() throws {
        let node = SceneNode.image(
            ImageRef("/nonexistent.png"), frame: Rect(x: 0, y: 0, width: 40, height: 20),
            rendering: .original, opacity: 1)
        let surface = try render([SceneLayer(id: "x", node: node)])
        XCTAssertEqual(surface.pixel(x: 20, y: 10), 0xFFFF_FFFF)
    }
}

extension SceneRendererTests {
    func testSingularTransform_DrawsNothingAndLeavesTheSurfaceUsable() throws {
        let square = SceneNode.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 20)), .solid(.black))
        let flat = SceneNode.group([square], transform: .scale(0, 1))
        let after = SceneNode.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), .solid(Color(hex: 0x00FF00)))
        let surface = try render([SceneLayer(id: "flat", node: flat), SceneLayer(id: "after", node: after)])
        XCTAssertEqual(surface.pixel(x: 20, y: 15), 0xFFFF_FFFF)
        XCTAssertEqual(surface.pixel(x: 5, y: 5), 0xFF00_FF00)
        XCTAssertNoThrow(try surface.writePNG(to: NSTemporaryDirectory() + "singular.png"))
    }
}

extension SceneRendererTests {
    /// At a fractional scale, repainting only the damage must give the same pixels as
    /// drawing the whole frame.
    func testDamagedRepaintAtFractionalScale_MatchesAFullRender() throws {
        let size = Size(width: 60, height: 40)
        func scene(_ x: Double) -> Scene {
            Scene(
                size: size, background: .white,
                layers: [
                    SceneLayer(
                        id: "bar",
                        node: .fill(.rect(Rect(x: 0, y: 20, width: 60, height: 20)), .solid(Color(hex: 0x212F3F)))),
                    SceneLayer(
                        id: "mask",
                        node: .fill(.rect(Rect(x: x, y: 20, width: 13.3, height: 20)), .solid(Color(hex: 0xE13329)))),
                ])
        }
        for scale in [1.25, 1.5] {
            let partial = try RasterSurface(width: Int(60 * scale), height: Int(40 * scale))
            let full = try RasterSurface(width: Int(60 * scale), height: Int(40 * scale))
            var previous = scene(3.3)
            renderer.render(previous, on: partial, scale: scale)
            for x in stride(from: 5.1, through: 40, by: 3.7) {
                let next = scene(x)
                renderer.render(next, on: partial, scale: scale, damage: next.damage(since: previous))
                previous = next
            }
            renderer.render(previous, on: full, scale: scale)
            XCTAssertEqual(ImageDiff(full, partial, channelTolerance: 0).differingPixels, 0, "scale \(scale)")
        }
    }
}
