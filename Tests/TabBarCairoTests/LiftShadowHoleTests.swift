import TabBarCairo
import TabBarCore
import XCTest

/// Issue 8: the magic move's lift shadow leaves out what the flying card covers (inside its
/// corners, filled as four bands around it), so a 4K frame fills a rim instead of six
/// card-sized rectangles.
/// What reaches the screen must not change: the card, drawn over it, hides the hole.
final class LiftShadowHoleTests: XCTestCase {
    let area = Rect(x: 0, y: 0, width: 195, height: 300)

    func testShadowWithItsHole_UnderTheCard_LooksLikeTheWholeShadow() throws {
        var parameters = TransitionFilmStripGoldenTests.parameters
        let source = try XCTUnwrap(parameters.sourceRect)
        for step in 1..<12 {
            let p = Double(step) / 12
            parameters.sourceCornerRadius = TransitionFilmStripGoldenTests.parameters.sourceCornerRadius
            let holed = TransitionGeometry.frame(.move, role: .push, area: area, progress: p, parameters: parameters)
            parameters.sourceCornerRadius = 0
            let rect = try XCTUnwrap(holed.movingRect)
            let whole = TransitionGeometry.liftShadow(under: rect, lift: sin(Double.pi * p), area: area)
            XCTAssertEqual(fills(in: holed.above), 24, "no hole at \(p)")
            let card = TransitionGeometry.flyingNode(
                TransitionFilmStripGoldenTests.card(in: source), from: source, into: rect)
            let withHole = try render(holed.above + [card])
            let withoutHole = try render(whole + [card])
            let comparison = try ImageComparison(actual: withHole, expected: withoutHole, threshold: 1.0 / 255)
            XCTAssertEqual(comparison.differingPixels, 0, "at p \(p)")
        }
    }

    /// The hole is really there: without the card, the shadow's middle is left unpainted.
    func testTheHoleIsLeftUnpainted() throws {
        let rect = Rect(x: 40, y: 60, width: 100, height: 80)
        let holed = TransitionGeometry.liftShadow(
            under: rect, lift: 1, area: area, covered: rect.insetBy(dx: 10, dy: 10))
        let surface = try render(holed)
        XCTAssertEqual(surface.pixel(x: 90, y: 100), 0xFFFF_FFFF)
        XCTAssertNotEqual(surface.pixel(x: 90, y: Int(rect.maxY) + 4), 0xFFFF_FFFF)
    }

    /// The fills under `nodes`: six when each rectangle is filled whole, four bands each with a hole.
    func fills(in nodes: [SceneNode]) -> Int {
        nodes.reduce(0) { count, node in
            if case .group(let group) = node { return count + fills(in: group.children) }
            if case .fill = node { return count + 1 }
            return count
        }
    }

    func render(_ nodes: [SceneNode]) throws -> RasterSurface {
        let surface = try RasterSurface(width: Int(area.width), height: Int(area.height))
        let scene = Scene(
            size: area.size, background: .white, layers: [SceneLayer(id: "move", node: .group(nodes))])
        SceneRenderer().render(scene, on: surface)
        return surface
    }
}
