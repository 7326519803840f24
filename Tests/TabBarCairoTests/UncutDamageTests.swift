import TabBarCairo
import TabBarCore
import XCTest

/// Issue 40: Cairo rounds glyphs cut by a clip's edge differently from glyphs drawn whole
/// (up to 37/255 at the tip of "Right"'s ascenders), so a frame whose damage cut a title
/// showed pixels that drawing the frame whole does not give, even at rest. The damage the
/// window repaints (`SceneRenderer.uncut`) now takes in every title it cuts.
final class UncutDamageTests: XCTestCase {
    let title = TextRun(
        "Right", font: FontSpec(size: 10), color: Color(hex: 0x828C99),
        frame: Rect(x: 156, y: 826, width: 78, height: 14))

    func scene(_ color: Color) -> Scene {
        Scene(
            size: Size(width: 390, height: 844), background: Color(hex: 0xF9F9F9),
            layers: [
                SceneLayer(id: "title", node: .text(title)),
                SceneLayer(id: "mark", node: .fill(.rect(Rect(x: 200, y: 700, width: 60, height: 60)), .solid(color))),
            ])
    }

    /// Damage from a neighbour's change whose edge runs through the title, drawn over the
    /// last frame as the window draws it, equals the frame drawn whole, pixel for pixel.
    func testDamageThroughATitle_RepaintsItWhole() throws {
        for layers in [nil, LayerCache()] as [LayerCache?] {
            let renderer = SceneRenderer(layers: layers)
            let before = scene(.white), after = scene(Color(hex: 0x2682D5))
            let screen = try RasterSurface(width: 390, height: 844)
            renderer.render(before, on: screen)
            // The changed square's damage, widened to reach into the title (x 199…).
            let damage = [Rect(x: 199, y: 700, width: 61, height: 144)]
            renderer.render(after, on: screen, damage: renderer.uncut(damage, in: after))
            let whole = try RasterSurface(width: 390, height: 844)
            SceneRenderer().render(after, on: whole)
            var worst = 0
            for y in 0..<844 {
                for x in 0..<390 {
                    worst = max(
                        worst, ImageComparison.channelDistance(screen.pixel(x: x, y: y), whole.pixel(x: x, y: y)))
                }
            }
            XCTAssertEqual(worst, 0, layers == nil ? "drawn directly" : "with a layer cache")
        }
    }

    func testUncut_TakesInTheTitleAndNothingFarAway() {
        let renderer = SceneRenderer()
        let damage = renderer.uncut([Rect(x: 199, y: 700, width: 61, height: 144)], in: scene(.white))
        XCTAssertTrue(damage.contains { $0.union(Rect(x: 156, y: 826, width: 78, height: 14)) == $0 }, "\(damage)")
        XCTAssertEqual(
            renderer.uncut([Rect(x: 0, y: 0, width: 50, height: 50)], in: scene(.white)),
            [Rect(x: 0, y: 0, width: 50, height: 50)])
    }
}
